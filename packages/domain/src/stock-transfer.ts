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

/** A packet on a move's list as the screen knows it: product and bin null when it was scanned offline, never loaded. */
export interface PacketToMove {
  QRCode: string;
  ProductCode: string | null;
  ColAddress: string | null;
}

/**
 * What the server would refuse a move of `packets` into `target` for, judged on what the screen knows (offline,
 * so the refusal is said on the floor rather than found on sync): a packet already in the target, or a Full
 * target and packets of more than one product (a Full bin takes only the one product it holds). Null when what
 * it knows refuses nothing; the server still judges the rest (the product a Full bin holds, a packet moved since).
 */
export function moveRefusalSeen(
  packets: readonly PacketToMove[],
  target: { ColAddress: string; ColStatus: boolean },
): { message: string; QRCode: string | null } | null {
  const address = target.ColAddress.toLowerCase();
  const inTarget = packets.find((p) => p.ColAddress?.toLowerCase() === address);
  if (inTarget)
    return { message: m.alreadyInBin(inTarget.QRCode, target.ColAddress), QRCode: inTarget.QRCode };
  if (!target.ColStatus) return null;
  const first = packets.find((p) => p.ProductCode !== null);
  const other = packets.find(
    (p) => p.ProductCode !== null && p.ProductCode.toLowerCase() !== first?.ProductCode?.toLowerCase(),
  );
  return other ? { message: m.otherProductInBin(target.ColAddress), QRCode: other.QRCode } : null;
}
