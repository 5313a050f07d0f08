import { inboundText, type SlipRow } from "@wms/domain";
import dayjs from "dayjs";
import { jsPDF } from "jspdf";
import QRCode from "qrcode";

/** Slip page: 25 x 30 mm landscape, 6 pt (spec 2 section 9). */
const page: [number, number] = [25, 30];

/** The QR image of a slip as a PNG data URL. */
export const slipQrImage = (text: string) =>
  QRCode.toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: "M" });

/** The slips as a PDF, one a page: QR image, product code, "Quantity - " and the QR text. */
export async function slipPdf(slips: SlipRow[]): Promise<jsPDF> {
  const pdf = new jsPDF({ orientation: "landscape", unit: "mm", format: page });
  pdf.setFontSize(6);
  for (const [i, s] of slips.entries()) {
    if (i > 0) pdf.addPage(page, "landscape");
    pdf.addImage(await slipQrImage(s.QRData), "PNG", 8, 0.5, 14, 14);
    pdf.text(s.ProductCode, 1.5, 17.5, { maxWidth: 27 });
    pdf.text(`${inboundText.slipQuantityLabel}${s.Qty}`, 1.5, 20.3, { maxWidth: 27 });
    pdf.text(s.QRData, 1.5, 23.1, { maxWidth: 27 });
  }
  return pdf;
}

export const slipFileName = (at = dayjs()) =>
  `${inboundText.slipFilePrefix}${at.format("DD-MM-YYYY_HH-mm-ss")}.pdf`;

/** Builds the slips, opens them in a new tab for printing and downloads the file Slip_<date time>. */
export async function printSlips(slips: SlipRow[]): Promise<void> {
  const pdf = await slipPdf(slips);
  const name = slipFileName();
  const url = URL.createObjectURL(pdf.output("blob"));
  window.open(url, "_blank");
  pdf.save(name);
}
