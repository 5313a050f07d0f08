/**
 * GS1 element strings in and out (`@wms/domain/gs1`: a screen that takes no label loads no parser): a packet's QR may carry one (by the plant's setting), and a supplier's GS1-128,
 * GS1 DataMatrix or GS1 QR label (or an ANSI MH10.8.2 / ECIA one) is read at quality check. Splitting the string
 * into elements is gs1-barcode-parser-mod's; what it leaves unchecked (check digits, real days) is checked here.
 */
import { parseBarcode } from "gs1-barcode-parser-mod";
import { gs1Messages, gs1Separator, looksLikeGs1, type SupplierLabel } from "./gs1-rules.js";
import { packetCodePattern } from "./scan-kind.js";

export {
  gs1Messages,
  gs1Separator,
  looksLikeGs1,
  looksLikeSupplierLabel,
  type SupplierLabel,
} from "./gs1-rules.js";

const recordSeparator = "\x1e";
const endOfTransmission = "\x04";

export interface Gs1Element {
  ai: string;
  value: string;
}

export type Gs1Read = { ok: true; elements: Gs1Element[] } | { ok: false; problem: string };

/** AIs whose value ends in a GS1 mod-10 check digit over all its digits: SSCC, GTIN, the GLNs, GSRN. */
const checkDigitAis = new Set([
  "00",
  "01",
  "02",
  "410",
  "411",
  "412",
  "413",
  "414",
  "415",
  "416",
  "417",
  "8017",
  "8018",
]);
/** YYMMDD AIs (production, due, packaging, best before, sell by, expiry): day 00 means the month's end. */
const dateAis = new Set(["11", "12", "13", "15", "16", "17"]);
/** AIs of a fixed length (no separator follows them in an element string). */
const fixedLength: Record<string, number> = {
  "00": 18,
  "01": 14,
  "02": 14,
  "11": 6,
  "12": 6,
  "13": 6,
  "15": 6,
  "16": 6,
  "17": 6,
};

/** The GS1 mod-10 check digit of `body` (the digits before it): weights 3 and 1 from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A key whose last digit is its check digit (GTIN-8/12/13/14, SSCC, GLN). */
export function gs1KeyValid(key: string): boolean {
  return /^\d{2,}$/.test(key) && gs1CheckDigit(key.slice(0, -1)) === Number(key.at(-1));
}

const daysIn = (yy: number, month: number) =>
  [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

/** A YYMMDD of a GS1 date element: a real day, or day 00 of a real month (YY % 4 = 0 is a leap year until 2100). */
export function gs1DateValid(yymmdd: string): boolean {
  if (!/^\d{6}$/.test(yymmdd)) return false;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  return month >= 1 && month <= 12 && day <= daysIn(yy, month);
}

const symbologyIdentifier = /^\][A-Za-z][0-9A-Za-z]/;

/** The elements of a GS1 element string (with or without its symbology identifier, FNC1 first or not), checked. */
export function readGs1(scanned: string): Gs1Read {
  const text = scanned.replace(/[\r\n]+$/, "");
  // The library reads the identifier itself, but not a leading FNC1 after it or without it.
  const id = symbologyIdentifier.exec(text)?.[0] ?? "";
  let data = text.slice(id.length);
  while (data.startsWith(gs1Separator)) data = data.slice(1);
  let elements: Gs1Element[];
  try {
    elements = parseBarcode(`${id}${data}`).parsedCodeItems.map((e) => ({ ai: e.ai, value: e.raw }));
  } catch (why) {
    return { ok: false, problem: gs1Messages.unreadable(String(why)) };
  }
  if (elements.length === 0) return { ok: false, problem: gs1Messages.unreadable("no element") };
  for (const { ai, value } of elements) {
    if (value === "") return { ok: false, problem: gs1Messages.empty(ai) };
    if (checkDigitAis.has(ai) && !gs1KeyValid(value))
      return { ok: false, problem: gs1Messages.checkDigit(ai, value) };
    if (dateAis.has(ai) && !gs1DateValid(value)) return { ok: false, problem: gs1Messages.date(ai, value) };
  }
  return { ok: true, elements };
}

/** The element string of `elements`, in their order: a separator after each variable-length one but the last. */
export function gs1ElementString(elements: readonly Gs1Element[]): string {
  return elements
    .map((e, i) =>
      i < elements.length - 1 && fixedLength[e.ai] === undefined
        ? `${e.ai}${e.value}${gs1Separator}`
        : `${e.ai}${e.value}`,
    )
    .join("");
}

/** The "(AI)value" form people read under a barcode. */
export function gs1HumanReadable(elements: readonly Gs1Element[]): string {
  return elements.map((e) => `(${e.ai})${e.value}`).join("");
}

/* ---------- The packet's own QR ---------- */

/** What a packet's QR carries: the specification's plain code (default) or a GS1 element string (`WMS_PACKET_QR`). */
export const packetQrKinds = ["plain", "gs1"] as const;
export type PacketQrKind = (typeof packetQrKinds)[number];

export interface PacketQrFields {
  QRCode: string;
  Qty: number;
  /** The lot's receipt day, YYYY-MM-DD. */
  ReceivedOn: string;
}

/** A packet's lot: its code less the packet's number (`<MRN>-<line>` or the producing requisition). */
export const packetLot = (code: string) => code.replace(/-[PRS]?\d+$/i, "");

