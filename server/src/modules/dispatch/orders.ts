import {
  type createDispatchOrderRequest,
  dispatchMessages as m,
  parseSentDate,
  productTypeIds,
} from "@wms/domain";
import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { inChunks } from "../../db/chunks.js";
import type { Db } from "../../db/client.js";
import { customers, dispatchOrderLines, dispatchOrders, products } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";

/** A dispatch order as sent (by the import or the API), each part with the line it came from. */
export interface DispatchOrderDraft {
  erpOrderNo: string;
  customerCode: string;
  promisedDate: string;
  /** The source line of the order's first row. */
  line: number;
  lines: Array<{ productCode: string; qty: number; line: number }>;
}

/** Why a draft was refused, at the source line it names. */
export interface DispatchOrderRefusal {
  line: number;
  message: string;
}

export interface SavedDispatchOrder {
  dispatchOrderId: number;
  erpOrderNo: string;
}

export interface DispatchOrdersSaved {
  refused: DispatchOrderRefusal[];
  saved: SavedDispatchOrder[];
  alreadyThere: SavedDispatchOrder[];
}

/** What makes two orders of one number the same: customer, promised day and lines (order of lines aside). */
interface OrderContent {
  customerId: number;
  promisedDate: string;
  lines: Array<{ productId: number; qty: number }>;
}

const contentKey = (o: OrderContent) =>
  JSON.stringify([
    o.customerId,
    o.promisedDate,
    [...o.lines].sort((a, b) => a.productId - b.productId).map((l) => [l.productId, l.qty]),
  ]);

const lowered = (codes: string[]) => [...new Set(codes.map((c) => c.toLowerCase()))];

async function customersByCode(tx: Db, codes: string[]) {
  const rows = await inChunks(lowered(codes), (chunk) =>
    tx
      .select({
        code: sql<string>`lower(${customers.customerCode})`,
        id: customers.customerId,
        isActive: customers.isActive,
      })
      .from(customers)
      .where(inArray(sql`lower(${customers.customerCode})`, chunk)),
  );
  return new Map(rows.map((r) => [r.code, r]));
}

async function productsByCode(tx: Db, codes: string[]) {
  const rows = await inChunks(lowered(codes), (chunk) =>
    tx
      .select({
        code: sql<string>`lower(${products.productCd})`,
        id: products.productId,
        typeId: products.productTypeId,
      })
      .from(products)
      .where(inArray(sql`lower(${products.productCd})`, chunk)),
  );
  return new Map(rows.map((r) => [r.code, r]));
}

/** The stored content of the orders with these numbers. */
async function storedOrders(tx: Db, erpOrderNos: string[]) {
  const heads = await inChunks(erpOrderNos, (chunk) =>
    tx
      .select({
        dispatchOrderId: dispatchOrders.dispatchOrderId,
        erpOrderNo: dispatchOrders.erpOrderNo,
        customerId: dispatchOrders.customerId,
        promisedDate: dispatchOrders.promisedDate,
      })
      .from(dispatchOrders)
      .where(inArray(dispatchOrders.erpOrderNo, chunk)),
  );
  const lines = await inChunks(
    heads.map((h) => h.dispatchOrderId),
    (chunk) =>
      tx
        .select({
          dispatchOrderId: dispatchOrderLines.dispatchOrderId,
          productId: dispatchOrderLines.productId,
          qty: dispatchOrderLines.qty,
        })
        .from(dispatchOrderLines)
        .where(inArray(dispatchOrderLines.dispatchOrderId, chunk)),
  );
  return new Map(
    heads.map((h) => [
      h.erpOrderNo,
      { ...h, lines: lines.filter((l) => l.dispatchOrderId === h.dispatchOrderId) },
    ]),
  );
}

/**
 * Saves dispatch orders inside the caller's transaction, idempotent on the ERP order number: an order whose
 * number is already there with the same content is answered as already there and left alone; with other content
 * it is refused, naming it. Customers must be known and active, lines finished goods, each product once an order.
 * Any refusal: nothing written here that the caller's rollback would not undo. Headers are inserted in number
 * order with ON CONFLICT DO NOTHING, so two writers of one number serialize on its unique index and one wins.
 */
