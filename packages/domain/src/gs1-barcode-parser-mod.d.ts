/** The parts of gs1-barcode-parser-mod (a CommonJS module without types) that `gs1.ts` reads. */
declare module "gs1-barcode-parser-mod" {
  export interface ParsedElement {
    ai: string;
    dataTitle: string;
    /** A date element's day as text (YYYY-MM-DD), a day 00 read as its month's last day; "" otherwise. */
    isoDate: string;
    /** The characters the element was read from, its separator left out. */
    raw: string;
  }
  export interface ParsedBarcode {
    codeName: string;
    parsedCodeItems: ParsedElement[];
  }
  /** Throws a string naming what it could not read. */
  export function parseBarcode(barcode: string): ParsedBarcode;
}
