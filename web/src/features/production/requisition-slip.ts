import { formatDisplayDate, printingCalls, productionText } from "@wms/domain";
import type { jsPDF } from "jspdf";
import QRCode from "qrcode";
import type { LabelPrintJob } from "../../components/label-print";
import { newPdf } from "../../components/pdf";
import { call } from "../../platform/api/client";

export interface SlipRequisition {
  RequisitionNo: string;
  OrderNo: string;
  OrderDate: string;
  ProductCode: string;
  Qty: number;
}

/** The QR image of a requisition number, as a data URL. */
export const requisitionQr = (requisitionNo: string) =>
  QRCode.toDataURL(requisitionNo, { margin: 1, width: 160 });

/** The BOM slip: company header, order date, requisition number and its QR code (A6 portrait). */
export async function bomSlipPdf(slip: SlipRequisition): Promise<jsPDF> {
  const pdf = await newPdf({ orientation: "portrait", unit: "mm", format: "a6" });
  pdf.setFontSize(12);
  pdf.text(productionText.companyName, 52, 12, { align: "center" });
  pdf.setFontSize(9);
  pdf.text(`Order No: ${slip.OrderNo}`, 8, 24);
  pdf.text(`Order Date: ${formatDisplayDate(slip.OrderDate)}`, 8, 30);
  pdf.text(`Requisition No: ${slip.RequisitionNo}`, 8, 36);
  pdf.text(`Product: ${slip.ProductCode}   Qty: ${slip.Qty}`, 8, 42);
  pdf.addImage(await requisitionQr(slip.RequisitionNo), "PNG", 27, 50, 50, 50);
  return pdf;
}

/** Saves the slip as BOM_Slip.pdf. */
export async function downloadBomSlip(slip: SlipRequisition) {
  (await bomSlipPdf(slip)).save(`${productionText.bomSlipFile}.pdf`);
}

/** Opens the slip in a new tab with the print dialog. */
export async function printBomSlip(slip: SlipRequisition) {
  const pdf = await bomSlipPdf(slip);
  pdf.autoPrint();
  window.open(pdf.output("bloburl"), "_blank");
}

/** The slip to a ZPL printer through the server (a reprint with its reason), or the PDF in a new tab. */
export const bomSlipJob = (slip: SlipRequisition): LabelPrintJob => ({
  toPrinter: (PrinterId, Reason) =>
    call(
      printingCalls.printBomSlip,
      { PrinterId, RequisitionNo: slip.RequisitionNo, Reason },
      { notify: "none" },
    ),
  toPdf: () => printBomSlip(slip),
});
