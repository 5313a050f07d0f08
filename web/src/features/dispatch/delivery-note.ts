import { formatDisplayDate, serialRangesText, dispatchScanText as text } from "@wms/domain";
import type { jsPDF } from "jspdf";
import { newPdf } from "../../components/pdf";
import type { DeliveryNoteAnswer } from "./dispatch-api";

/**
 * The delivery note (A4, text uncompressed so it stays searchable): customer and papers, each line with the serial
 * ranges that left, then the packets.
 */
export async function deliveryNotePdf(note: DeliveryNoteAnswer): Promise<jsPDF> {
  const pdf = await newPdf({ orientation: "portrait", unit: "mm", format: "a4", compress: false });
  const left = 12;
  let y = 16;
  const line = (words: string, size = 9, gap = 5) => {
    if (y > 285) {
      pdf.addPage("a4", "portrait");
      y = 16;
    }
    pdf.setFontSize(size);
    const wrapped: string[] = pdf.splitTextToSize(words, 186);
    pdf.text(wrapped, left, y);
    y += gap * wrapped.length;
  };
  line(`${text.deliveryNoteTitle} ${note.DocumentNo}`, 16, 8);
  line(`Order: ${note.ErpOrderNo}   Dispatch: ${note.DispatchId}   ${formatDisplayDate(note.DispatchedAt)}`);
  line(`Vehicle: ${note.VehicleNo}   By: ${note.DispatchedBy ?? "-"}`, 9, 8);
  line(`Customer: ${note.CustomerCode} - ${note.CustomerName}`, 11, 6);
  line(note.Address);
  if (note.GSTNumber) line(`GSTIN: ${note.GSTNumber}`);
  y += 3;
  line(text.lines, 12, 6);
  for (const l of note.Lines)
    line(
      `${l.LineNo}. ${l.ProductCode} ${l.ProductName}   Qty ${l.Qty} (ordered ${l.OrderedQty})   Serials ${serialRangesText(l.Serials)}`,
    );
  y += 3;
  line(text.packets, 12, 6);
  for (const p of note.Packets)
    line(`${p.QRCode}   ${p.ProductCode}   Qty ${p.Qty}   Serials ${serialRangesText(p.Serials)}`);
  return pdf;
}

export const downloadDeliveryNote = async (note: DeliveryNoteAnswer) =>
  (await deliveryNotePdf(note)).save(
    `DeliveryNote_${note.DispatchId}_${note.DocumentNo.replace(/[^\w-]+/g, "_")}.pdf`,
  );
