import type { Db } from "../../db/client.js";
import { issueBalances, issueRows } from "../stock/index.js";

/** Return/GetFGReturn: the requisition's issues that still have unused quantity, Quantity = that quantity. */
export async function returnableRows(db: Db, requisitionId: number) {
  const balances = (await issueBalances(db, [requisitionId])).filter((b) => b.unused > 0);
  const unused = new Map(balances.map((b) => [b.requisitionIssueId, b.unused]));
  const rows = await issueRows(db, [...unused.keys()]);
  return rows.map((r) => ({ ...r, Quantity: unused.get(r.RequisitionIssueId) ?? 0 }));
}
