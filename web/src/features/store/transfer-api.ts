import { type CallData, type MovePacketsRequest, stockTransferCalls } from "@wms/domain";
import { loadDocument, sendOrQueue } from "../../platform/offline/offline-call";

const calls = stockTransferCalls;

/** A packet on the Stock Transfer list: product, qty, state (and hold reason) and the bin it is in. */
export type TransferPacket = CallData<typeof calls.getPacket>[number];
export type MoveDone = CallData<typeof calls.movePackets>;

/** A scanned packet's details, kept on the device so the same scan works offline. */
export const fetchPacketToMove = (QRCode: string) =>
  loadDocument(calls.getPacket, { QRCode }, { notify: "none" });
/** A bin's packets (its label scanned), kept on the device too. */
export const fetchBinPackets = (BinAddress: string) => loadDocument(calls.getBinPackets, { BinAddress });
/** The move, sent now, or queued in the outbox offline. */
export const movePackets = (body: MovePacketsRequest) =>
  sendOrQueue(calls.movePackets, body, { notify: "all" });
