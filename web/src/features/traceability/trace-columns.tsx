import type { TableColumnsType } from "antd";
import { PacketLink } from "../../components/packet-history-dialog";
import type { TraceJob, TraceRow } from "./api";

/** The packet, its lot (MRN, or the requisition that produced it), its supplier's lot and the qty this event used of it. */
export const packetColumns = (onPacket: (qrCode: string) => void): TableColumnsType<TraceRow> => [
  {
    title: "Packet",
    dataIndex: "QRCode",
    render: (code: string) => (code ? <PacketLink qrCode={code} onOpen={onPacket} /> : null),
  },
  {
    title: "MRN",
    dataIndex: "MRNID",
    render: (id: number | null, row) =>
      id ?? (row.ProducedByRequisitionNo ? `Produced by ${row.ProducedByRequisitionNo}` : ""),
  },
  { title: "Supplier Lot", dataIndex: "SupplierLot" },
  { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
];

/** A trace row's key: one event's use of one packet (or, for an event that used nothing, one raw material). */
export const traceRowKey = (r: TraceRow) => `${r.EventId}-${r.QRCode}-${r.RMCode}`;

/** A job's FG serial ranges, as "101 - 110, 121 - 125". */
export const serialsText = (serials: TraceJob["Serials"]) =>
  serials.map((s) => (s.FromNo === s.ToNo ? `${s.FromNo}` : `${s.FromNo} - ${s.ToNo}`)).join(", ");

/** Which job rows belong to: requisition, order and serials if any. */
export function JobTitle({ row }: { row: Pick<TraceRow, "JobRequisitionNo" | "JobOrderNo" | "JobSerials"> }) {
  const serials = serialsText(row.JobSerials);
  return (
    <span data-testid="trace-job">
      Job {row.JobRequisitionNo} · Order {row.JobOrderNo}
      {serials ? ` · Serials ${serials}` : ""}
    </span>
  );
}
