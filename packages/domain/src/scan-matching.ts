import { productionMessages as m } from "./messages/production.js";
import { addQty, milliOf, minQty, multiplyQty, qtyNumber, subtractQty } from "./quantity.js";

/* Scan matching and packet splitting at the store issue (spec 2 section 5, "Store issue (scan logic)").
 * Quantities are worked in thousandths so sums and splits are exact to 3 decimals. */

/** A BOM line of a requisition: the RM it needs, how much in all, how much is already taken. */
export interface IssueLine {
  /** The requisition the line belongs to, named when its RM is already fully issued. */
  RequisitionNo?: string;
  RMCode: string;
  Quantity: number;
  ScannedQty: number;
  RemainingQty: number;
}

/** A packet as scanned: its QR code, product, supplier and quantity. */
export interface ScannedPacket {
  QRCode: string;
  ProductCode: string;
  SupplierCode: string;
  Qty: number;
}

/** A packet accepted for issue: `Quantity` goes to production, `BreakQuantity` stays behind when IsBreak. */
export interface IssueItem extends ScannedPacket {
  Quantity: number;
  BreakQuantity: number;
  IsBreak: boolean;
}

export type ScanOutcome<L extends IssueLine> =
  | { ok: true; lines: L[]; item: IssueItem }
  | { ok: false; message: string };

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A scanned QR code as the server finds its packet: the blanks a scanner adds around it dropped, every other
 * character kept as printed (the server matches codes exactly). The one rule for the device and the server.
 */
export const qrCodeKey = (code: string) => code.trim();

/** Whether two scans are the same packet's code, by the rule the server finds packets with. */
export const sameQrCode = (a: string, b: string) => qrCodeKey(a) === qrCodeKey(b);

/**
 * One scan against the BOM lines and what was scanned before: refused with the spec's message
 * (already scanned, no line still needing the product (saying whether it is not in the BOM or
 * already fully issued), another supplier than the product's earlier packets), or accepted for at most the line's remaining need, the rest of the packet
 * broken off. Answers new lines; the inputs are not changed.
 */
export function matchScan<L extends IssueLine>(
  lines: readonly L[],
  scanned: readonly IssueItem[],
  packet: ScannedPacket,
): ScanOutcome<L> {
  if (scanned.some((s) => sameQrCode(s.QRCode, packet.QRCode)))
    return { ok: false, message: m.alreadyScanned };
  const index = lines.findIndex((l) => sameCode(l.RMCode, packet.ProductCode) && milliOf(l.RemainingQty) > 0);
  if (index < 0) {
    const covered = lines.find((l) => sameCode(l.RMCode, packet.ProductCode));
    const message = covered
      ? m.fullyIssued(covered.RMCode, covered.RequisitionNo ?? "this requisition")
      : m.notInBom(packet.ProductCode);
    return { ok: false, message };
  }
  const earlier = scanned.find((s) => sameCode(s.ProductCode, packet.ProductCode));
  if (earlier && !sameCode(earlier.SupplierCode, packet.SupplierCode))
    return { ok: false, message: m.sameSupplier };

  const line = lines[index];
  const packetQty = milliOf(packet.Qty);
  const issued = minQty(packetQty, milliOf(line.RemainingQty));
  const broken = subtractQty(packetQty, issued);
  const updated = {
    ...line,
    ScannedQty: qtyNumber(addQty(milliOf(line.ScannedQty), issued)),
    RemainingQty: qtyNumber(subtractQty(milliOf(line.RemainingQty), issued)),
  };
  return {
    ok: true,
    lines: lines.map((l, i) => (i === index ? updated : l)),
    item: {
      ...packet,
      Qty: qtyNumber(packetQty),
      Quantity: qtyNumber(issued),
      BreakQuantity: qtyNumber(broken),
      IsBreak: broken > 0,
    },
  };
}

/** Every scan in order; the first refusal stops it (the server's check of a whole issue). */
export function planIssue<L extends IssueLine>(
  lines: readonly L[],
  packets: readonly ScannedPacket[],
): { ok: true; lines: L[]; items: IssueItem[] } | { ok: false; message: string; packet: ScannedPacket } {
  let current = [...lines];
  const items: IssueItem[] = [];
  for (const packet of packets) {
    const outcome = matchScan(current, items, packet);
    if (!outcome.ok) return { ok: false, message: outcome.message, packet };
    current = outcome.lines;
    items.push(outcome.item);
  }
  return { ok: true, lines: current, items };
}

/** Whether any line still needs material (Pick-Up refuses with "Please issue all RM to store"). */
export const anyRemaining = (lines: readonly IssueLine[]) => lines.some((l) => milliOf(l.RemainingQty) > 0);

/** Required quantity of a BOM line: quantity per unit x units (whole), exact to 3 decimals. */
export const requiredQty = (perUnit: number, units: number): number =>
  qtyNumber(multiplyQty(milliOf(perUnit), units));

/** What one unit of stock covers: how many whole units of the parent `available` is enough for. */
export function unitsCovered(available: number, perUnit: number): number {
  const p = milliOf(perUnit);
  return p > 0 ? Math.floor(Math.max(0, milliOf(available)) / p) : 0;
}

/** The approved-qty rules of Generate Requisition, in the spec's words; null when it may be raised. */
export function approvedQtyProblem(
  text: string | number | null | undefined,
  remaining: number,
): string | null {
  const value = String(text ?? "").trim();
  if (value === "") return m.enterApprovedQty;
  if (!/^\d+$/.test(value)) return m.onlyNumeric;
  const qty = Number(value);
  if (qty > remaining) return m.approvedAboveRemaining;
  if (qty <= 0) return m.approvedNotPositive;
  return null;
}
