import { inboundText, type MadePacket, type SlipRow, stockHoldText, stockTransferText } from "@wms/domain";
import dayjs from "dayjs";
import type { jsPDF } from "jspdf";
import QRCode from "qrcode";
import { newPdf } from "./pdf";

/** Slip page: 25 x 30 mm landscape, 6 pt (spec 2 section 9). */
const page: [number, number] = [25, 30];

/** A bin label page: 50 x 60 mm portrait, the QR large enough to read from a reach truck, the address under it. */
const binLabelPage: [number, number] = [50, 60];

/** The QR image of a slip (or, `width` px wide, of a bin label) as a PNG data URL. */
export const slipQrImage = (text: string, width = 200) =>
  QRCode.toDataURL(text, { margin: 1, width, errorCorrectionLevel: "M" });

/** The slips as a PDF, one a page: QR image, product code, "Quantity - " and the QR text; a reject's marked REJECTED. */
export async function slipPdf(slips: SlipRow[]): Promise<jsPDF> {
  const pdf = await newPdf({ orientation: "landscape", unit: "mm", format: page });
  pdf.setFontSize(6);
  for (const [i, s] of slips.entries()) {
    if (i > 0) pdf.addPage(page, "landscape");
    pdf.addImage(await slipQrImage(s.QRSymbol ?? s.QRData), "PNG", 8, 0.5, 14, 14);
    pdf.text(s.ProductCode, 1.5, 17.5, { maxWidth: 27 });
    pdf.text(`${inboundText.slipQuantityLabel}${s.Qty}`, 1.5, 20.3, { maxWidth: 27 });
    pdf.text(s.QRData, 1.5, 23.1, { maxWidth: 27 });
    // Up the free left margin beside the QR image, so the slip's layout is otherwise the same.
    if (s.Rejected) pdf.text(stockHoldText.rejectedSlipMark, 5, 13.5, { angle: 90 });
  }
  return pdf;
}

/** Bin labels as a PDF, one a page: the QR of the bin's address (exactly that text) and the address in large type. */
export async function binLabelPdf(addresses: string[]): Promise<jsPDF> {
  const pdf = await newPdf({ orientation: "portrait", unit: "mm", format: binLabelPage });
  pdf.setFontSize(20);
  for (const [i, address] of addresses.entries()) {
    if (i > 0) pdf.addPage(binLabelPage, "portrait");
    pdf.addImage(await slipQrImage(address, 600), "PNG", 5, 3, 40, 40);
    pdf.text(address, 25, 52, { align: "center", maxWidth: 46 });
  }
  return pdf;
}

export const fileName = (prefix: string, at = dayjs()) => `${prefix}${at.format("DD-MM-YYYY_HH-mm-ss")}.pdf`;
export const slipFileName = (at = dayjs()) => fileName(inboundText.slipFilePrefix, at);

/** Opens the PDF in a new tab for printing and downloads it as `name`. */
export function printPdf(pdf: jsPDF, name: string) {
  const url = URL.createObjectURL(pdf.output("blob"));
  window.open(url, "_blank");
  pdf.save(name);
}

/** Builds the slips, opens them in a new tab for printing and downloads the file Slip_<date time>. */
export async function printSlips(slips: SlipRow[]): Promise<void> {
  printPdf(await slipPdf(slips), slipFileName());
}

/** Prints new packets' slips (the one slip PDF). */
export const printPacketSlips = (packets: MadePacket[]) =>
  printSlips(
    packets.map((p) => ({ QRData: p.QRCode, ProductCode: p.ProductCode, Qty: p.Qty, Rejected: p.Rejected })),
  );

/** Builds the bins' labels, opens them for printing and downloads the file Bin_Labels_<date time>. */
export async function printBinLabels(addresses: string[]): Promise<void> {
  printPdf(await binLabelPdf(addresses), fileName(stockTransferText.binLabelFilePrefix));
}
