import {
  consumptionMessages,
  type FgPacket,
  stockHoldMessages as m,
  type PlantDay,
  packetInStateMessage,
  recallMessages,
  type SerialRange,
  type StockHoldDone,
  type StockHoldPacketsRequest,
} from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { packFg } from "./pack-fg.js";
import type { RequisitionToReceive } from "./production-receipt.js";
import { changeLockedPackets, lockNamedPackets, referenceOf, type StateChange } from "./state-change.js";

/** Customer-returned packets on hold go back into their job: out of stock (Reworked), leaving any bin. */
const reworkChange = (remark: string): StateChange => ({
  reason: "rework",
  accepts: ["OnHold"],
  to: () => ({ status: "Reworked", binId: null, holdReason: null, holdRemark: "" }),
  reference: referenceOf("Rework", remark),
});

/**
 * The `sendToRework` command (StockHold/SendToRework), one transaction: packets a customer return made, still on hold
 * as CustomerReturn, go back into the job that made them (Reworked, out of stock), and each serial they hold waits
 * in `rework_serials` for Final Production of that job to map it again, once. Lock order: the packets in id order,
 * then their bins (state-change.ts). Refused by name, nothing changed: an unknown packet, one not on hold as a
 * customer return (or held by an open recall), one no customer return made, one without a job.
 */
export async function sendToRework(
  db: Db,
  request: StockHoldPacketsRequest,
  userId: number | null,
): Promise<StockHoldDone> {
  const unique = [...new Set(request.QRCodes)];
  return inTransaction(db, async (tx) => {
    const locked = await lockNamedPackets(tx, unique);
    const notHeld = locked.find((p) => p.status !== "OnHold");
    if (notHeld)
      throw new BusinessRuleError(
        packetInStateMessage(notHeld.qrCode, notHeld.status, notHeld.holdReason, notHeld.recallId),
        { QRCode: notHeld.qrCode },
      );
    const returnPackets = new Set(
      await customerReturnPackets(
        tx,
        locked.map((p) => p.packetId),
      ),
    );
    const notReturn = locked.find((p) => p.holdReason !== "CustomerReturn" || !returnPackets.has(p.packetId));
    if (notReturn)
      throw new BusinessRuleError(m.notCustomerReturn(notReturn.qrCode), { QRCode: notReturn.qrCode });
    const recalled = locked.find((p) => p.recallId !== null);
    if (recalled)
      throw new BusinessRuleError(recallMessages.heldForRecall(recalled.qrCode, recalled.recallId!), {
        QRCode: recalled.qrCode,
      });
    const jobless = locked.find((p) => p.producedByRequisitionId === null);
    if (jobless) throw new BusinessRuleError(m.noJob(jobless.qrCode), { QRCode: jobless.qrCode });

    const done = await changeLockedPackets(tx, locked, reworkChange(request.Remark), userId);
    // Each serial the packets hold now, a row of its own: the keys refuse a serial sent twice, or waiting twice.
    await tx.execute(sql`
      insert into rework_serials (return_packet_id, serial_no, requisition_id, reworked_at, reworked_by)
      select ps.packet_id, s.serial_no, p.produced_by_requisition_id, now(), ${userId}::integer
      from packet_serials ps
      join packets p on p.packet_id = ps.packet_id
      cross join lateral generate_series(ps.from_no, ps.to_no) as s(serial_no)
      where ps.packet_id = any(${sql.param(locked.map((p) => p.packetId))}::integer[])`);
    return done;
  });
}

/** Which of the packets a customer return made (it names them in customer_return_serials). */
async function customerReturnPackets(tx: Db, packetIds: number[]): Promise<number[]> {
  const found = await tx.execute(
    sql`select distinct packet_id from customer_return_serials
        where packet_id = any(${sql.param(packetIds)}::integer[])`,
  );
  return rowsOf<{ packet_id: number }>(found).map((r) => r.packet_id);
}

/**
 * The `packReworked` command, inside Final Production's transaction (the job's requisition row locked): serials of
 * the job back from rework, mapped again, enter stock as FG packets as any mapped serial does (`packFg`), each
 * re-mapping once (a conditional update of the rows still waiting, locked first). Null when no serial of the range
 * waits (a mapping of new serials); refused when only some do.
 */
export async function packReworked(
  tx: Db,
  requisition: RequisitionToReceive,
  range: SerialRange,
  perPacket: number,
  userId: number | null,
  floor: { receivedOn: PlantDay; doneAt: string | null },
): Promise<FgPacket[] | null> {
  const waiting = rowsOf<{ serial_no: number }>(
    await tx.execute(sql`
      select serial_no from rework_serials
      where requisition_id = ${requisition.requisitionId}::integer and remapped_packet_id is null
        and serial_no between ${range.FromNo}::integer and ${range.ToNo}::integer
      order by serial_no for update`),
  );
  if (waiting.length === 0) return null;
  if (waiting.length !== range.ToNo - range.FromNo + 1)
    throw new BusinessRuleError(consumptionMessages.reworkMixed(range.FromNo, range.ToNo), null);
  const made = await packFg(tx, requisition, range, perPacket, userId, floor);
  const remapped = rowsOf<{ serial_no: number }>(
    await tx.execute(sql`
      update rework_serials w set remapped_packet_id = ps.packet_id, remapped_at = now()
      from packets p join packet_serials ps on ps.packet_id = p.packet_id
      where p.qr_code = any(${sql.param(made.map((p) => p.QRCode))}::text[])
        and w.serial_no between ps.from_no and ps.to_no
        and w.requisition_id = ${requisition.requisitionId}::integer and w.remapped_packet_id is null
      returning w.serial_no`),
  );
  // The waiting rows are locked: each is found and mapped again here, once.
  if (remapped.length !== waiting.length) throw new Error("A reworked serial changed under its lock");
  return made;
}
