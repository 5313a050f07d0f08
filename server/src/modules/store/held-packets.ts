import type { heldPacketsQuery } from "@wms/domain";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { asNumber } from "../../db/numbers.js";
import {
  bins,
  mrnLines,
  packets,
  products,
  requisitions,
  stockLedger,
  suppliers,
  users,
} from "../../db/schema/index.js";
import { containsPattern, countOf, orderOf, pageOf, rowCount, withTotalRows } from "../../platform/paging.js";

export type HeldPacketsQuery = z.output<typeof heldPacketsQuery>;

// Written as the partial index `packets_held` is, so the planner takes it whatever the Status filter.
const held = sql`${packets.status} in ('OnHold', 'Rejected')`;

/**
 * StockHold/GetHeldPackets: held and rejected packets (one of the two with Status), searched by code,
 * product, bin or MRN, a page at a time through the partial index `packets_held`; each row with the ledger
 * row that put the packet in its state (when, by whom), looked up for the page's rows only. The total is
 * counted apart.
 */
export async function heldPackets(db: Db, q: HeldPacketsQuery) {
  const page = pageOf(q);
  const pattern = containsPattern(page.search);
  const where = and(
    held,
    q.Status ? eq(packets.status, q.Status) : undefined,
    page.search
      ? or(
          ilike(packets.qrCode, pattern),
          ilike(products.productCd, pattern),
          ilike(products.productDscrptn, pattern),
          ilike(bins.colAddress, pattern),
          ilike(sql`cast(${mrnLines.mrnId} as text)`, pattern),
        )
      : undefined,
  );
  const sortable = {
    QRCode: packets.qrCode,
    ProductCode: products.productCd,
    Qty: packets.qty,
    Status: packets.status,
    HoldReason: packets.holdReason,
    ColAddress: bins.colAddress,
    MRNID: mrnLines.mrnId,
  };
  const since = db
    .select({ at: stockLedger.at, userId: stockLedger.userId })
    .from(stockLedger)
    .where(and(eq(stockLedger.packetId, packets.packetId), eq(stockLedger.toStatus, packets.status)))
    .orderBy(desc(stockLedger.ledgerId))
    .limit(1)
    .as("since");
  const [rows, total] = await Promise.all([
    db
      .select({
        QRCode: packets.qrCode,
        ProductCode: products.productCd,
        ProductName: products.productDscrptn,
        Qty: asNumber(packets.qty),
        Status: sql<"OnHold" | "Rejected">`${packets.status}`,
        HoldReason: packets.holdReason,
        HoldRemark: packets.holdRemark,
        ColAddress: bins.colAddress,
        MRNID: mrnLines.mrnId,
        SupplierCode: sql<string>`coalesce(${suppliers.supplierCode}, '')`,
        RequisitionNo: requisitions.requisitionNo,
        Since: since.at,
        SinceBy: users.userName,
      })
      .from(packets)
      .innerJoin(products, eq(products.productId, packets.productId))
      .leftJoin(bins, eq(bins.binId, packets.binId))
      .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
      .leftJoin(suppliers, eq(suppliers.supplierId, packets.supplierId))
      .leftJoin(requisitions, eq(requisitions.requisitionId, packets.producedByRequisitionId))
      .leftJoinLateral(since, sql`true`)
      .leftJoin(users, eq(users.userId, since.userId))
      .where(where)
      .orderBy(...orderOf(q, sortable, packets.packetId, packets.packetId))
      .limit(page.limit)
      .offset(page.offset),
    countOf(
      db
        .select({ n: rowCount })
        .from(packets)
        .innerJoin(products, eq(products.productId, packets.productId))
        .leftJoin(bins, eq(bins.binId, packets.binId))
        .leftJoin(mrnLines, eq(mrnLines.mrnLineId, packets.mrnLineId))
        .where(where),
    ),
  ]);
  return withTotalRows(rows, total);
}
