import { z } from "zod";
import { id, wholeNumber } from "./bounds.js";
import { type SerialRange, serialsIn } from "./fg-stock.js";
import { instant } from "./instant.js";
import { dispatchScanMessages as m } from "./messages/dispatch.js";
import { madePacket } from "./stock.js";
import { requiredText } from "./text-rules.js";

/** Most packets one dispatch takes out of stock. */
export const dispatchPacketsMax = 500;

/* ---------- The rule both the screen and the kernel follow ---------- */

/** A line of the order as a dispatch counts against it: its product and how many units it still needs. */
export interface LineToDispatch {
  LineNo: number;
  ProductCode: string;
  Balance: number;
}

/** A scanned FG packet: its product and its units. */
export interface PacketToDispatch {
  QRCode: string;
  ProductCode: string;
  Qty: number;
}

/** Each scanned packet with the line it goes to and the units it gives: all of it, or (Split) the line's rest. */
export interface PlannedPacket extends PacketToDispatch {
  LineNo: number;
  /** Units that leave: the packet's whole qty, or less (Split: the rest stays in the bin as a new packet). */
  DispatchQty: number;
  Split: boolean;
}

export type DispatchPlan =
  | { ok: true; packets: PlannedPacket[]; balances: Map<number, number> }
  | { ok: false; message: string; QRCode: string };

/**
 * Scans in order against the order's lines: a packet goes to the line of its product, whole while the line needs at
 * least its units, else split to the line's rest; a packet of a product not on the order, one scanned twice or one
 * for a line already met is refused by name. Answers each line's balance after the scans.
 */
export function planDispatch(
  erpOrderNo: string,
  lines: readonly LineToDispatch[],
  scans: readonly PacketToDispatch[],
): DispatchPlan {
  const lineOf = new Map(lines.map((l) => [l.ProductCode.toLowerCase(), l]));
  const balances = new Map(lines.map((l) => [l.LineNo, l.Balance]));
  const seen = new Set<string>();
  const packets: PlannedPacket[] = [];
  for (const scan of scans) {
    if (seen.has(scan.QRCode))
      return { ok: false, message: m.alreadyScanned(scan.QRCode), QRCode: scan.QRCode };
    seen.add(scan.QRCode);
    const line = lineOf.get(scan.ProductCode.toLowerCase());
    if (!line)
      return {
        ok: false,
        message: m.notOnOrder(scan.QRCode, scan.ProductCode, erpOrderNo),
        QRCode: scan.QRCode,
      };
    const balance = balances.get(line.LineNo)!;
    if (balance <= 0)
      return { ok: false, message: m.lineComplete(scan.QRCode, scan.ProductCode), QRCode: scan.QRCode };
    const dispatchQty = Math.min(balance, scan.Qty);
    balances.set(line.LineNo, balance - dispatchQty);
    packets.push({ ...scan, LineNo: line.LineNo, DispatchQty: dispatchQty, Split: dispatchQty < scan.Qty });
  }
  return { ok: true, packets, balances };
}

/**
 * The serials that leave with a packet's `qty` units: the lowest ones of its ranges (the rest stays with the packet
 * split off); `ranges` in order.
 */
export function lowestSerials(
  ranges: readonly SerialRange[],
  qty: number,
): { taken: SerialRange[]; kept: SerialRange[] } {
  const taken: SerialRange[] = [];
  const kept: SerialRange[] = [];
  let left = qty;
  for (const r of [...ranges].sort((a, b) => a.FromNo - b.FromNo)) {
    const size = r.ToNo - r.FromNo + 1;
    if (left >= size) {
      taken.push(r);
      left -= size;
    } else if (left > 0) {
      taken.push({ FromNo: r.FromNo, ToNo: r.FromNo + left - 1 });
      kept.push({ FromNo: r.FromNo + left, ToNo: r.ToNo });
      left = 0;
    } else kept.push(r);
  }
  if (left > 0 || serialsIn(taken) !== qty) throw new Error("A packet holds fewer serials than its units");
  return { taken, kept };
}

/* ---------- Calls ---------- */

const serialRange = z.object({ FromNo: z.number(), ToNo: z.number() });

