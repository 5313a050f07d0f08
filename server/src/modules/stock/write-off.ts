import {
  stockHoldMessages as m,
  type WriteOffDecision,
  type WriteOffRequest,
  type WriteOffStatus,
} from "@wms/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writeOffPackets, writeOffs } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { scrapChange } from "./hold.js";
import { lockPacketsByIds } from "./lots.js";
import { changeLockedPackets, type LockedPacket, lockNamedPackets } from "./state-change.js";

const isLost = (p: LockedPacket) => p.status === "OnHold" && p.holdReason === "Lost";

/**
 * The `requestWriteOff` command (StockHold/RequestWriteOff): lost packets (held as Lost by a count), none already
 * in a write-off waiting for approval, named in a new Pending write-off. Nothing leaves stock until someone else
 * approves it. Packets are locked (id order) first, so two requests naming one packet cannot both take it.
 */
export async function requestWriteOff(
  db: Db,
  request: WriteOffRequest,
  userId: number | null,
): Promise<number> {
  const unique = [...new Set(request.QRCodes)];
  return inTransaction(db, async (tx) => {
    const locked = await lockNamedPackets(tx, unique);
    const notLost = locked.find((p) => !isLost(p));
    if (notLost) throw new BusinessRuleError(m.notLost(notLost.qrCode), { QRCode: notLost.qrCode });
    const [pending] = await tx
      .select({ packetId: writeOffPackets.packetId, writeOffId: writeOffs.writeOffId })
      .from(writeOffPackets)
      .innerJoin(writeOffs, eq(writeOffs.writeOffId, writeOffPackets.writeOffId))
      .where(
        and(
          inArray(
            writeOffPackets.packetId,
            locked.map((p) => p.packetId),
          ),
          eq(writeOffs.status, "Pending"),
        ),
      )
      .orderBy(asc(writeOffPackets.packetId))
      .limit(1);
    if (pending) {
      const code = locked.find((p) => p.packetId === pending.packetId)?.qrCode ?? "";
      throw new BusinessRuleError(m.alreadyInWriteOff(code, pending.writeOffId), { QRCode: code });
    }
    const [made] = await tx
      .insert(writeOffs)
      .values({ remark: request.Remark, requestedBy: userId })
      .returning({ writeOffId: writeOffs.writeOffId });
    // At most stockHoldPacketsMax rows of two parameters: one insert.
    await tx
      .insert(writeOffPackets)
      .values(locked.map((p) => ({ writeOffId: made.writeOffId, packetId: p.packetId })));
    return made.writeOffId;
  });
}

/**
 * The `decideWriteOff` command (StockHold/DecideWriteOff): a Pending write-off approved or rejected by someone other
 * than its requester. Approval scraps its packets (reason Lost; the ledger names the write-off), each still held as
 * Lost -- one found again meanwhile refuses the approval by name. Lock order: the write-off, then its packets (id
 * order), then the bins they leave.
 */
export async function decideWriteOff(
  db: Db,
  decision: WriteOffDecision,
  userId: number | null,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [writeOff] = await tx
      .select({ status: writeOffs.status, requestedBy: writeOffs.requestedBy })
      .from(writeOffs)
      .where(eq(writeOffs.writeOffId, decision.WriteOffId))
      .for("update");
    if (!writeOff) throw new BusinessRuleError(m.writeOffUnknown, { QRCode: null });
    if (writeOff.status !== "Pending")
      throw new BusinessRuleError(m.writeOffDecided(decision.WriteOffId, writeOff.status), { QRCode: null });
    if (writeOff.requestedBy === userId) throw new BusinessRuleError(m.writeOffOwnRequest, { QRCode: null });
    if (decision.Approve) {
      const named = await tx
        .select({ packetId: writeOffPackets.packetId })
        .from(writeOffPackets)
        .where(eq(writeOffPackets.writeOffId, decision.WriteOffId));
      const locked = await lockPacketsByIds(
        tx,
        named.map((p) => p.packetId),
      );
      const found = locked.find((p) => !isLost(p));
      if (found) throw new BusinessRuleError(m.writeOffNoLongerLost(found.qrCode), { QRCode: found.qrCode });
      const remark = [`Write-off WO-${decision.WriteOffId}`, decision.Remark.trim()]
        .filter(Boolean)
        .join(": ");
      await changeLockedPackets(tx, locked, scrapChange("Lost", remark), userId);
    }
    const status: WriteOffStatus = decision.Approve ? "Approved" : "Rejected";
    await tx
      .update(writeOffs)
      .set({ status, decidedBy: userId, decidedAt: sql`now()`, decisionRemark: decision.Remark })
      .where(and(eq(writeOffs.writeOffId, decision.WriteOffId), eq(writeOffs.status, "Pending")));
  });
}
