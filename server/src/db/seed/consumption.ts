import { plantDaysAgo } from "@wms/domain";
import { eq, inArray } from "drizzle-orm";
import { consume, mapSerials } from "../../modules/production/index.js";
import { appendLedger } from "../../modules/stock/index.js";
import type { Db } from "../client.js";
import {
  bins,
  packets,
  productionOrders,
  products,
  requisitionIssues,
  requisitions,
  shifts,
  suppliers,
} from "../schema/index.js";
import type { SeedContext } from "./context.js";
import { demoBinAddress, demoProductCodes as p, demoSupplierCodes as s } from "./masters.js";

/**
 * A chair made from a frame (which holds the seat) and screws, each intermediate made in the
 * plant. Two screws stay unused (to report or return), and one chair is left to map.
 */
const chain = [
  {
    orderNo: "ORD-9001",
    make: p.seat,
    kind: "intermediate",
    qty: 2,
    uses: [
      { code: p.foam, supplier: s.foam, issued: 2, used: 2, stage: "Start" },
      { code: p.fabric, supplier: s.textiles, issued: 3, used: 3, stage: "End" },
    ],
  },
  {
    orderNo: "ORD-9002",
    make: p.frame,
    kind: "intermediate",
    qty: 2,
    uses: [
      { code: p.steelTube, supplier: s.steel, issued: 4, used: 4, stage: "Start" },
      { code: p.seat, supplier: s.textiles, issued: 2, used: 2, stage: "End" },
    ],
  },
  {
    orderNo: "ORD-9003",
    make: p.chair,
    kind: "assembly",
    qty: 3,
    uses: [
      { code: p.frame, supplier: s.steel, issued: 2, used: 2, stage: "Start" },
      { code: p.screws, supplier: s.fasteners, issued: 10, used: 8, stage: "End" },
    ],
  },
] as const;

/**
 * Traceability on a fresh start: one requisition per level (seat, frame, chair), its material
 * issued and consumed by activity reports, and two chairs mapped to serials 1-2.
 */
export async function seedDemoConsumption(db: Db, ctx: SeedContext) {
  const productRows = await db.select({ id: products.productId, code: products.productCd }).from(products);
  const productId = new Map(productRows.map((r) => [r.code, r.id]));
  const supplierRows = await db
    .select({ id: suppliers.supplierId, code: suppliers.supplierCode })
    .from(suppliers)
    .where(inArray(suppliers.supplierCode, Object.values(s)));
  const supplierId = new Map(supplierRows.map((r) => [r.code, r.id]));
  const [shift] = await db.select({ id: shifts.shiftId }).from(shifts).where(eq(shifts.shiftName, "A"));
  const [bin] = await db
    .select({ id: bins.binId })
    .from(bins)
    .where(eq(bins.colAddress, demoBinAddress("A", 1)));
  if (!shift || !bin || chain.some((c) => !productId.has(c.make))) return;

  const day = 24 * 60 * 60 * 1000;
  for (const [n, step] of chain.entries()) {
    const [order] = await db
      .insert(productionOrders)
      .values({
        orderNo: step.orderNo,
        orderDate: plantDaysAgo(10 - n),
        productId: productId.get(step.make) as number,
        qty: step.qty,
        remainingQty: 0,
        createdBy: ctx.adminUserId,
      })
      .returning({ orderId: productionOrders.orderId });
    const [requisition] = await db
      .insert(requisitions)
      .values({ orderId: order.orderId, qty: step.qty, createdBy: ctx.adminUserId })
      .returning();
    for (const use of step.uses) {
      const component = productId.get(use.code) as number;
      const supplier = supplierId.get(use.supplier) as number;
      const [packet] = await db
        .insert(packets)
        .values({
          qrCode: `${step.orderNo}-${use.code}`,
          productId: component,
          supplierId: supplier,
          qty: String(use.issued),
          status: "Issued",
          inwardAt: new Date(Date.now() - (20 - n) * day),
        })
        .returning({ packetId: packets.packetId });
      await db.insert(requisitionIssues).values({
        requisitionId: requisition.requisitionId,
        packetId: packet.packetId,
        productId: component,
        supplierId: supplier,
        fromBinId: bin.id,
        qty: String(use.issued),
        issuedBy: ctx.adminUserId,
      });
      await appendLedger(db, [
        {
          packetId: packet.packetId,
          productId: component,
          qty: use.issued,
          from: { status: null },
          to: { status: "Issued" },
          reason: "issueToProduction",
          reference: requisition.requisitionNo,
          userId: ctx.adminUserId,
        },
      ]);
    }
    for (const stage of ["Start", "End"] as const) {
      const items = step.uses
        .filter((u) => u.stage === stage)
        .map((u) => ({ ProductCode: u.code, Quantity: u.used }));
      if (items.length === 0) continue;
      await consume(
        db,
        step.kind,
        {
          RequisitionNo: requisition.requisitionNo,
          ShiftId: shift.id,
          Operator: stage === "Start" ? "Ravi Kumar" : "Sunita Patil",
          Stage: stage,
          storeItems: items,
        },
        ctx.adminUserId,
      );
    }
    if (step.kind === "assembly") {
      await mapSerials(
        db,
        { RequisitionId: requisition.requisitionId, FromNo: 1, ToNo: 2, Qty: 2 },
        ctx.adminUserId,
      );
    }
  }
}
