import { z } from "zod";
import {
  printBinLabelsRequest,
  printerOption,
  printPacketSlipsAnswer,
  printPacketSlipsRequest,
  printRefusal,
} from "../printing.js";
import { defineCall } from "./define.js";

const slips = "rm-qr-code-generation";

/** Labels to the plant's ZPL printers from the server (PDF printers print from the browser as before). */
export const printingCalls = {
  getPrinters: defineCall({
    method: "GET",
    path: "Printing/GetPrinters",
    access: { page: [slips, "printer-master", "bin-master"], right: "view" },
    summary: "The active printers, to choose one on a print button",
    response: z.array(printerOption),
  }),
  printPacketSlips: defineCall({
    method: "POST",
    path: "Printing/PrintPacketSlips",
    access: { page: slips, right: "view" },
    summary:
      "Sends the packets' slips to a ZPL printer over raw TCP, one job a packet; a reprint needs a reason and is logged",
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
};
