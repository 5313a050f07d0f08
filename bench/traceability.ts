import { performance } from "node:perf_hooks";
import { plantDaysAgo } from "@wms/domain";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Db } from "../server/src/db/client.js";
import * as schema from "../server/src/db/schema/index.js";
import { traceJobById, traceSelect } from "../server/src/modules/traceability/queries.js";
import { measured, prepared, rawSql } from "./measure.js";
import type { BenchContext, BenchSection, Figure } from "./section.js";

const levels = 5;
const chains = 200;
const rawPerLevel = 3;

interface Chain {
  /** Requisition ids from the FG (level 0) down to the deepest intermediate. */
  requisitionIds: number[];
  requisitionNos: string[];
  /** Product code of the intermediate consumed at each level (levels - 1 of them). */
  intermediateCodes: string[];
}

/**
 * `chains` FG requisitions, each issued a packet its intermediate's requisition produced, whose
 * requisition was issued another, `levels` deep; every level also issued raw-material packets of
 * an MRN; each level's packets consumed by one Start event of its job. Written set-wise for speed (the
 * bench measures reads; the stock commands are tested elsewhere).
 */
async function prepare(db: Db): Promise<Chain[]> {
  const {
    bins,
    consumptionEvents,
    consumptions,
    mrnLines,
    mrns,
    packets,
    productionOrders,
    products,
    requisitionIssues,
    requisitionLines,
    requisitions,
    shifts,
    stockLedger,
    suppliers,
  } = schema;
  const [supplier] = await db.select({ id: suppliers.supplierId }).from(suppliers).limit(1);
  const [bin] = await db.select({ id: bins.binId }).from(bins).limit(1);
  const tag = Date.now().toString(36);
  const [shift] = await db
    .insert(shifts)
    .values({ shiftName: `Bench ${tag}`, startTime: "06:00", endTime: "14:00" })
    .returning({ id: shifts.shiftId });
  const mrnId = 2_000_000_000 - Math.floor(Math.random() * 1_000_000);
  await db.insert(mrns).values({
    mrnId,
    poNumber: `PO-TRB-${tag}`,
    supplierId: supplier.id,
    type: "Bench",
    mrnDate: plantDaysAgo(0),
  });
  const made: Chain[] = [];
  for (let c = 0; c < chains; c++) {
    const chain: Chain = { requisitionIds: [], requisitionNos: [], intermediateCodes: [] };
    let child: { productId: number; requisitionId: number } | null = null;
    for (let level = levels - 1; level >= 0; level--) {
      const code = `TRB-${tag}-${c}-L${level}`;
      const [product] = await db
        .insert(products)
        .values({
          productCd: code,
          productDscrptn: `Bench level ${level}`,
          productTypeId: level === 0 ? 1 : 2,
          uom: "NOS",
        })
        .returning({ id: products.productId });
      const [order] = await db
        .insert(productionOrders)
        .values({ orderNo: code, orderDate: plantDaysAgo(0), productId: product.id, qty: 1, remainingQty: 0 })
        .returning({ id: productionOrders.orderId });
      const [requisition] = await db
        .insert(requisitions)
        .values({ orderId: order.id, qty: 1, receivedQty: level === 0 ? "0" : "1" })
        .returning({ id: requisitions.requisitionId, no: requisitions.requisitionNo });
      const raws = await db
        .insert(products)
        .values(
          Array.from({ length: rawPerLevel }, (_, r) => ({
            productCd: `${code}-RM${r}`,
            productDscrptn: "Bench raw material",
            productTypeId: 3,
            uom: "NOS",
          })),
        )
        .returning({ id: products.productId });
      const lines = await db
        .insert(mrnLines)
        .values(
          raws.map((r) => ({ mrnId, productId: r.id, requestedQty: "1", receivedQty: "1", uom: "NOS" })),
        )
        .returning({ id: mrnLines.mrnLineId, productId: mrnLines.productId });
      const issued = await db
        .insert(packets)
        .values([
          ...lines.map((l) => ({
            qrCode: `${code}-P${l.productId}`,
            productId: l.productId,
            supplierId: supplier.id,
            mrnLineId: l.id,
            qty: "1",
            status: "Issued" as const,
            inwardAt: new Date(),
            receivedOn: plantDaysAgo(0),
          })),
          ...(child
            ? [
                {
                  qrCode: `${code}-P${child.productId}`,
                  productId: child.productId,
                  producedByRequisitionId: child.requisitionId,
                  qty: "1",
                  status: "Issued" as const,
                  inwardAt: new Date(),
                  receivedOn: plantDaysAgo(0),
                },
              ]
            : []),
        ])
        .returning({
          id: packets.packetId,
          productId: packets.productId,
          supplierId: packets.supplierId,
          mrnLineId: packets.mrnLineId,
        });
      // Each packet's ledger as the stock commands write it (received or produced Packed, put away, issued from the bin), so
      // the provable-stock check replays every bench packet to its row.
      await db.insert(stockLedger).values(
        issued.flatMap((p) => [
          {
            packetId: p.id,
            productId: p.productId,
            qty: "1",
            toStatus: "Packed" as const,
            reason: p.mrnLineId === null ? ("produce" as const) : ("qualityCheck" as const),
            reference: "Trace bench",
          },
          {
            packetId: p.id,
            productId: p.productId,
            qty: "1",
            fromStatus: "Packed" as const,
            toStatus: "InBin" as const,
            toBinId: bin.id,
            reason: "putAway" as const,
            reference: "Trace bench",
          },
          {
            packetId: p.id,
            productId: p.productId,
            qty: "1",
            fromStatus: "InBin" as const,
            fromBinId: bin.id,
            toStatus: "Issued" as const,
            reason: "issueToProduction" as const,
            reference: "Trace bench",
          },
        ]),
      );
      await db.insert(requisitionLines).values(
        issued.map((p) => ({
          requisitionId: requisition.id,
          componentProductId: p.productId,
          qtyPerUnit: "1",
        })),
      );
      const issues = await db
        .insert(requisitionIssues)
        .values(
          issued.map((p) => ({
            requisitionId: requisition.id,
            packetId: p.id,
            productId: p.productId,
            supplierId: p.supplierId,
            fromBinId: bin.id,
            qty: "1",
          })),
        )
        .returning({ id: requisitionIssues.requisitionIssueId, productId: requisitionIssues.productId });
      const [event] = await db
        .insert(consumptionEvents)
        .values({
          requisitionId: requisition.id,
          stage: "Start",
          operator: "Bench",
          shiftId: shift.id,
          kind: level === 0 ? "assembly" : "intermediate",
          doneAt: sql`now()`,
        })
        .returning({ id: consumptionEvents.eventId });
      await db
        .insert(consumptions)
        .values(issues.map((i) => ({ eventId: event.id, requisitionIssueId: i.id, qty: "1" })));
      chain.requisitionIds.unshift(requisition.id);
      chain.requisitionNos.unshift(requisition.no);
      if (level > 0) chain.intermediateCodes.unshift(code);
      child = { productId: product.id, requisitionId: requisition.id };
    }
    made.push(chain);
  }
  return made;
}

