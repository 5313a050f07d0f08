import { z } from "zod";
import { fgPacketLabel } from "../labels.js";
import type { PageKey } from "../pages.js";
import {
  fgPacketLabelsRequest,
  printBinLabelsRequest,
  printBomSlipRequest,
  printDeliveryLabelRequest,
  printDocumentAnswer,
  printerOption,
  printPacketSlipsAnswer,
  printPacketSlipsRequest,
  printRefusal,
} from "../printing.js";
import { defineCall } from "./define.js";

const slips = "rm-qr-code-generation";
/** The screens that make packets and print their labels there: QR slips, FG packets, dispatch's rests, splits. */
const packetScreens: PageKey[] = [
  slips,
  "final-production",
  "dispatch",
  "store-requisition-issue",
  "production-receipt",
  "return",
];

/** Labels to the plant's ZPL printers from the server (PDF printers print from the browser as before). */
export const printingCalls = {
  getPrinters: defineCall({
    method: "GET",
    path: "Printing/GetPrinters",
    access: { page: [...packetScreens, "printer-master", "bin-master", "view-requisition"], right: "view" },
    summary: "The active printers, to choose one on a print button",
    response: z.array(printerOption),
  }),
  printPacketSlips: defineCall({
    method: "POST",
    path: "Printing/PrintPacketSlips",
    access: { page: packetScreens, right: "view" },
    summary:
      "Sends the packets' labels to a ZPL printer over raw TCP, one job a packet (a produced packet's shows its job and serials); a reprint needs a reason and is logged",
    body: printPacketSlipsRequest,
    response: printPacketSlipsAnswer,
    errorData: printRefusal,
  }),
  printBinLabels: defineCall({
    method: "POST",
    path: "Printing/PrintBinLabels",
    access: { page: "bin-master", right: "view" },
    summary:
      "Sends the bins' labels (address as QR and in large type) to a ZPL printer over raw TCP, one job a bin",
    body: printBinLabelsRequest,
    response: z.object({ Sent: z.number() }),
    errorData: z.object({ ColAddresses: z.array(z.string()) }),
  }),
  getFgPacketLabels: defineCall({
    method: "POST",
    path: "Printing/GetFgPacketLabels",
    access: { page: ["final-production", "dispatch"], right: "view" },
    summary:
      "What the produced packets' labels show (job, serials, production day, the QR's text), for the PDF",
    body: fgPacketLabelsRequest,
    response: z.array(fgPacketLabel),
  }),
  printBomSlip: defineCall({
    method: "POST",
    path: "Printing/PrintBomSlip",
    access: { page: "view-requisition", right: "view" },
    summary:
      "Sends a requisition's BOM slip to a ZPL printer over raw TCP; a reprint needs a reason and is logged",
    body: printBomSlipRequest,
    response: printDocumentAnswer,
  }),
  printDeliveryLabel: defineCall({
    method: "POST",
    path: "Printing/PrintDeliveryLabel",
    access: { page: "dispatch", right: "view" },
    summary:
      "Sends a confirmed dispatch's delivery label (customer, delivery note, day, packets and units, the note's QR) to a ZPL printer; a reprint needs a reason and is logged",
    body: printDeliveryLabelRequest,
    response: printDocumentAnswer,
  }),
};
