import type { jsPDF, jsPDFOptions } from "jspdf";

/** A new PDF document; the PDF library (about 125 KB gzip) is fetched on the first print, not with the screen. */
export async function newPdf(options: jsPDFOptions): Promise<jsPDF> {
  const { jsPDF: Pdf } = await import("jspdf");
  return new Pdf(options);
}
