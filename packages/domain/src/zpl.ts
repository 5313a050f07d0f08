/**
 * ZPL II for the plant's thermal printers (Zebra and compatibles): the packet slip and the bin label, as pure
 * functions of what they show and the label's size and resolution. Every text goes through ^FH hex escapes, so a
 * supplier named "A^B" or "~x" cannot end a field or start a command.
 */

export interface LabelStock {
  widthMm: number;
  heightMm: number;
  dpi: number;
}

/** What a packet slip shows: the code as a QR and as text, where it came from and how much it holds. */
export interface PacketSlip {
  QRCode: string;
  /** What the QR symbol holds: the code, or its GS1 element string (WMS_PACKET_QR=gs1). */
  QRSymbol: string;
  MRN: number | null;
  Supplier: string;
  /** The lot's receipt day, YYYY-MM-DD. */
  ReceivedOn: string;
  ProductCode: string;
  Qty: number;
  UOM: string;
  Rejected: boolean;
}

/** What a bin label shows: its address, as a QR and in large type. */
export interface BinLabel {
  ColAddress: string;
  RowName: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach a printer raw
const hexEscaped = /[\x00-\x1f^~_\x7f]/g;

/** Field data under ^FH: the ZPL command characters and controls as _XX hex; UTF-8 text as is (^CI28). */
export function zplText(text: string): string {
  return text.replace(hexEscaped, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** The inverse of `zplText`: what a printer prints from a ^FH field. */
export function zplUnescape(data: string): string {
  return data.replace(/_([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

const dotsPerMm = (dpi: number) => dpi / 25.4;

function canvas(stock: LabelStock) {
  const dpmm = dotsPerMm(stock.dpi);
  const dots = (mm: number) => Math.round(mm * dpmm);
  const fields: string[] = [];
  return {
    dots,
    width: dots(stock.widthMm),
    height: dots(stock.heightMm),
    /** A line of text `heightMm` tall at (x, y) mm, at most `widthMm` wide (the printer wraps nothing: ^FB cuts). */
    text(xMm: number, yMm: number, heightMm: number, widthMm: number, text: string) {
      const h = Math.max(dots(heightMm), 10);
      fields.push(
        `^FO${dots(xMm)},${dots(yMm)}^A0N,${h},${h}^FB${dots(widthMm)},1,0,L^FH^FD${zplText(text)}^FS`,
      );
    },
    /** A QR code (model 2, error correction Q) of `text` about `sizeMm` square at (x, y) mm. */
    qr(xMm: number, yMm: number, sizeMm: number, text: string) {
      // A short code is a version 2-3 symbol, about 29 modules with its quiet zone.
      const magnification = Math.min(10, Math.max(1, Math.floor(dots(sizeMm) / 29)));
      fields.push(`^FO${dots(xMm)},${dots(yMm)}^BQN,2,${magnification}^FH^FDQA,${zplText(text)}^FS`);
    },
    done: () =>
      [
        "^XA",
        "^CI28",
        `^PW${dots(stock.widthMm)}`,
        `^LL${dots(stock.heightMm)}`,
        "^LH0,0",
        ...fields,
        "^XZ",
      ].join("\n"),
  };
}

/**
 * A packet slip: the QR on the left, the code, product, quantity with UOM, MRN, supplier and receipt day beside
 * it; a rejected packet's slip says REJECTED across its foot in type a third of the label high.
 */
export function packetSlipZpl(slip: PacketSlip, stock: LabelStock): string {
  const c = canvas(stock);
  const margin = 1;
  const qrSize = Math.min(stock.heightMm * (slip.Rejected ? 0.6 : 0.9), stock.widthMm * 0.45);
  c.qr(margin, margin, qrSize, slip.QRSymbol);
  const x = margin * 2 + qrSize;
  const textWidth = stock.widthMm - x - margin;
  const lines = [
    slip.QRCode,
    slip.ProductCode,
    `${slip.Qty} ${slip.UOM}`,
    slip.MRN === null ? "" : `MRN ${slip.MRN}`,
    slip.Supplier,
    slip.ReceivedOn,
  ].filter((line) => line !== "");
  const area = (slip.Rejected ? stock.heightMm * 0.62 : stock.heightMm) - margin * 2;
  const lineHeight = Math.min(area / lines.length, 4);
  lines.forEach((line, i) => {
    c.text(x, margin + i * lineHeight, lineHeight * 0.85, textWidth, line);
  });
  if (slip.Rejected) {
    const big = stock.heightMm / 3;
    c.text(margin, stock.heightMm - big - margin, big * 0.9, stock.widthMm - margin * 2, "REJECTED");
  }
  return c.done();
}

/** A bin label: its address as a QR (what put-away scans) and in large type, with its row. */
export function binLabelZpl(bin: BinLabel, stock: LabelStock): string {
  const c = canvas(stock);
  const margin = 2;
  const qrSize = Math.min(stock.heightMm, stock.widthMm) * 0.6;
  c.qr(margin, margin, qrSize, bin.ColAddress);
  const x = margin * 2 + qrSize;
  const width = stock.widthMm - x - margin;
  c.text(
    x,
    margin,
    Math.min(stock.heightMm / 4, (width / Math.max(bin.ColAddress.length, 1)) * 1.6),
    width,
    bin.ColAddress,
  );
  c.text(x, margin + stock.heightMm / 3, stock.heightMm / 8, width, `Row ${bin.RowName}`);
  return c.done();
}
