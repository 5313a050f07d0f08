import { z } from "zod";
import type { DeliveryLabel, FgPacketLabel } from "./zpl.js";

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
