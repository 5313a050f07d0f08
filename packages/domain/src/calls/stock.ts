import { z } from "zod";
import { madePacket, packetHistory, packetHistoryParams, productionReceiptRequest } from "../stock.js";
import { defineCall } from "./define.js";

/** Output of production into stock, and a packet's history (beyond the spec, architecture section 3). */
export const stockCalls = {
  createProductionReceipt: defineCall({
    method: "POST",
    path: "ProductionReceipt/CreateProductionReceipt",
    access: { page: "production-receipt", right: "add" },
    summary: "Receives a requisition's output into stock as new packets of the given size",
    body: productionReceiptRequest,
    response: z.array(madePacket),
  }),
  getPacketHistory: defineCall({
    method: "GET",
    path: "Stock/GetPacketHistory/:QRCode",
    access: {
      page: ["fg-traceability-report", "dashboard", "store-requisition-issue", "raw-material-inward"],
      right: "view",
    },
    summary: "A packet's ledger (what, qty, from, to, why, who, when), its lot, parent and children",
    params: packetHistoryParams,
    response: packetHistory,
  }),
};
