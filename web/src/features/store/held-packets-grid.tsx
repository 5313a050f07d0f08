import { formatDisplayDate, type HeldStatus, heldStatuses, packetStatusText } from "@wms/domain";
import { Button, Segmented, type TableColumnsType, Typography } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { PacketLink, PacketStatusTag } from "../../components/packet-history-dialog";
import { useServerPage } from "../../components/use-server-page";
import { type HeldPacket, useHeldPackets } from "./hold-api";

const allStates = "All";
type StateFilter = HeldStatus | typeof allStates;

/** A held or rejected packet: its code and History open its history; its state since when and by whom; the server sorts. */
const heldPacketColumns = (onHistory: (code: string) => void): TableColumnsType<HeldPacket> => [
  {
    title: "QR Code",
    dataIndex: "QRCode",
    sorter: true,
    render: (code: string) => <PacketLink qrCode={code} onOpen={onHistory} />,
  },
  { title: "Product", dataIndex: "ProductCode", sorter: true },
  { title: "Qty", dataIndex: "Qty", sorter: true, render: (v: number) => v.toFixed(3) },
  {
    title: "Status",
    dataIndex: "Status",
    sorter: true,
    render: (_, p) => <PacketStatusTag status={p.Status} holdReason={p.HoldReason} />,
  },
  { title: "Remark", dataIndex: "HoldRemark" },
  { title: "Bin", dataIndex: "ColAddress", sorter: true, render: (v: string | null) => v ?? "-" },
  {
    title: "Lot",
    dataIndex: "MRNID",
    sorter: true,
    render: (_, p) => (p.MRNID !== null ? `MRN ${p.MRNID} (${p.SupplierCode})` : (p.RequisitionNo ?? "-")),
  },
  {
    title: "Since",
    dataIndex: "Since",
    render: (v: string | null, p) => [formatDisplayDate(v), p.SinceBy].filter(Boolean).join(" · ") || "-",
  },
  {
    title: "",
    key: "history",
    render: (_, p) => (
      <Button size="small" aria-label={`History ${p.QRCode}`} onClick={() => onHistory(p.QRCode)}>
        History
      </Button>
    ),
  },
];

/** The held and rejected packets, filtered by state, newest first; ticked rows are acted on with the scanned ones. */
export function HeldPacketsGrid({
  ticked,
  onTick,
  onHistory,
}: {
  ticked: string[];
  onTick(codes: string[]): void;
  onHistory(code: string): void;
}) {
  const [state, setState] = useState<StateFilter>(allStates);
  // No sort column: newest first (by packet).
  const list = useServerPage({ SortColumn: "", paging: "client" });
  const held = useHeldPackets({ ...list.query, Status: state === allStates ? null : state });
  const rows = held.data ?? [];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Held and rejected packets
      </Typography.Title>
      <DataGrid<HeldPacket>
        rowKey="QRCode"
        loading={held.isFetching}
        dataSource={rows}
        server={{ grid: list, total: rows[0]?.TotalRows ?? 0 }}
        scroll={{ x: "max-content" }}
        toolbar={
          <Segmented<StateFilter>
            aria-label="State"
            value={state}
            options={[
              { value: allStates, label: "All" },
              ...heldStatuses.map((s) => ({ value: s, label: packetStatusText[s] })),
            ]}
            onChange={(value) => {
              setState(value);
              onTick([]);
              list.filter({});
            }}
          />
        }
        rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => onTick(keys as string[]) }}
        columns={heldPacketColumns(onHistory)}
      />
    </>
  );
}