/** GET load through the app: `connections` clients for `durationSeconds`, each op one or more sequential calls. */
function overHttpGet(ctx: BenchContext, label: string, paths: (i: number) => string[]): Promise<Figure> {
  return measured(ctx, "trace", `${label} (HTTP)`, async () => {
    const latencies: number[] = [];
    let errors = 0;
    let n = 0;
    const started = performance.now();
    const deadline = started + ctx.durationSeconds * 1000;
    await Promise.all(
      Array.from({ length: ctx.connections }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          for (const path of paths(n++)) {
            const res = await fetch(`${ctx.baseUrl}${path}`, {
              headers: { authorization: `Bearer ${ctx.token}` },
            });
            const body = await res.text();
            if (res.status !== 200 || !body.includes('"ResponseCode":"200"')) errors++;
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return { latencies, errors, seconds: (performance.now() - started) / 1000 };
  });
}

/**
 * Traceability through 5 levels (budget 50 ms): each level's job query in turn (5 statements),
 * raw; the report's first level over HTTP; and the drill from the FG down to level 5 over HTTP
 * (5 calls per operation: each drill answers the job that made the packet).
 */
export const traceabilitySection: BenchSection = {
  name: "Traceability",
  async run(ctx) {
    const db = drizzle({ client: ctx.pool, schema }) as unknown as Db;
    const chainsMade = await prepare(db);
    await ctx.pool.query(
      "analyze consumption_events; analyze consumptions; analyze requisitions; analyze requisition_issues; analyze packets",
    );
    // The app's one-job statement, prepared by name as the app prepares it.
    const jobQuery = prepared("bench_trace_rows", traceSelect(db, traceJobById()).toSQL().sql);
    let i = 0;
    const raw = await rawSql(ctx, "trace", `${levels} levels, one job query each`, async (c) => {
      const chain = chainsMade[i++ % chainsMade.length];
      for (const [level, requisitionId] of chain.requisitionIds.entries()) {
        const { rowCount } = await c.query(jobQuery([requisitionId]));
        const expected = level === levels - 1 ? rawPerLevel : rawPerLevel + 1;
        if (rowCount !== expected) throw new Error(`expected ${expected} rows at level ${level}`);
      }
      return true;
    });
    const report = await overHttpGet(ctx, "report, first level", (n) => [
      `/api/api/FGTraceabilityReport/GetFGTraceabilityReport/${chainsMade[n % chainsMade.length].requisitionNos[0]}`,
    ]);
    const drill = await overHttpGet(ctx, `report + drill to level ${levels}`, (n) => {
      const chain = chainsMade[n % chainsMade.length];
      return [
        `/api/api/FGTraceabilityReport/GetFGTraceabilityReport/${chain.requisitionNos[0]}`,
        ...chain.intermediateCodes.map(
          (code, level) =>
            `/api/api/FGTraceabilityReport/GetIntermediateTraceability/${code}/${chain.requisitionNos[level + 1]}/1`,
        ),
      ];
    });
    return [raw, report, drill];
  },
};
