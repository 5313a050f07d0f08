import {
  addQty,
  consumptionMessages,
  type FinalProduction,
  lookupRowsMax,
  machineTimeZone,
  milliOf,
  noQty,
  plantDayOf,
  productTypeIds,
  qtyNumber,
  serialsLeftToMap,
  toNoOf,
} from "@wms/domain";
import { and, desc, eq, gte, ilike, lte, max, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  fgMappings,
  productionOrders,
  products,
  requisitionLines,
  requisitions,
} from "../../db/schema/index.js";
import { inTransaction, sqlState } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import {
  containsPattern,
  countOf,
  orderOf,
  type ParsedListQuery,
  pageOf,
  rowCount,
  withTotalRows,
} from "../../platform/paging.js";
import { issueBalances, packFg, packReworked } from "../stock/index.js";

/** FinalProduction/GetFinalProductions: a page of FG mappings (newest first by default), searched by order or requisition number. */
export async function finalProductions(db: Db, q: ParsedListQuery) {
  const page = pageOf(q);
  const pattern = containsPattern(page.search);
  const search = page.search
    ? or(ilike(productionOrders.orderNo, pattern), ilike(requisitions.requisitionNo, pattern))
    : undefined;
  const from = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(fgMappings)
      .innerJoin(requisitions, eq(requisitions.requisitionId, fgMappings.requisitionId))
      .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
      .where(search)
      .$dynamic();
  const rows = from({
    FGMappingId: fgMappings.fgMappingId,
    OrderId: productionOrders.orderId,
    OrderNo: productionOrders.orderNo,
    RequisitionId: requisitions.requisitionId,
    RequisitionNo: requisitions.requisitionNo,
    FromNo: fgMappings.fromNo,
    ToNo: fgMappings.toNo,
    Qty: fgMappings.qty,
    CreatedDt: fgMappings.createdAt,
  })
    .orderBy(
      ...orderOf(
        q,
        {
          OrderNo: productionOrders.orderNo,
          RequisitionNo: requisitions.requisitionNo,
          FromNo: fgMappings.fromNo,
          ToNo: fgMappings.toNo,
          Qty: fgMappings.qty,
          CreatedDt: fgMappings.fgMappingId,
        },
        fgMappings.fgMappingId,
        fgMappings.fgMappingId,
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [found, total] = await Promise.all([
    rows as unknown as Promise<FgMappingRow[]>,
    countOf(from({ n: rowCount })),
  ]);
  return withTotalRows(found, total);
}

interface FgMappingRow {
  FGMappingId: number;
  OrderId: number;
  OrderNo: string;
  RequisitionId: number;
  RequisitionNo: string;
  FromNo: number;
  ToNo: number;
  Qty: number;
  CreatedDt: Date;
}

/**
 * FinalProduction/GetFGRequisitions: the FG requisitions (ProductTypeId 1) not yet fully mapped, or with serials back
 * from rework to map again, whose order or requisition number contains `search`, newest first, at most
 * `lookupRowsMax`.
 */
export function fgRequisitions(db: Db, search: string) {
  const pattern = containsPattern(search);
  const mapped = sql<number>`cast(coalesce((select sum(m.qty) from fg_mappings m
    where m.requisition_id = ${requisitions}.requisition_id), 0) as integer)`;
  return db
    .select({
      RequisitionId: requisitions.requisitionId,
      RequisitionNo: requisitions.requisitionNo,
      OrderRequisitionNo: sql<string>`${productionOrders.orderNo} || ' - ' || ${requisitions.requisitionNo}`,
      ProductTypeId: products.productTypeId,
      Qty: requisitions.qty,
      MappedQty: mapped,
      CreatedDate: requisitions.createdDate,
    })
    .from(requisitions)
    .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
    .innerJoin(products, eq(products.productId, productionOrders.productId))
    .where(
      and(
        eq(products.productTypeId, productTypeIds.fg),
        or(
          sql`${mapped} < ${requisitions.qty}`,
          sql`exists (select 1 from rework_serials w
            where w.requisition_id = ${requisitions.requisitionId} and w.remapped_packet_id is null)`,
        ),
        search
          ? or(ilike(productionOrders.orderNo, pattern), ilike(requisitions.requisitionNo, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(requisitions.requisitionId))
    .limit(lookupRowsMax);
}

/** FinalProduction/GetMaxNo: the highest ToNo mapped so far (0 before the first mapping). */
export async function maxToNo(db: Db): Promise<number> {
  const [row] = await db.select({ toNo: max(fgMappings.toNo) }).from(fgMappings);
  return row?.toNo ?? 0;
}

/**
 * The `mapSerials` command (FinalProduction/CreateFinalProduction): serials FromNo..ToNo go to an
 * FG requisition. Ranges never overlap, a requisition never gets more serials than its quantity nor
 * than its material, issued net of returns, covers (`serialsLeftToMap`). The requisition's row lock
 * holds its issues and returns still; the table lock serializes mapping creation; the exclusion
 * constraint backs it. The mapped serials become FG stock in the same transaction (the kernel's `packFg`), in packets
 * of the product's serials per packet, their lot's receipt day the plant day (`timeZone`) of the floor time.
 * A range of the job's serials back from rework is mapped again instead (the kernel's `packReworked`, once): the same
 * units, so neither the job's quantity nor its material cover is used again, and the mapping holding them answers.
 */
export async function mapSerials(
  db: Db,
  request: FinalProduction,
  userId: number | null,
  timeZone: string = machineTimeZone(),
  doneAt: string | null = null,
) {
  if (request.ToNo !== toNoOf(request.FromNo, request.Qty))
    throw new BusinessRuleError(consumptionMessages.toNoMismatch);
  try {
    return await inTransaction(db, async (tx) => {
      const [requisition] = await tx
        .select({
          requisitionId: requisitions.requisitionId,
          requisitionNo: requisitions.requisitionNo,
          qty: requisitions.qty,
          productId: products.productId,
          productCode: products.productCd,
          productTypeId: products.productTypeId,
          serialsPerPacket: products.fgSerialsPerPacket,
        })
        .from(requisitions)
        .innerJoin(productionOrders, eq(productionOrders.orderId, requisitions.orderId))
        .innerJoin(products, eq(products.productId, productionOrders.productId))
        .where(eq(requisitions.requisitionId, request.RequisitionId))
        .for("update", { of: requisitions });
      if (!requisition) throw new BusinessRuleError(consumptionMessages.requisitionNotFound);
      if (requisition.productTypeId !== productTypeIds.fg)
        throw new BusinessRuleError(consumptionMessages.notFgRequisition);
      await tx.execute(sql`lock table ${fgMappings} in share row exclusive mode`);
      const floor = {
        receivedOn: plantDayOf(doneAt ? new Date(doneAt) : new Date(), timeZone),
        doneAt,
      };
      const reworked = await packReworked(
        tx,
        requisition,
        request,
        requisition.serialsPerPacket,
        userId,
        floor,
      );
      if (reworked) {
        const [holding] = await tx
          .select({ fgMappingId: fgMappings.fgMappingId })
          .from(fgMappings)
          .where(and(lte(fgMappings.fromNo, request.FromNo), gte(fgMappings.toNo, request.FromNo)));
        return { fgMappingId: holding.fgMappingId, packets: reworked };
      }
      const [{ mapped }] = await tx
        .select({ mapped: sql<number>`cast(coalesce(sum(${fgMappings.qty}), 0) as integer)` })
        .from(fgMappings)
        .where(eq(fgMappings.requisitionId, requisition.requisitionId));
      if (mapped + request.Qty > requisition.qty)
        throw new BusinessRuleError(consumptionMessages.beyondRequisitionQty);
      const left = serialsLeftToMap(await coveringLines(tx, requisition.requisitionId), mapped);
      if (left !== null && request.Qty > left)
        throw new BusinessRuleError(
          consumptionMessages.beyondMaterial(requisition.requisitionNo, left + mapped, mapped),
        );
      const [overlap] = await tx
        .select({ id: fgMappings.fgMappingId })
        .from(fgMappings)
        .where(and(lte(fgMappings.fromNo, request.ToNo), gte(fgMappings.toNo, request.FromNo)))
        .limit(1);
      if (overlap) throw new BusinessRuleError(consumptionMessages.rangeOverlaps);
      const [row] = await tx
        .insert(fgMappings)
        .values({
          requisitionId: requisition.requisitionId,
          fromNo: request.FromNo,
          toNo: request.ToNo,
          qty: request.Qty,
          createdBy: userId,
        })
        .returning({ fgMappingId: fgMappings.fgMappingId });
      const packets = await packFg(tx, requisition, request, requisition.serialsPerPacket, userId, floor);
      return { ...row, packets };
    });
  } catch (err) {
    if (sqlState(err) === "23P01") throw new BusinessRuleError(consumptionMessages.rangeOverlaps);
    throw err;
  }
}

/** The requisition's frozen BOM lines, each with what was issued to it and what came back. */
async function coveringLines(tx: Db, requisitionId: number) {
  const [lines, balances] = await Promise.all([
    tx
      .select({ productId: requisitionLines.componentProductId, perUnit: requisitionLines.qtyPerUnit })
      .from(requisitionLines)
      .where(eq(requisitionLines.requisitionId, requisitionId)),
    issueBalances(tx, [requisitionId]),
  ]);
  return lines.map((line) => {
    const issues = balances.filter((b) => b.productId === line.productId);
    return {
      perUnit: line.perUnit,
      issued: qtyNumber(issues.reduce((sum, b) => addQty(sum, milliOf(b.issued)), noQty)),
      returned: qtyNumber(issues.reduce((sum, b) => addQty(sum, milliOf(b.returned)), noQty)),
    };
  });
}
