import { z } from "zod";

/** What an FG packet's label shows: the packet's code as a QR and what it holds of which job, made which day. */
export interface FgPacketLabel {
  QRCode: string;
  /** What the QR symbol holds: the code, or its GS1 element string (WMS_PACKET_QR=gs1). */
  QRSymbol: string;
  ProductCode: string;
  /** The job: the FG requisition that produced it. */
  JobNo: string;
  /** Its serials as a person reads them ("101-110"); "" for a produced packet without serials. */
  Serials: string;
  Qty: number;
  UOM: string;
  /** Its production day, YYYY-MM-DD. */
  ProducedOn: string;
}

/** What a delivery label shows: the customer, the papers it travels with, what it carries, and a code. */
export interface DeliveryLabel {
  CustomerCode: string;
  CustomerName: string;
  /** The invoice or delivery note number given at dispatch: what the QR holds, what the customer's dock matches. */
  DocumentNo: string;
  DispatchId: number;
  /** The dispatch's day, YYYY-MM-DD. */
  DispatchedOn: string;
  Packets: number;
  Qty: number;
}

/** An FG packet label's lines beside its QR, on the ZPL label and the PDF alike. */
export const fgPacketLabelLines = (label: FgPacketLabel) =>
  [
    label.QRCode,
    label.ProductCode,
    `Job ${label.JobNo}`,
    label.Serials === "" ? "" : `Serials ${label.Serials}`,
    `${label.Qty} ${label.UOM}`,
    `Made ${label.ProducedOn}`,
  ].filter((line) => line !== "");

/** A delivery label's lines beside its QR, on the ZPL label and the PDF alike. */
export const deliveryLabelLines = (label: DeliveryLabel) => [
  `Delivery note ${label.DocumentNo}`,
  `Dispatch ${label.DispatchId}`,
  label.DispatchedOn,
  `${label.Packets} packets`,
  `Qty ${label.Qty}`,
];

/** Printing/GetFgPacketLabels row: what an FG packet's label shows. */
export const fgPacketLabel = z.object({
  QRCode: z.string(),
  QRSymbol: z.string(),
  ProductCode: z.string(),
  JobNo: z.string(),
  Serials: z.string(),
  Qty: z.number(),
  UOM: z.string(),
  ProducedOn: z.string(),
}) satisfies z.ZodType<FgPacketLabel>;

/** What a dispatch's delivery label shows, from its delivery note: the packets it carries and their units. */
export function deliveryLabelOf(
  note: {
    DispatchId: number;
    CustomerCode: string;
    CustomerName: string;
    DocumentNo: string;
    Packets: readonly { Qty: number }[];
  },
  dispatchedOn: string,
): DeliveryLabel {
  return {
    CustomerCode: note.CustomerCode,
    CustomerName: note.CustomerName,
    DocumentNo: note.DocumentNo,
    DispatchId: note.DispatchId,
    DispatchedOn: dispatchedOn,
    Packets: note.Packets.length,
    Qty: note.Packets.reduce((units, p) => units + p.Qty, 0),
  };
}
