import { inboundMessages, type PutAwayRequest } from "@wms/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bins, mrnLines, packets } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { appendLedger } from "../stock/index.js";
import { packetRowsByCodes } from "./queries.js";

/**
 * RawMaterialInward/CheckRMExists: whether a scanned packet may go into a bin with this MRN.
 * Fresh: '200' with the packet row. Already inward (or gone on): '400' with the existing items.
 * Unknown code or another MRN's packet: '400' with a message.
 */
export async function checkRmExists(db: Db, mrnId: number, qrCode: string) {
  const [packet] = await packetRowsByCodes(db, [qrCode]);
  if (!packet) throw new BusinessRuleError(inboundMessages.qrCodeUnknown);
  if (packet.MRNID !== mrnId) throw new BusinessRuleError(inboundMessages.packetOfOtherMrn);
  if (packet.Status !== "Packed") throw new BusinessRuleError(inboundMessages.packetAlreadyInward, [packet]);
  return [packet];
}

/**
 * The `putAway` command (RawMaterialInward/UpdateBinInwardMaterialStock): the scanned packets of
 * one MRN go into one empty, active bin, which becomes Full. The bin row and the packet rows are
 * locked first, so of two operators racing for one bin or one packet exactly one wins.
 */
export async function putAway(db: Db, request: PutAwayRequest, userId: number | null) {
  const codes = [...new Set(request.storeItems.map((s) => s.QRCode))];
  return inTransaction(db, async (tx) => {
    const [bin] = await tx
      .select({
        binId: bins.binId,
        isActive: bins.isActive,
        colStatus: bins.colStatus,
        colAddress: bins.colAddress,
      })
      .from(bins)
      .where(eq(bins.binId, request.BinId))
      .for("update");
    if (!bin) throw new BusinessRuleError(inboundMessages.binUnknown);
    if (!bin.isActive) throw new BusinessRuleError(inboundMessages.binInactive);
    if (bin.colStatus) throw new BusinessRuleError(inboundMessages.binNotEmpty);

    const locked = await tx
      .select({
        packetId: packets.packetId,
        qrCode: packets.qrCode,
        productId: packets.productId,
        qty: packets.qty,
        status: packets.status,
        mrnId: mrnLines.mrnId,
      })
      .from(packets)
      .innerJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
      .where(inArray(packets.qrCode, codes))
      .orderBy(asc(packets.packetId))
      .for("update", { of: packets });
    if (locked.length !== codes.length) throw new BusinessRuleError(inboundMessages.qrCodeUnknown);
    if (locked.some((p) => p.mrnId !== request.MRNID))
      throw new BusinessRuleError(inboundMessages.packetOfOtherMrn);
    const taken = locked.filter((p) => p.status !== "Packed");
    if (taken.length > 0) {
      throw new BusinessRuleError(
        inboundMessages.packetAlreadyInward,
        await packetRowsByCodes(
          tx,
          taken.map((p) => p.qrCode),
        ),
      );
    }

    const now = new Date();
    await tx
      .update(packets)
      .set({ status: "InBin", binId: bin.binId, inwardAt: now })
      .where(
        and(
          inArray(
            packets.packetId,
            locked.map((p) => p.packetId),
          ),
          eq(packets.status, "Packed"),
        ),
      );
    await tx
      .update(bins)
      .set({ colStatus: true, updatedBy: userId, updatedDate: now })
      .where(and(eq(bins.binId, bin.binId), sql`not ${bins.colStatus}`));
    await appendLedger(
      tx,
      locked.map((p) => ({
        packetId: p.packetId,
        productId: p.productId,
        qty: p.qty,
        from: { status: "Packed" },
        to: { status: "InBin", binId: bin.binId },
        reason: "putAway",
        reference: `MRN ${request.MRNID}`,
        userId,
      })),
    );
    return { BinId: bin.binId, ColAddress: bin.colAddress, Packets: locked.length };
  });
}
