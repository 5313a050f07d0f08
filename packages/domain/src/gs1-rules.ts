/**
 * What the GS1 rules say and whether a text is meant as GS1, apart from the parser (`gs1.ts`), so a screen loads the
 * parser only when a scan is GS1.
 */

/** ASCII group separator: FNC1 between elements as a scanner sends it. */
export const gs1Separator = "\x1d";

/** What quality check takes from a supplier's label. */
export interface SupplierLabel {
  Standard: "GS1" | "MH10.8.2";
  Lot: string | null;
  /** YYYY-MM-DD; a GS1 day 00 is its month's last day. */
  Expiry: string | null;
  Qty: number | null;
}

export const gs1Messages = {
  unreadable: (why: string) => `This is not a GS1 or MH10.8.2 label (${why}).`,
  checkDigit: (ai: string, value: string) => `The check digit of (${ai}) ${value} is wrong.`,
  date: (ai: string, value: string) => `(${ai}) ${value} is not a date (YYMMDD).`,
  empty: (ai: string) => `(${ai}) is empty.`,
  expiry: (di: string, value: string) => `${di} ${value} is not a date (YYYYMMDD).`,
  quantity: (value: string) => `The label's quantity ${value} is not a number.`,
  nothingForQc: "The label has no lot, expiry or quantity.",
  expiryDay: "The supplier's expiry must be a day (YYYY-MM-DD).",
  pressEnter: "Press Enter in Supplier Lot to read the scanned label.",
  labelRead: (label: SupplierLabel) => {
    const parts = [
      `${label.Standard} label read`,
      label.Lot === null ? null : `lot ${label.Lot}`,
      label.Expiry === null ? null : `expiry ${label.Expiry}`,
      label.Qty === null ? null : `${label.Qty} a packet`,
    ];
    return `${parts.filter((part) => part !== null).join(", ")}.`;
  },
} as const;

/** Whether a scanned text is meant as GS1: it names a GS1 symbology, holds a separator, or is written "(AI)value". */
export function looksLikeGs1(text: string): boolean {
  return /^\](C1|d2|Q3|e0|J1)/.test(text) || text.includes(gs1Separator) || /^\(\d{2,4}\)/.test(text);
}

/** Whether a text is a scanned supplier label (GS1 as `looksLikeGs1`, or MH10.8.2) rather than a lot typed by hand. */
export function looksLikeSupplierLabel(text: string): boolean {
  return looksLikeGs1(text) || text.startsWith("[)>");
}
