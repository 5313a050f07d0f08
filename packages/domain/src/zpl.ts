/**
 * ZPL II for the plant's thermal printers (Zebra and compatibles): the packet slip and the bin label, as pure
 * functions of what they show and the label's size and resolution. Every text goes through ^FH hex escapes, so a
 * supplier named "A^B" or "~x" cannot end a field or start a command.
 */

import { type DeliveryLabel, deliveryLabelLines, type FgPacketLabel, fgPacketLabelLines } from "./labels.js";

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

/** Bytes a QR symbol of versions 1 to 10 holds at error correction Q (byte mode, the most any text needs). */
const qrBytesAtQ = [11, 20, 32, 46, 60, 74, 86, 108, 130, 151];

/** Modules across the QR symbol of `text`, so the printer's magnification keeps it inside its square (a GS1 element
 * string is a version 4 symbol where a plain code is a version 2). */
function qrModules(text: string): number {
  const bytes = new TextEncoder().encode(text).length;
  const version = qrBytesAtQ.findIndex((most) => bytes <= most) + 1 || 10;
  return 17 + 4 * version;
}

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
    /** A QR code (model 2, error correction Q) of `text` at most `sizeMm` square at (x, y) mm. */
    qr(xMm: number, yMm: number, sizeMm: number, text: string) {
      const magnification = Math.min(10, Math.max(1, Math.floor(dots(sizeMm) / qrModules(text))));
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

/** Lines of text from (x, top) mm down `heightMm`, to the label's right margin, each at most `mostMm` high. */
function textColumn(
  c: ReturnType<typeof canvas>,
  stock: LabelStock,
  at: { x: number; top: number; heightMm: number; margin: number; mostMm: number },
  lines: string[],
) {
  const lineHeight = Math.min(at.heightMm / lines.length, at.mostMm);
  lines.forEach((line, i) => {
    c.text(at.x, at.top + i * lineHeight, lineHeight * 0.85, stock.widthMm - at.x - at.margin, line);
  });
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
  const lines = [
    slip.QRCode,
    slip.ProductCode,
    `${slip.Qty} ${slip.UOM}`,
    slip.MRN === null ? "" : `MRN ${slip.MRN}`,
    slip.Supplier,
    slip.ReceivedOn,
  ].filter((line) => line !== "");
  const area = (slip.Rejected ? stock.heightMm * 0.62 : stock.heightMm) - margin * 2;
  textColumn(c, stock, { x: margin * 2 + qrSize, top: margin, heightMm: area, margin, mostMm: 4 }, lines);
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

/** What a BOM slip shows: the requisition as a QR (what the issue screen scans) and its order, day, product and qty. */
export interface BomSlip {
  RequisitionNo: string;
  OrderNo: string;
  /** The order's day as the slip prints it (the PDF's display date). */
  OrderDate: string;
  ProductCode: string;
  Qty: number;
  CompanyName: string;
}

/** A BOM slip: the company on top, the order lines under it, the requisition's QR below them, as on the PDF. */
export function bomSlipZpl(slip: BomSlip, stock: LabelStock): string {
  const c = canvas(stock);
  const margin = 2;
  const width = stock.widthMm - margin * 2;
  const line = Math.min(stock.heightMm / 14, 5);
  c.text(margin, margin, line * 1.2, width, slip.CompanyName);
  const lines = [
    `Order No: ${slip.OrderNo}`,
    `Order Date: ${slip.OrderDate}`,
    `Requisition No: ${slip.RequisitionNo}`,
    `Product: ${slip.ProductCode}   Qty: ${slip.Qty}`,
  ];
  lines.forEach((text, i) => {
    c.text(margin, margin + line * (2 + i * 1.2), line, width, text);
  });
  const top = margin + line * 7.5;
  const qrSize = Math.min(stock.heightMm - top - margin, width);
  c.qr((stock.widthMm - qrSize) / 2, top, qrSize, slip.RequisitionNo);
  return c.done();
}

/** An FG packet's label: the QR on the left, the code, product, job, serials, quantity and production day beside it. */
export function fgPacketLabelZpl(label: FgPacketLabel, stock: LabelStock): string {
  const c = canvas(stock);
  const margin = 1;
  const qrSize = Math.min(stock.heightMm * 0.9, stock.widthMm * 0.45);
  c.qr(margin, margin, qrSize, label.QRSymbol);
  const lines = fgPacketLabelLines(label);
  const x = margin * 2 + qrSize;
  textColumn(c, stock, { x, top: margin, heightMm: stock.heightMm - margin * 2, margin, mostMm: 4 }, lines);
  return c.done();
}

/** A delivery label: the customer in large type on top, the papers, day and what it carries under it, beside the QR. */
export function deliveryLabelZpl(label: DeliveryLabel, stock: LabelStock): string {
  const c = canvas(stock);
  const margin = 2;
  const head = Math.min(stock.heightMm / 6, 8);
  c.text(margin, margin, head * 0.9, stock.widthMm - margin * 2, label.CustomerName);
  c.text(margin, margin + head, head * 0.6, stock.widthMm - margin * 2, label.CustomerCode);
  const top = margin + head * 1.8;
  const restMm = stock.heightMm - top - margin;
  const qrSize = Math.min(restMm, stock.widthMm * 0.45);
  c.qr(margin, top, qrSize, label.DocumentNo);
  const x = margin * 2 + qrSize;
  const lines = deliveryLabelLines(label);
  textColumn(c, stock, { x, top, heightMm: restMm, margin, mostMm: 6 }, lines);
  return c.done();
}
