import { packetHistory, packetHistoryParams } from "../stock.js";
import { defineCall } from "./define.js";

/** A packet's history (beyond the spec, architecture section 3). */
export const stockCalls = {
  getPacketHistory: defineCall({
    method: "GET",
    path: "Stock/GetPacketHistory/:QRCode",
    access: {
      page: [
        "fg-traceability-report",
        "dashboard",
        "store-requisition-issue",
        "raw-material-inward",
        "hold-and-scrap",
        "cycle-count",
        "stock-on-hand",
        "recall",
      ],
      right: "view",
    },
    summary: "A packet's ledger (what, qty, from, to, why, who, when), its lot, parent and children",
    params: packetHistoryParams,
    response: packetHistory,
  }),
};
