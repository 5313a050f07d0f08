import { z } from "zod";
import {
  heldPacketRow,
  heldPacketsQuery,
  holdPacketsRequest,
  stockHoldDone,
  stockHoldPacketsRequest,
  stockHoldRefusal,
} from "../stock-hold.js";
import { defineCall } from "./define.js";

const page = "hold-and-scrap";

/** Hold & Scrap: hold, release and scrap packets; accept or return quality-check rejects; the held list. */
export const stockHoldCalls = {
  holdPackets: defineCall({
    method: "POST",
    path: "StockHold/HoldPackets",
    access: { page, right: "add" },
    summary: "Puts packets in a bin or packed on hold (they keep their bin and cannot be issued)",
    body: holdPacketsRequest,
    response: stockHoldDone,
    errorData: stockHoldRefusal,
  }),
  releasePackets: defineCall({
    method: "POST",
    path: "StockHold/ReleasePackets",
    access: { page, right: "edit" },
    summary: "Releases held packets: back in their bin, or Packed when they have none",
    body: stockHoldPacketsRequest,
    response: stockHoldDone,
    errorData: stockHoldRefusal,
  }),
  scrapPackets: defineCall({
    method: "POST",
    path: "StockHold/ScrapPackets",
    access: { page, right: "edit" },
    summary:
      "Writes packets off (Scrapped, final), leaving their bin; a bin whose last packet leaves becomes Empty",
    body: holdPacketsRequest,
    response: stockHoldDone,
    errorData: stockHoldRefusal,
  }),
  acceptRejected: defineCall({
    method: "POST",
    path: "StockHold/AcceptRejected",
    access: { page, right: "edit" },
    summary: "Accepts quality-check rejects after all: they become Packed, to put away",
    body: stockHoldPacketsRequest,
    response: stockHoldDone,
    errorData: stockHoldRefusal,
  }),
  returnToSupplier: defineCall({
    method: "POST",
    path: "StockHold/ReturnToSupplier",
    access: { page, right: "edit" },
    summary: "Returns quality-check rejects to their supplier: they leave stock",
    body: stockHoldPacketsRequest,
    response: stockHoldDone,
    errorData: stockHoldRefusal,
  }),
  getHeldPackets: defineCall({
    method: "POST",
    path: "StockHold/GetHeldPackets",
    access: { page, right: "view" },
    summary: "Held and rejected packets, a page at a time, with since when and by whom",
    body: heldPacketsQuery,
    response: z.array(heldPacketRow),
  }),
};
