import { z } from "zod";
import { text } from "./bounds.js";
import { stockTransferMessages as m } from "./messages/stock-transfer.js";
import { packetPlace } from "./stock.js";

/** Most packets one move takes: the put-away's bound (a whole bin's packets in one scan). */
export const movePacketsMax = 2000;
/** Most bin addresses a scan screen loads to tell a bin label from a packet code (the scale set has 20,000 bins). */
export const binAddressesMax = 50_000;

const binAddress = text(40, m.scanTargetBin).trim().min(1, { error: m.scanTargetBin });
const qrCode = text(100, m.scanPacketOrBin).trim().min(1, { error: m.scanPacketOrBin });

/** StockTransfer/MovePackets: the scanned packets into the bin whose label was scanned. */
export const movePacketsRequest = z.object({
  QRCodes: z
    .array(qrCode)
    .min(1, { error: m.scanPacketOrBin })
    .max(movePacketsMax, { error: m.tooManyPackets }),
  ToBinAddress: binAddress,
  /** The bin the screen saw each packet in: a packet moved since is refused, so two moves of one packet never both go. */
  FromBins: z
    .array(z.object({ QRCode: qrCode, BinAddress: binAddress }))
    .max(movePacketsMax)
    .optional(),
});
export type MovePacketsRequest = z.output<typeof movePacketsRequest>;

/** A packet a move refuses: its code. */
export const movePacketsRefusal = z.object({ QRCode: z.string() }).nullable();

/** One packet moved: from which bin. */
export const movedPacket = z.object({ QRCode: z.string(), FromBinAddress: z.string() });

/** StockTransfer/MovePackets answer: the bin the packets went into and what moved. */
export const movePacketsDone = z.object({
  BinId: z.number(),
  ColAddress: z.string(),
  Packets: z.array(movedPacket),
});

/** StockTransfer/GetBinPackets and GetPacket: a bin's address, or a packet's code. */
export const binPacketsRequest = z.object({ BinAddress: binAddress });
export const transferPacketRequest = z.object({ QRCode: qrCode });

/** A packet as the Stock Transfer screen lists it: product, qty, state (and hold reason) and the bin it is in. */
export const transferPacketRow = packetPlace;

/** StockTransfer/GetBinAddresses row: an active bin a scan screen can tell from a packet code; ColStatus true when Full. */
export const binAddressRow = z.object({ BinId: z.number(), ColAddress: z.string(), ColStatus: z.boolean() });
