import { type CallData, type MovePacketsRequest, stockTransferCalls } from "@wms/domain";
import { call } from "../../api/client";

const calls = stockTransferCalls;

/** A packet on the Stock Transfer list: product, qty, state (and hold reason) and the bin it is in. */
export type TransferPacket = CallData<typeof calls.getPacket>[number];
export type MoveDone = CallData<typeof calls.movePackets>;

export const fetchPacketToMove = (QRCode: string) => call(calls.getPacket, { QRCode });
export const fetchBinPackets = (BinAddress: string) => call(calls.getBinPackets, { BinAddress });
export const movePackets = (body: MovePacketsRequest) => call(calls.movePackets, body, { notify: "all" });
