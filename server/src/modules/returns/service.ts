import { consumptionMessages } from "@wms/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { requisitionIssues } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { issueBalances, issueRows } from "../stock/index.js";
import { requisitionOfScan } from "../traceability/index.js";
import { returnableRows } from "./queries.js";

/** Return/GetFGReturn/{x}: the returnable rows of the requisition a scanned QR code (or number) stands for. */
export async function returnLookup(db: Db, scanned: string) {
  const requisitionId = await requisitionOfScan(db, scanned);
  const rows = requisitionId ? await returnableRows(db, requisitionId) : [];
  if (rows.length === 0) throw new BusinessRuleError(consumptionMessages.noData, []);
  return rows;
}

/** Return/UpdateReturnRow: checks an edited quantity against what the row can still give back. */
export async function checkReturnRow(db: Db, requisitionIssueId: number, quantity: number) {
  const [issue] = await db
    .select({ requisitionId: requisitionIssues.requisitionId })
    .from(requisitionIssues)
    .where(eq(requisitionIssues.requisitionIssueId, requisitionIssueId));
  if (!issue) throw new BusinessRuleError(consumptionMessages.noData);
  const balance = (await issueBalances(db, [issue.requisitionId])).find(
    (b) => b.requisitionIssueId === requisitionIssueId,
  );
  if (!balance || quantity > balance.unused)
    throw new BusinessRuleError(consumptionMessages.beyondReturnable);
  const [row] = await issueRows(db, [requisitionIssueId]);
  return { ...row, Quantity: quantity };
}
