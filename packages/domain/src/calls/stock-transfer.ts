import { z } from "zod";
import {
  binAddressRow,
  binPacketsRequest,
  movePacketsDone,
  movePacketsRefusal,
  movePacketsRequest,
  transferPacketRequest,
  transferPacketRow,
} from "../stock-transfer.js";
import { defineCall } from "./define.js";

const transfer = "stock-transfer";

/** Stock Transfer: packets moved between bins by scan (issue 22); bin labels told from packet codes. */
export const stockTransferCalls = {
  movePackets: defineCall({
    method: "POST",
    path: "StockTransfer/MovePackets",
    access: { page: transfer, right: "add" },
    summary:
      "Moves the scanned packets (in a bin, or on hold there) into an empty bin or one holding only their product",
    body: movePacketsRequest,
    response: movePacketsDone,
    errorData: movePacketsRefusal,
  }),
  getPacket: defineCall({
    method: "POST",
    path: "StockTransfer/GetPacket",
    access: { page: transfer, right: "view" },
    summary: "A scanned packet that can be moved (in a bin, or on hold there), with its state and bin",
    body: transferPacketRequest,
    response: z.array(transferPacketRow),
  }),
  getBinPackets: defineCall({
    method: "POST",
    path: "StockTransfer/GetBinPackets",
    access: { page: transfer, right: "view" },
    summary: "The packets a bin holds (its label scanned to move them all)",
    body: binPacketsRequest,
    response: z.array(transferPacketRow),
  }),
  getBinAddresses: defineCall({
    method: "POST",
    path: "StockTransfer/GetBinAddresses",
    access: { page: [transfer, "raw-material-inward"], right: "view" },
    summary:
      "Every active bin's address and whether it is Full, so a scan screen tells a bin label from a packet",
    response: z.array(binAddressRow),
  }),
};
