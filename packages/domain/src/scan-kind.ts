/** What a scanned text stands for: a packet's QR code, a bin's label, or one of the documents a scan screen loads. */
export const scanKinds = ["packet", "requisition", "order", "mrn", "bin"] as const;
export type ScanKind = (typeof scanKinds)[number];
export type DocumentKind = Exclude<ScanKind, "packet">;

/** Requisition numbers come from one sequence, REQ and digits; a scanner or a hand may type any case. */
const requisitionNo = /^REQ\d+$/i;
/** MRN ids are the purchasing side's positive whole numbers. */
const mrnId = /^[1-9]\d{0,8}$/;

/**
 * A packet's code as the stock kernel makes it: its lot (`<MRN>-<line>`, or the producing requisition's number),
 * a dash and its number in the lot (quality check: digits, `R` and digits for rejects; a split `S`, a return `R`
 * and a production receipt `P`, each with the packet's id). Never a plain number, so never a typed quantity.
 */
export const packetCodePattern = /^(?:[1-9]\d{0,8}-\d+|REQ\d+)-[PRS]?\d+$/i;

export interface ScanContext {
  /** The documents the screen loads; a text is taken as one of them only where the screen takes it. */
  documents: readonly DocumentKind[];
  /** Order numbers are free ERP text, so only one the screen knows is taken as an order. */
  orderNos?: Iterable<string>;
  /** A bin label's text is the bin's address (free text a plant may type), so only one the screen knows is a bin. */
  binAddresses?: Iterable<string>;
}

const knows = (values: Iterable<string> | undefined, lower: string) => {
  for (const value of values ?? []) if (value.trim().toLowerCase() === lower) return true;
  return false;
};

/**
 * The kind of a scanned text on a screen: a known bin address (a label names exactly one bin, so it goes
 * before any pattern), a requisition number, an MRN id, a known order number, else a packet. Null for an
 * empty scan. Surrounding blanks and letter case do not matter.
 */
export function classifyScan(scanned: string, context: ScanContext): ScanKind | null {
  const text = scanned.trim();
  if (!text) return null;
  const takes = (kind: DocumentKind) => context.documents.includes(kind);
  const lower = text.toLowerCase();
  if (takes("bin") && knows(context.binAddresses, lower)) return "bin";
  if (takes("requisition") && requisitionNo.test(text)) return "requisition";
  if (takes("mrn") && mrnId.test(text)) return "mrn";
  if (takes("order") && knows(context.orderNos, lower)) return "order";
  return "packet";
}

/** The label of each screen's one scan box, naming what it takes. */
export const scanBoxLabels = {
  issue: "Scan Requisition No, Order No or Packet QR Code",
  inward: "Scan MRN ID, Requisition No, Packet QR Code or Bin Label",
  transfer: "Scan Packet QR Code or Bin Label",
} as const;
