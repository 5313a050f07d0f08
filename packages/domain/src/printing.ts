import { z } from "zod";
import { id, text } from "./bounds.js";
import { printerKinds } from "./masters/printer.js";
import { optionalText } from "./text-rules.js";

/** What a print job printed: a packet's label (its slip, or an FG packet's label), a BOM slip, a delivery label. */
export const printedLabels = ["packet", "bom-slip", "delivery-label"] as const;
export type PrintedLabel = (typeof printedLabels)[number];

/** Most packets one print sends (an MRN line of a large delivery). */
export const packetsPerPrintMax = 1000;

export const printingMessages = {
  printerNotFound: "That printer is not in Printer Master or is inactive.",
  printerIsPdf: "That printer prints PDF from the browser: use Print in the browser for it.",
  noPackets: "Choose at least one packet to print.",
  tooManyPackets: `At most ${packetsPerPrintMax} packets can be printed at once.`,
  unknownPackets: "These packets do not exist:",
  reasonForReprint: "These slips were printed before: please give the reason for printing them again.",
  printerUnreachable: "The printer did not take the labels:",
  reasonForDocumentReprint: "This label was printed before: please give the reason for printing it again.",
  unknownRequisition: "That requisition does not exist:",
  noBins: "Choose at least one bin to print.",
  unknownBins: "These bins do not exist:",
  printed: "Sent to the printer.",
} as const;

/** Printing/GetPrinters row: an active printer to choose on a print button. */
export const printerOption = z.object({
  PrinterId: z.number(),
  PrinterName: z.string(),
  Kind: z.enum(printerKinds),
  Station: z.string(),
});

/** Printing/PrintPacketSlips: the packets' slips to a ZPL printer, one job a packet; a reprint needs its reason. */
export const printPacketSlipsRequest = z.object({
  PrinterId: id(printingMessages.printerNotFound),
  QRCodes: z
    .array(text(100).trim().min(1))
    .min(1, { error: printingMessages.noPackets })
    .max(packetsPerPrintMax, { error: printingMessages.tooManyPackets }),
  Reason: optionalText(200),
});

export const printPacketSlipsAnswer = z.object({
  /** Jobs the printer took, one a packet. */
  Sent: z.number(),
  /** Of those, packets printed before (logged with the reason). */
  Reprints: z.number(),
});

/** A refusal's data: the packets it names (unknown ones, or the ones already printed). */
export const printRefusal = z.object({ QRCodes: z.array(z.string()) });

/** Most bin labels one print sends (a new rack's worth). */
export const binLabelsPerPrintMax = 500;

/** Printing/PrintBinLabels: bin labels to a ZPL printer, one job a bin. */
export const printBinLabelsRequest = z.object({
  PrinterId: id(printingMessages.printerNotFound),
  ColAddresses: z
    .array(text(50).trim().min(1))
    .min(1, { error: printingMessages.noBins })
    .max(binLabelsPerPrintMax),
});

/** Printing/GetFgPacketLabels: the produced packets whose labels to draw as PDF. */
export const fgPacketLabelsRequest = z.object({
  QRCodes: z
    .array(text(100).trim().min(1))
    .min(1, { error: printingMessages.noPackets })
    .max(packetsPerPrintMax, { error: printingMessages.tooManyPackets }),
});

/** Printing's words on screen, and the names the browser's label PDFs are saved under (a date and time follows). */
export const printingText = {
  deliveryLabel: "Delivery label",
  fgLabelFilePrefix: "FG_Labels_",
  deliveryLabelFilePrefix: "Delivery_Label_",
} as const;

/** Printing/PrintBomSlip: a requisition's BOM slip to a ZPL printer; printed before, it needs its reason. */
export const printBomSlipRequest = z.object({
  PrinterId: id(printingMessages.printerNotFound),
  RequisitionNo: text(60).trim().min(1),
  Reason: optionalText(200),
});

/** Printing/PrintDeliveryLabel: a confirmed dispatch's delivery label to a ZPL printer; a reprint needs its reason. */
export const printDeliveryLabelRequest = z.object({
  PrinterId: id(printingMessages.printerNotFound),
  DispatchId: id(),
  Reason: optionalText(200),
});

/** A document's label sent: 1, and whether it was a reprint. */
export const printDocumentAnswer = z.object({ Sent: z.number(), Reprints: z.number() });
