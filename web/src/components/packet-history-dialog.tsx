import { skipToken, useQuery } from "@tanstack/react-query";
import {
  type CallData,
  formatDisplayDate,
  type HoldReason,
  type LedgerReason,
  type PacketStatus,
  packetStatusText,
  shellText,
  stockCalls,
  stockMessages,
} from "@wms/domain";
import { Button, Descriptions, Modal, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { call, callKey, dataOf } from "../platform/api/client";
import { isLivePacket, reprintSlip, statusColours } from "./light-packet";

/** A packet's history as the call answers it (dates as sent over JSON). */
export type PacketHistoryAnswer = CallData<typeof stockCalls.getPacketHistory>;
export type PacketSummaryRow = PacketHistoryAnswer["Packet"];
export type PacketLedgerEntry = PacketHistoryAnswer["Ledger"][number];

/** The ledger's reasons as a store person says them. */
export const ledgerReasonText: Record<LedgerReason, string> = {
  qualityCheck: "Quality check",
  produce: "Production receipt",
  packFg: "Packed at Final Production",
  putAway: "Put away",
  split: "Split",
  issueToProduction: "Issue to production",
  consume: "Consumed",
  returnToStock: "Return to stock",
  hold: "Put on hold",
  release: "Released from hold",
  scrap: "Scrapped",
  acceptRejected: "Rejects accepted",
  returnToSupplier: "Returned to supplier",
  move: "Moved",
  countAdjust: "Cycle count adjustment",
  dispatch: "Dispatched",
  customerReturn: "Returned by customer",
  rework: "Sent back to its job for rework",
};

/** A packet's history; null for a packet the server does not know (the client has shown its warning). */
export const usePacketHistory = (qrCode: string | null) =>
  useQuery({
    queryKey: callKey(stockCalls.getPacketHistory, qrCode ? { QRCode: qrCode } : undefined),
    queryFn: qrCode ? () => dataOf(call(stockCalls.getPacketHistory, { QRCode: qrCode })) : skipToken,
  });

/** Where a ledger row's packet was or went: its state, and the bin when it was in one. */
const whenText = (at: string | Date) => dayjs(at).format("D MMM YYYY HH:mm");
const place = (status: string | null, bin: string | null) => [status ?? "-", bin].filter(Boolean).join(" ");

/** A packet's lot in words: its MRN and supplier, or the requisition that produced it. */
export const lotText = (p: Pick<PacketSummaryRow, "MRNID" | "SupplierCode" | "ProducedByRequisitionNo">) =>
  p.MRNID !== null
    ? `MRN ${p.MRNID}${p.SupplierCode ? ` (${p.SupplierCode})` : ""}`
    : p.ProducedByRequisitionNo
      ? `Produced by ${p.ProducedByRequisitionNo}`
      : "-";

/** A packet's state as a tag, a held packet's with its reason: "On hold (Damaged)". */
export function PacketStatusTag({
  status,
  holdReason,
}: {
  status: PacketStatus;
  holdReason: HoldReason | null;
}) {
  const text = packetStatusText[status];
  return <Tag color={statusColours[status]}>{holdReason ? `${text} (${holdReason})` : text}</Tag>;
}

/** A packet's code as a link that opens its history. */
export function PacketLink({ qrCode, onOpen }: { qrCode: string; onOpen: (qrCode: string) => void }) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(qrCode)}>
      {qrCode}
    </Button>
  );
}

/** The packet: product, qty, state, bin, lot, inward date, and its parent and children, each opening its history. */
function PacketSummary({ history, onOpen }: { history: PacketHistoryAnswer; onOpen(qrCode: string): void }) {
  const packet = history.Packet;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      items={[
        { key: "product", label: "Product Code", children: packet.ProductCode },
        { key: "qty", label: "Qty", children: packet.Qty.toFixed(3) },
        {
          key: "status",
          label: "Status",
          children: <PacketStatusTag status={packet.Status} holdReason={packet.HoldReason} />,
        },
        { key: "bin", label: "Bin Location", children: packet.ColAddress ?? "-" },
        { key: "lot", label: "Lot", children: lotText(packet) },
        { key: "inward", label: "Inward Date", children: formatDisplayDate(packet.InwardDate) || "-" },
        {
          key: "parent",
          label: "Parent",
          children: history.Parent ? <PacketLink qrCode={history.Parent.QRCode} onOpen={onOpen} /> : "-",
        },
        {
          key: "children",
          label: "Children",
          span: 2,
          children:
            history.Children.length > 0 ? (
              <Space wrap size={4}>
                {history.Children.map((c) => (
                  <PacketLink key={c.QRCode} qrCode={c.QRCode} onOpen={onOpen} />
                ))}
              </Space>
            ) : (
              "-"
            ),
        },
      ]}
    />
  );
}

/** The packet's ledger rows: what, qty, from, to, why, who, when. */
function PacketLedger({ entries, loading }: { entries: PacketLedgerEntry[]; loading: boolean }) {
  return (
    <Table<PacketLedgerEntry>
      rowKey="LedgerId"
      size="small"
      loading={loading}
      dataSource={entries}
      pagination={false}
      locale={{ emptyText: shellText.noDataFound }}
      columns={[
        { title: "What", dataIndex: "Reason", render: (r: LedgerReason) => ledgerReasonText[r] ?? r },
        { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
        { title: "From", key: "from", render: (_, r) => place(r.FromStatus, r.FromBin) },
        { title: "To", key: "to", render: (_, r) => place(r.ToStatus, r.ToBin) },
        { title: "Why", dataIndex: "Reference" },
        { title: "Who", dataIndex: "UserName", render: (v: string | null) => v ?? "-" },
        {
          title: "When",
          key: "when",
          // An action queued offline arrived later than it was done: both times are shown.
          render: (_, r) =>
            r.DoneAt ? (
              <>
                {whenText(r.At)}
                <Typography.Text type="secondary" style={{ display: "block" }}>
                  {stockMessages.doneOnFloorAt(whenText(r.DoneAt))}
                </Typography.Text>
              </>
            ) : (
              whenText(r.At)
            ),
        },
      ]}
    />
  );
}

/**
 * Packet history: the packet's ledger rows (what, qty, from, to, why, who, when), its lot, and its
 * parent and children, each opening its own history (the back arrow returns). A packet in stock offers
 * its slip again (a lost label).
 */
export function PacketHistoryDialog({ qrCode, onClose }: { qrCode: string | null; onClose: () => void }) {
  const [trail, setTrail] = useState<string[]>([]);
  useEffect(() => setTrail(qrCode ? [qrCode] : []), [qrCode]);
  const current = trail.at(-1) ?? null;
  const { data, isFetching } = usePacketHistory(current);
  const open = (code: string) => setTrail((t) => [...t, code]);
  const packet = data?.Packet;

  return (
    <Modal
      open={qrCode !== null}
      width="80vw"
      footer={null}
      onCancel={onClose}
      title={
        <span>
          {trail.length > 1 ? (
            <Button type="text" aria-label="Back" onClick={() => setTrail((t) => t.slice(0, -1))}>
              ←
            </Button>
          ) : null}
          Packet History {current ? `- ${current}` : ""}
        </span>
      }
    >
      {packet && isLivePacket(packet.Status) ? (
        <Button style={{ marginBottom: 8 }} onClick={() => void reprintSlip(packet)}>
          Print slip
        </Button>
      ) : null}
      {data ? <PacketSummary history={data} onOpen={open} /> : null}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Ledger
      </Typography.Title>
      <PacketLedger entries={data?.Ledger ?? []} loading={isFetching} />
    </Modal>
  );
}