/** Dispatch/GetOrderToDispatch/{ErpOrderNo}: the order scanned (its number), by its ERP number. */
export const orderToDispatchParams = z.object({ ErpOrderNo: requiredText(m.enterOrderNo, 60) });

/** Dispatch/GetOpenOrders: open orders whose number or customer contains SearchValue, promised first. */
export const openOrdersQuery = z.object({ SearchValue: z.string().max(60).optional() });
export const openOrderRow = z.object({
  DispatchOrderId: z.number(),
  ErpOrderNo: z.string(),
  CustomerCode: z.string(),
  CustomerName: z.string(),
  PromisedDate: z.string(),
});
export type OpenOrderRow = z.infer<typeof openOrderRow>;

/** Dispatch/GetPacketToDispatch: a scan, with the packets picked with it (FIFO never names those). */
export const packetToDispatchRequest = z.object({
  DispatchOrderId: id(),
  QRCode: requiredText(m.enterQrCode, 60),
  PickedQRCodes: z.array(z.string().max(60)).max(dispatchPacketsMax).optional(),
});
export type PacketToDispatchRequest = z.input<typeof packetToDispatchRequest>;

export const packetToDispatch = z.object({
  QRCode: z.string(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Qty: z.number(),
  ColAddress: z.string(),
  /** Its lot: the FG requisition (job) that made it. */
  RequisitionNo: z.string(),
  /** Its lot's receipt day (the production day), YYYY-MM-DD: FIFO's order. */
  ReceivedOn: z.string(),
  Serials: z.array(serialRange),
  /** WMS_FIFO=warn: an older FG packet of the product is in a bin (its code and bin named); else null. */
  FifoWarning: z.string().nullable(),
});
export type PacketToDispatchRow = z.infer<typeof packetToDispatch>;

/** Dispatch/CreateDispatch: the packets scanned, each with the units the screen showed leaving, and the papers. */
export const createDispatchRequest = z.object({
  DispatchOrderId: id(),
  VehicleNo: requiredText(m.enterVehicleNo, 20),
  DocumentNo: requiredText(m.enterDocumentNo, 40),
  Packets: z
    .array(
      z.object({
        QRCode: requiredText(m.enterQrCode, 60),
        Qty: wholeNumber(1, 1_000_000_000),
        /** The bin it was scanned in: a packet moved since is refused, to be scanned again. */
        ColAddress: z.string().max(60).optional(),
      }),
    )
    .min(1, { error: m.scanPackets })
    .max(dispatchPacketsMax, { error: m.tooManyPackets }),
});
export type CreateDispatchRequest = z.input<typeof createDispatchRequest>;

/** What a dispatch answers: its id (the delivery note's) and the rests of split packets, to label and keep in stock. */
export const dispatchDone = z.object({
  DispatchId: z.number(),
  /** The order's number, for the answer's message. */
  ErpOrderNo: z.string(),
  Units: z.number(),
  Packets: z.number(),
  Rests: z.array(madePacket.extend({ Serials: z.array(serialRange) })),
});
export type DispatchDone = z.infer<typeof dispatchDone>;

export const dispatchIdParams = z.object({ DispatchId: id() });

/** Dispatch/GetDispatch/{DispatchId}: the delivery note's content. */
export const deliveryNote = z.object({
  DispatchId: z.number(),
  ErpOrderNo: z.string(),
  CustomerCode: z.string(),
  CustomerName: z.string(),
  Address: z.string(),
  GSTNumber: z.string(),
  VehicleNo: z.string(),
  DocumentNo: z.string(),
  DispatchedAt: instant,
  DispatchedBy: z.string().nullable(),
  Lines: z.array(
    z.object({
      LineNo: z.number(),
      ProductCode: z.string(),
      ProductName: z.string(),
      OrderedQty: z.number(),
      Qty: z.number(),
      Serials: z.array(serialRange),
    }),
  ),
  Packets: z.array(
    z.object({
      QRCode: z.string(),
      ProductCode: z.string(),
      LineNo: z.number(),
      Qty: z.number(),
      Serials: z.array(serialRange),
    }),
  ),
});
export type DeliveryNote = z.infer<typeof deliveryNote>;
