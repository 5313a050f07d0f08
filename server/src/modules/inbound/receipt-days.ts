import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { receiptDayTotals, receiptDayZone, receiptTotals } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";

/**
 * Makes `receipt_day_totals` hold the plant days of `timeZone` (run at start, one server at a time): when they are
 * another zone's (or none yet), sums them anew from the quarter hours. Put-aways wait meanwhile (the quarter hours
 * locked against writes) and then add to the new days; a server still running on the old zone reads quarter hours.
 * A job's kept days (0059) follow the same zone: refilled from their records, their writers waiting on the lock.
 */
export async function keepReceiptDaysIn(db: Db, timeZone: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [kept] = await tx.select().from(receiptDayZone);
    if (kept?.timeZone === timeZone) return;
    await tx.execute(sql`lock table ${receiptTotals} in share mode`);
    await tx.delete(receiptDayZone);
    await tx.insert(receiptDayZone).values({ timeZone });
    await tx.delete(receiptDayTotals);
    await tx.execute(sql`
      insert into ${receiptDayTotals} (day, product_id, supplier_id, qty)
      select cast((quarter_hour at time zone ${timeZone}) as date), product_id, supplier_id, sum(qty)
      from ${receiptTotals}
      group by 1, 2, 3`);
    await refillJobDays(tx);
  });
}

/** Whether `receipt_day_totals` holds the plant days of `timeZone` (else a reader sums the quarter hours). */
export async function receiptDaysAreIn(db: Db, timeZone: string): Promise<boolean> {
  const rows = await db
    .select({ timeZone: receiptDayZone.timeZone })
    .from(receiptDayZone)
    .where(eq(receiptDayZone.timeZone, timeZone));
  return rows.length > 0;
}

/** A job's kept days anew from their records, in the zone just named (the replay views of migration 0059). */
async function refillJobDays(tx: Db): Promise<void> {
  // In the order every trigger writes them, so a writer holding one never waits for this in a cycle.
  await tx.execute(sql`lock table job_days, job_line_days, job_crew_days in exclusive mode`);
  await tx.execute(sql`delete from job_days`);
  await tx.execute(sql`delete from job_line_days`);
  await tx.execute(sql`delete from job_crew_days`);
  await tx.execute(sql`insert into job_days (requisition_id, day, events, mapped_qty, received_qty)
    select requisition_id, day, events, mapped_qty, received_qty from job_days_replayed`);
  await tx.execute(sql`insert into job_line_days (requisition_id, product_id, day, issued_qty, consumed_qty, returned_qty)
    select requisition_id, product_id, day, issued_qty, consumed_qty, returned_qty from job_line_days_replayed`);
  await tx.execute(sql`insert into job_crew_days (requisition_id, product_id, shift_id, operator, day, events, consumed_qty)
    select requisition_id, product_id, shift_id, operator, day, events, consumed_qty from job_crew_days_replayed`);
}
