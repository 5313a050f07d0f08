import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  activityReports,
  fgMappings,
  packets,
  productionOrders,
  products,
  requisitionIssues,
  requisitions,
} from "../../db/schema/index.js";
import { requisitionNoIs } from "../production/index.js";

/**
 * The requisition a scanned text stands for: an issued packet's QR code, an FG serial inside a
 * mapped range, a requisition number, or a product code (its latest requisition with activity,
 * else its latest requisition). Undefined when nothing matches.
 */
export async function requisitionOfScan(db: Db, scanned: string): Promise<number | undefined> {
  const text = scanned.trim();
  if (!text) return undefined;
  const [issued] = await db
    .select({ id: requisitionIssues.requisitionId })
    .from(requisitionIssues)
    .innerJoin(packets, eq(packets.packetId, requisitionIssues.packetId))
    .where(eq(packets.qrCode, text))
    .orderBy(desc(requisitionIssues.requisitionIssueId))
    .limit(1);
  if (issued) return issued.id;
  if (/^\d{1,9}$/.test(text)) {
    const serial = Number(text);
    const [mapped] = await db
      .select({ id: fgMappings.requisitionId })
      .from(fgMappings)
      .where(and(lte(fgMappings.fromNo, serial), gte(fgMappings.toNo, serial)))
      .limit(1);
    if (mapped) return mapped.id;
  }
  const [byNumber] = await db
    .select({ id: requisitions.requisitionId })
    .from(requisitions)
    .where(requisitionNoIs(text))
    .limit(1);
  if (byNumber) return byNumber.id;
  const hasActivity = sql<boolean>`exists (select 1 from ${activityReports} a where a.requisition_id = ${requisitions}.requisition_id)`;
  const [byProduct] = await db
    .select({ id: requisitions.requisitionId })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(sql`lower(${products.productCd}) = lower(${text})`)
    .orderBy(desc(hasActivity), desc(requisitions.requisitionId))
    .limit(1);
  return byProduct?.id;
}