/**
 * A packet's GS1 element string: receipt date (11), the code as serial (21), its lot (10) and, for a whole count of
 * at most 8 digits, the count (30). A quantity with a fraction (kg, m) has no count AI, so it is left out.
 */
export function packetGs1Elements(packet: PacketQrFields): Gs1Element[] {
  const elements: Gs1Element[] = [
    { ai: "11", value: packet.ReceivedOn.replace(/-/g, "").slice(2) },
    { ai: "21", value: packet.QRCode },
    { ai: "10", value: packetLot(packet.QRCode) },
  ];
  if (Number.isInteger(packet.Qty) && packet.Qty >= 0 && packet.Qty < 1e8)
    elements.push({ ai: "30", value: String(packet.Qty) });
  return elements;
}

/** What the packet's QR symbol holds under the plant's setting. */
export function packetQrData(packet: PacketQrFields, kind: PacketQrKind): string {
  return kind === "gs1" ? gs1ElementString(packetGs1Elements(packet)) : packet.QRCode;
}

/**
 * The packet code a scan stands for: a GS1 element string whose serial (21) is a packet code gives that code; any
 * other text is taken as it was scanned. So every scan box takes both forms of the packet's QR.
 */
export function packetCodeOfScan(scanned: string): string {
  if (!looksLikeGs1(scanned)) return scanned;
  const read = readGs1(scanned);
  const serial = read.ok ? read.elements.find((e) => e.ai === "21")?.value : undefined;
  return serial !== undefined && packetCodePattern.test(serial) ? serial : scanned;
}

/* ---------- A supplier's label at quality check ---------- */

export type SupplierLabelRead = ({ ok: true } & SupplierLabel) | { ok: false; problem: string };

/** The century a GS1 two-digit year falls in: the sliding window of the General Specifications (-49 to +50). */
function gs1Year(yy: number, today: Date): number {
  const current = today.getUTCFullYear();
  const candidate = Math.floor(current / 100) * 100 + yy;
  if (candidate - current > 50) return candidate - 100;
  if (candidate - current < -49) return candidate + 100;
  return candidate;
}

/** A GS1 YYMMDD (already checked) as YYYY-MM-DD, day 00 as the month's last day. */
export function gs1IsoDate(yymmdd: string, today = new Date()): string {
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6)) || daysIn(yy, month);
  const year = gs1Year(yy, today);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function fromGs1(elements: Gs1Element[], today: Date): SupplierLabel {
  const value = (ai: string) => elements.find((e) => e.ai === ai)?.value ?? null;
  const expiry = value("17") ?? value("15");
  const count = value("30") ?? value("37");
  return {
    Standard: "GS1",
    Lot: value("10"),
    Expiry: expiry === null ? null : gs1IsoDate(expiry, today),
    Qty: count === null ? null : Number(count),
  };
}

const mh10Header = `[)>${recordSeparator}`;

/** A real YYYYMMDD as YYYY-MM-DD, or null. */
function isoOfYyyymmdd(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/**
 * An ANSI MH10.8.2 / ISO 15434 label (the ECIA one on electronic parts): `[)>` RS, format 06 (data identifiers) or 05
 * (GS1 element strings), fields split by GS. Lot from 1T (else T), expiry from 14D, quantity from Q.
 */
function readMh10(text: string, today: Date): SupplierLabelRead {
  const body = text
    .slice(mh10Header.length)
    .replace(new RegExp(`[${recordSeparator}${endOfTransmission}\\r\\n]+$`), "");
  const [format, ...fields] = body.split(gs1Separator);
  if (format === "05") {
    const read = readGs1(fields.join(gs1Separator));
    return read.ok ? { ok: true, ...fromGs1(read.elements, today) } : read;
  }
  if (format !== "06") return { ok: false, problem: gs1Messages.unreadable(`format ${format}`) };
  const label: SupplierLabel = { Standard: "MH10.8.2", Lot: null, Expiry: null, Qty: null };
  let tLot: string | null = null;
  for (const field of fields) {
    const m = /^(\d{0,3}[A-Z])(.*)$/.exec(field);
    if (!m) continue;
    const [, di, value] = m;
    if (di === "1T" && value) label.Lot = value;
    else if (di === "T" && value) tLot = value;
    else if (di === "14D") {
      const iso = isoOfYyyymmdd(value);
      if (!iso) return { ok: false, problem: gs1Messages.expiry(di, value) };
      label.Expiry = iso;
    } else if (di === "Q") {
      if (!/^\d+(\.\d+)?$/.test(value)) return { ok: false, problem: gs1Messages.quantity(value) };
      label.Qty = Number(value);
    }
  }
  label.Lot ??= tLot;
  return { ok: true, ...label };
}

/** A supplier's label as scanned (GS1 with or without its symbology identifier, or MH10.8.2), checked. */
export function readSupplierLabel(scanned: string, today = new Date()): SupplierLabelRead {
  const text = scanned.trim();
  const read: SupplierLabelRead = text.startsWith(mh10Header)
    ? readMh10(text, today)
    : (() => {
        const gs1 = readGs1(text);
        return gs1.ok ? { ok: true as const, ...fromGs1(gs1.elements, today) } : gs1;
      })();
  if (read.ok && read.Lot === null && read.Expiry === null && read.Qty === null)
    return { ok: false, problem: gs1Messages.nothingForQc };
  return read;
}
