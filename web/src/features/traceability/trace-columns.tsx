import type { TableColumnsType } from "antd";
import { PacketLink } from "../../components/packet-history-dialog";
import type { TraceRow } from "./api";

/** The packet, its lot (MRN, or the requisition that produced it) and the qty that went in. */
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
  { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
];

/** A trace row's key: one packet into one requisition at one stage of activity. */
export const traceRowKey = (r: TraceRow) =>
  `${r.RequisitionNo}-${r.RMCode}-${r.QRCode}-${r.Stage}-${r.Operator}-${r.ShiftName}-${r.Type}`;
