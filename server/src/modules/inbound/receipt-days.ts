import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { receiptDayTotals, receiptDayZone, receiptTotals } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";

/**
 * Makes `receipt_day_totals` hold the plant days of `timeZone` (run at start, one server at a time): when they are
 * another zone's (or none yet), sums them anew from the quarter hours. Put-aways wait meanwhile (the quarter hours
 * locked against writes) and then add to the new days; a server still running on the old zone reads quarter hours.
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
