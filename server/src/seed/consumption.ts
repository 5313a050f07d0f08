import { milliOf, noQty, plantDaysAgo, subtractQty } from "@wms/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { bins, packets, productionOrders, products, shifts } from "../db/schema/index.js";
import {
  bomToIssue,
  issueRmStore,
  mapSerials,
  packetToIssue,
  raiseRequisition,
  reportActivity,
} from "../modules/production/index.js";
import { receiveOutput } from "../modules/production-receipt/index.js";
import { putAway } from "../modules/stock/index.js";
import type { SeedContext } from "./context.js";
import { demoProductCodes as p } from "./masters.js";

interface DemoJob {
  orderNo: string;
  make: string;
  kind: "intermediate" | "assembly";
  /** Units ordered; `qty` of them are requisitioned, issued and reported. */
  ordered: number;
  qty: number;
  /** What the job used at each stage; a component not listed stays issued and unused. */
  used: Array<{ code: string; qty: number; stage: "Start" | "End" }>;
  operator: { Start: string; End: string };
  shift: string;
  /** Output received into stock and put away (intermediates), pieces per packet. */
  receivePerPacket?: number;
  /** FG serials mapped to the job. */
  serials?: { from: number; to: number };
}

/**
 * The demo plant's jobs, in order: seats and frames made from received RM, their output received
 * into stock and put away, then chairs assembled from those very packets. So serial 1's trace goes
 * chair -> frame job and seat job -> the RM's MRNs. Two screws stay unused (to report or return).
 */
export const demoJobs: DemoJob[] = [
  {
    orderNo: "ORD-9001",
    make: p.seat,
    kind: "intermediate",
    ordered: 8,
    qty: 8,
    used: [
      { code: p.foam, qty: 8, stage: "Start" },
      { code: p.fabric, qty: 9.6, stage: "End" },
    ],
    operator: { Start: "Anil Desai", End: "Anil Desai" },
    shift: "B",
    receivePerPacket: 4,
  },
  {
    orderNo: "ORD-9002",
    make: p.frame,
    kind: "intermediate",
    ordered: 8,
    qty: 8,
    used: [
      { code: p.steelTube, qty: 20, stage: "Start" },
      { code: p.steelSheet, qty: 8, stage: "End" },
    ],
    operator: { Start: "Mohan Rao", End: "Mohan Rao" },
    shift: "General",
    receivePerPacket: 4,
  },
  {
    orderNo: "ORD-9003",
    make: p.chair,
    kind: "assembly",
    ordered: 3,
    qty: 2,
    used: [
      { code: p.frame, qty: 2, stage: "Start" },
      { code: p.seat, qty: 2, stage: "Start" },
      { code: p.screws, qty: 14, stage: "End" },
    ],
    operator: { Start: "Ravi Kumar", End: "Sunita Patil" },
    shift: "A",
    serials: { from: 1, to: 2 },
  },
];

/** QR codes of packets of `productId` in bins, oldest first: what a store person would scan. */
async function packetsInBins(db: Db, productId: number) {
  return db
    .select({ QRCode: packets.qrCode })
    .from(packets)
    .where(and(eq(packets.productId, productId), eq(packets.status, "InBin")))
    .orderBy(asc(packets.inwardAt), asc(packets.packetId));
}

/**
 * Runs the demo jobs through the stock commands (raise, issue with splits, consume, receive
 * output, put away, map serials), so every packet, lot and ledger row is one the app itself made.
 */
export async function seedDemoConsumption(db: Db, ctx: SeedContext) {
  const userId = ctx.adminUserId;
  const codes = [...new Set(demoJobs.flatMap((j) => [j.make, ...j.used.map((u) => u.code)]))];
  const productRows = await db
    .select({ id: products.productId, code: products.productCd })
    .from(products)
    .where(inArray(products.productCd, codes));
  const productId = new Map(productRows.map((r) => [r.code, r.id]));
  const shiftId = new Map(
    (await db.select({ id: shifts.shiftId, name: shifts.shiftName }).from(shifts)).map((s) => [s.name, s.id]),
  );
  if (codes.some((c) => !productId.has(c))) return;

  for (const [n, job] of demoJobs.entries()) {
    await db.insert(productionOrders).values({
      orderNo: job.orderNo,
      orderDate: plantDaysAgo(10 - n),
      productId: productId.get(job.make)!,
      qty: job.ordered,
      remainingQty: job.ordered,
      createdBy: userId,
    });
    const requisition = await raiseRequisition(db, { OrderNO: job.orderNo, Qty: job.qty }, userId);
    const storeItems = [];
    for (const component of new Set(job.used.map((u) => u.code))) {
      storeItems.push(...(await packetsInBins(db, productId.get(component)!)));
    }
    await issueRmStore(
      db,
      {
        RequisitionNo: requisition.RequisitionNo,
        storeItems: await scansNeeded(db, requisition.RequisitionNo, storeItems),
      },
      userId,
    );
    for (const stage of ["Start", "End"] as const) {
      const items = job.used
        .filter((u) => u.stage === stage)
        .map((u) => ({ ProductCode: u.code, Quantity: u.qty }));
      if (items.length === 0) continue;
      await reportActivity(
        db,
        job.kind,
        {
          RequisitionNo: requisition.RequisitionNo,
          ShiftId: shiftId.get(job.shift)!,
          Operator: job.operator[stage],
          Stage: stage,
          storeItems: items,
        },
        userId,
      );
    }
    if (job.receivePerPacket) {
      const made = await receiveOutput(
        db,
        { RequisitionNo: requisition.RequisitionNo, Qty: job.qty, PiecesPerPacket: job.receivePerPacket },
        userId,
      );
      const [bin] = await db
        .select({ id: bins.binId })
        .from(bins)
        .where(and(eq(bins.colStatus, false), eq(bins.isActive, true)))
        .orderBy(asc(bins.binId))
        .limit(1);
      await putAway(
        db,
        {
          RequisitionNo: requisition.RequisitionNo,
          BinId: bin.id,
          storeItems: made.map((m) => ({ QRCode: m.QRCode })),
        },
        userId,
      );
    }
    if (job.serials) {
      await mapSerials(
        db,
        {
          RequisitionId: requisition.RequisitionId,
          FromNo: job.serials.from,
          ToNo: job.serials.to,
          Qty: job.serials.to - job.serials.from + 1,
        },
        userId,
      );
    }
  }
}

/** The packets a store person scans for a requisition: in order, until each BOM line is covered. */
async function scansNeeded(db: Db, requisitionNo: string, candidates: Array<{ QRCode: string }>) {
  const remaining = new Map(
    (await bomToIssue(db, { RequisitionNo: requisitionNo })).map((l) => [l.RMCode, milliOf(l.RemainingQty)]),
  );
  const chosen: Array<{ QRCode: string }> = [];
  for (const c of candidates) {
    const packet = await packetToIssue(db, c.QRCode);
    const need = remaining.get(packet.ProductCode) ?? noQty;
    if (need <= 0) continue;
    chosen.push(c);
    remaining.set(packet.ProductCode, subtractQty(need, milliOf(packet.Qty)));
  }
  return chosen;
}
