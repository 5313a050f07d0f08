import { consumptionMessages } from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { products, requisitions } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { requisitionNoIs } from "../production/index.js";
import { traceRows, whereUsedRows } from "./queries.js";
import { requisitionOfScan } from "./scan-lookup.js";

/** FGTraceabilityReport/GetFGTraceabilityReport/{x}: the packets issued to the requisition an FG serial, product code or requisition number stands for. */
export async function fgTraceability(db: Db, scanned: string) {
  const requisitionId = await requisitionOfScan(db, scanned);
  const rows = requisitionId ? await traceRows(db, requisitionId, { level: 0 }) : [];
  if (rows.length === 0) throw new BusinessRuleError(consumptionMessages.noData, []);
  return rows;
}

/**
 * FGTraceabilityReport/GetIntermediateTraceability/{RMCode}/{RequisitionNo}/{IsIntermediate}: the
 * packets issued to the requisition(s) that produced the RMCode packets that went into RequisitionNo.
 */
export async function intermediateTraceability(db: Db, rmCode: string, requisitionNo: string) {
  const [parent] = await db
    .select({ requisitionId: requisitions.requisitionId })
    .from(requisitions)
    .where(requisitionNoIs(requisitionNo));
  const [intermediate] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(sql`lower(${products.productCd}) = lower(${rmCode})`);
  const rows =
    parent && intermediate
      ? await traceRows(db, parent.requisitionId, { level: 1, throughProductId: intermediate.productId })
      : [];
  if (rows.length === 0) throw new BusinessRuleError(consumptionMessages.noData, []);
  return rows;
}

/** FGTraceabilityReport/GetWhereUsed/{x}: every requisition and FG serial range a lot or packet went into. */
export async function whereUsed(db: Db, scanned: string) {
  const rows = await whereUsedRows(db, scanned);
  if (rows.length === 0) throw new BusinessRuleError(consumptionMessages.noData, []);
  return rows;
}
