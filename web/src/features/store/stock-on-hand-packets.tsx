import { formatDisplayDate, stockOnHandText as text } from "@wms/domain";
import { Modal } from "antd";
import { useState } from "react";
import { lotText, PacketHistoryDialog, PacketLink } from "../../components/packet-history-dialog";
import { type OnHandPacketRow, type PacketsFilter, packetsOf } from "./on-hand-api";
import { OnHandGrid } from "./stock-on-hand-grid";

/** What a drill opens: the packets of one product, bin or lot, named for the dialog's title. */
export type Drill = { what: string; filter: PacketsFilter };

const lotOf = (p: OnHandPacketRow) =>
  lotText({ MRNID: p.MRNID, SupplierCode: p.SupplierCode, ProducedByRequisitionNo: p.RequisitionNo });

/** The packets in stock behind a row of Stock on Hand; each code opens the packet's history. */
export function OnHandPacketsDialog({ drill, onClose }: { drill: Drill | null; onClose: () => void }) {
  const [packet, setPacket] = useState<string | null>(null);
  return (
    <Modal
      open={drill !== null}
      title={drill ? text.packetsOf(drill.what) : ""}
      onCancel={onClose}
      footer={null}
      width="min(960px, 100vw)"
      destroyOnHidden
    >
      {drill && (
        <OnHandGrid<OnHandPacketRow>
          name={`Packets_${drill.what}`}
          source={packetsOf(drill.filter)}
          rowKey={(r) => r.QRCode}
          sort={{ column: "InwardDate", order: "ASC" }}
          columns={[
            {
              title: "QR Code",
              dataIndex: "QRCode",
              sorter: true,
              render: (qr: string) => <PacketLink qrCode={qr} onOpen={setPacket} />,
            },
            { title: "Product Code", dataIndex: "ProductCode" },
            { title: "Qty", dataIndex: "Qty", sorter: true },
            {
              title: "Status",
              dataIndex: "Status",
              render: (s: string, r) => (r.HoldReason ? `${s} (${r.HoldReason})` : s),
            },
            { title: "Bin", dataIndex: "ColAddress" },
            { title: "Lot", key: "Lot", render: (_: unknown, r) => lotOf(r) },
            {
              title: "Inward Date",
              dataIndex: "InwardDate",
              sorter: true,
              render: (d: string | null) => formatDisplayDate(d),
            },
          ]}
          csv={[
            { title: "QRCode", cell: (r) => r.QRCode },
            { title: "ProductCode", cell: (r) => r.ProductCode },
            { title: "Qty", cell: (r) => r.Qty },
            { title: "Status", cell: (r) => r.Status },
            { title: "HoldReason", cell: (r) => r.HoldReason ?? "" },
            { title: "Bin", cell: (r) => r.ColAddress ?? "" },
            { title: "Lot", cell: lotOf },
            { title: "InwardDate", cell: (r) => formatDisplayDate(r.InwardDate) },
          ]}
        />
      )}
      <PacketHistoryDialog qrCode={packet} onClose={() => setPacket(null)} />
    </Modal>
  );
}