export async function saveDispatchOrders(
  tx: Db,
  drafts: DispatchOrderDraft[],
  createdBy: number | null,
): Promise<DispatchOrdersSaved> {
  const customerOf = await customersByCode(
    tx,
    drafts.map((d) => d.customerCode),
  );
  const productOf = await productsByCode(
    tx,
    drafts.flatMap((d) => d.lines.map((l) => l.productCode)),
  );
  const refused: DispatchOrderRefusal[] = [];
  const wanted: Array<OrderContent & { erpOrderNo: string; line: number }> = [];
  for (const draft of drafts) {
    const fail = (line: number, message: string) => refused.push({ line, message });
    const customer = customerOf.get(draft.customerCode.toLowerCase());
    const promisedDate = parseSentDate(draft.promisedDate);
    if (!customer) fail(draft.line, m.unknownCustomer(draft.customerCode));
    else if (!customer.isActive) fail(draft.line, m.inactiveCustomer(draft.customerCode));
    if (!promisedDate) fail(draft.line, m.promisedDateInvalid(draft.promisedDate));
    const lines: OrderContent["lines"] = [];
    const seen = new Set<number>();
    for (const l of draft.lines) {
      const product = productOf.get(l.productCode.toLowerCase());
      if (!product) fail(l.line, m.unknownProduct(l.productCode));
      else if (product.typeId !== productTypeIds.fg) fail(l.line, m.notFinishedGood(l.productCode));
      else if (seen.has(product.id)) fail(l.line, m.productTwice(l.productCode, draft.erpOrderNo));
      else {
        seen.add(product.id);
        lines.push({ productId: product.id, qty: l.qty });
      }
    }
    if (customer?.isActive && promisedDate && lines.length === draft.lines.length)
      wanted.push({
        erpOrderNo: draft.erpOrderNo,
        line: draft.line,
        customerId: customer.id,
        promisedDate,
        lines,
      });
  }
  if (refused.length > 0) return { refused, saved: [], alreadyThere: [] };

  wanted.sort((a, b) => (a.erpOrderNo < b.erpOrderNo ? -1 : a.erpOrderNo > b.erpOrderNo ? 1 : 0));
  const inserted = await inChunks(wanted, (chunk) =>
    tx
      .insert(dispatchOrders)
      .values(
        chunk.map((o) => ({
          erpOrderNo: o.erpOrderNo,
          customerId: o.customerId,
          promisedDate: o.promisedDate,
          createdBy,
        })),
      )
      .onConflictDoNothing({ target: dispatchOrders.erpOrderNo })
      .returning({ dispatchOrderId: dispatchOrders.dispatchOrderId, erpOrderNo: dispatchOrders.erpOrderNo }),
  );
  const idOf = new Map(inserted.map((r) => [r.erpOrderNo, r.dispatchOrderId]));
  await inChunks(
    wanted.flatMap((o) => {
      const dispatchOrderId = idOf.get(o.erpOrderNo);
      if (dispatchOrderId === undefined) return [];
      return o.lines.map((l, i) => ({ dispatchOrderId, lineNo: i + 1, productId: l.productId, qty: l.qty }));
    }),
    (chunk) =>
      tx
        .insert(dispatchOrderLines)
        .values(chunk)
        .then(() => []),
  );

  const stored = await storedOrders(
    tx,
    wanted.filter((o) => !idOf.has(o.erpOrderNo)).map((o) => o.erpOrderNo),
  );
  const alreadyThere: SavedDispatchOrder[] = [];
  for (const o of wanted) {
    const there = stored.get(o.erpOrderNo);
    if (!there) continue;
    if (contentKey(there) === contentKey(o))
      alreadyThere.push({ dispatchOrderId: there.dispatchOrderId, erpOrderNo: o.erpOrderNo });
    else refused.push({ line: o.line, message: m.differs(o.erpOrderNo) });
  }
  const saved = inserted.map((r) => ({ dispatchOrderId: r.dispatchOrderId, erpOrderNo: r.erpOrderNo }));
  return { refused, saved, alreadyThere };
}

/** DispatchOrder/CreateDispatchOrder: one order in its own transaction; a refusal names every problem at once. */
export async function createDispatchOrder(
  db: Db,
  body: z.output<typeof createDispatchOrderRequest>,
  createdBy: number,
): Promise<{ order: SavedDispatchOrder; alreadyThere: boolean }> {
  const draft: DispatchOrderDraft = {
    erpOrderNo: body.ErpOrderNo,
    customerCode: body.CustomerCode,
    promisedDate: body.PromisedDate,
    line: 0,
    lines: body.Lines.map((l, i) => ({ productCode: l.ProductCode, qty: l.Qty, line: i + 1 })),
  };
  return inTransaction(db, async (tx) => {
    const { refused, saved, alreadyThere } = await saveDispatchOrders(tx, [draft], createdBy);
    if (refused.length > 0) throw new BusinessRuleError(refused.map((r) => r.message).join(" "));
    return saved.length > 0
      ? { order: saved[0], alreadyThere: false }
      : { order: alreadyThere[0], alreadyThere: true };
  });
}
