import {
  type DeliveryLabel,
  deliveryLabelLines,
  type FgPacketLabel,
  fgPacketLabelLines,
  printingText,
} from "@wms/domain";
import { newPdf } from "./pdf";
import { fileName, printPdf, slipQrImage } from "./slip-pdf";

/** An FG packet's label page: 60 x 40 mm landscape, the QR on the left, its lines beside it (as the ZPL label). */
const fgPage: [number, number] = [40, 60];
/** A delivery label page: 100 x 60 mm landscape, a shipping label's size. */
const deliveryPage: [number, number] = [60, 100];

/** FG packets' labels as a PDF, one a page: the QR (the code, or its GS1 fields), code, product, job, serials, qty, day. */
export async function printFgPacketLabels(labels: FgPacketLabel[]): Promise<void> {
  const pdf = await newPdf({ orientation: "landscape", unit: "mm", format: fgPage });
  pdf.setFontSize(7);
  for (const [i, l] of labels.entries()) {
    if (i > 0) pdf.addPage(fgPage, "landscape");
    pdf.addImage(await slipQrImage(l.QRSymbol, 400), "PNG", 1, 1, 26, 26);
    fgPacketLabelLines(l).forEach((line, n) => {
      pdf.text(line, 29, 5 + n * 4, { maxWidth: 30 });
    });
  }
  printPdf(pdf, fileName(printingText.fgLabelFilePrefix));
}

/** A dispatch's delivery label as a PDF: the customer large on top, the note's QR, the papers and what it carries. */
export async function printDeliveryLabel(label: DeliveryLabel): Promise<void> {
  const pdf = await newPdf({ orientation: "landscape", unit: "mm", format: deliveryPage });
  pdf.setFontSize(16);
  pdf.text(label.CustomerName, 4, 10, { maxWidth: 92 });
  pdf.setFontSize(10);
  pdf.text(label.CustomerCode, 4, 16);
  pdf.addImage(await slipQrImage(label.DocumentNo, 400), "PNG", 4, 20, 36, 36);
  deliveryLabelLines(label).forEach((line, n) => {
    pdf.text(line, 44, 26 + n * 6, { maxWidth: 52 });
  });
  printPdf(pdf, fileName(printingText.deliveryLabelFilePrefix));
}
