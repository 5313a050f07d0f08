import { plantDaysAgo } from "@wms/domain";
import type { Db } from "../../db/client.js";
import {
  bins,
  mrnLines,
  mrns,
  packets,
  productionOrders,
  products,
  requisitionIssues,
  requisitions,
  shifts,
  suppliers,
} from "../../db/schema/index.js";

/** Test records for activity reporting, final production, returns and traceability, inserted directly. */
export interface Plant {
  supplierId: number;
  shiftId: number;
  product(code: string, typeId: 1 | 2 | 3): Promise<number>;
  /** An order for `productId` and a requisition of `qty` units of it; answers the requisition. */
  requisition(productId: number, qty: number): Promise<{ requisitionId: number; requisitionNo: string }>;
  /** A packet of `qty` of `productId` issued to the requisition; answers the issue and the packet. */
  issue(
    requisitionId: number,
    productId: number,
    qty: number,
  ): Promise<{ requisitionIssueId: number; packetId: number; qrCode: string }>;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export async function makePlant(db: Db): Promise<Plant> {
  const [supplier] = await db
    .insert(suppliers)
    .values({
      supplierName: "Steel Works",
      supplierCode: unique("SUP"),
      firmName: "Steel Works Ltd",
      mobNo: "9876543210",
      email: "steel@example.com",
      shippingAddress: "Plot 1",
    })
    .returning();
  const [shift] = await db
    .insert(shifts)
    .values({ shiftName: unique("Shift"), startTime: "06:00", endTime: "14:00" })
    .returning();
  const [mrn] = await db
    .insert(mrns)
    .values({
      mrnId: 100000 + Math.floor(Math.random() * 800000),
      poNumber: unique("PO"),
      supplierId: supplier.supplierId,
      type: "Local",
      mrnDate: "2026-11-01",
    })
    .returning();

  const [bin] = await db
    .insert(bins)
    .values({ rowName: "Z", rowNo: 1, colNo: 1, colAddress: unique("Z"), height: 1, width: 1, length: 1 })
    .returning();

  const mrnLineOf = new Map<number, number>();
  const lineFor = async (productId: number) => {
    const known = mrnLineOf.get(productId);
    if (known) return known;
    const [line] = await db
      .insert(mrnLines)
      .values({ mrnId: mrn.mrnId, productId, requestedQty: "1000", receivedQty: "1000", uom: "NOS" })
      .returning();
    mrnLineOf.set(productId, line.mrnLineId);
    return line.mrnLineId;
  };

  return {
    supplierId: supplier.supplierId,
    shiftId: shift.shiftId,
    async product(code, typeId) {
      const [p] = await db
        .insert(products)
        .values({ productCd: code, productDscrptn: `${code} description`, productTypeId: typeId, uom: "NOS" })
        .returning();
      return p.productId;
    },
    async requisition(productId, qty) {
      const [order] = await db
        .insert(productionOrders)
        .values({
          orderNo: unique("ORD"),
          orderDate: plantDaysAgo(0),
          productId,
          qty: qty * 10,
          remainingQty: qty * 9,
        })
        .returning();
      const [r] = await db.insert(requisitions).values({ orderId: order.orderId, qty }).returning();
      return { requisitionId: r.requisitionId, requisitionNo: r.requisitionNo };
    },
    async issue(requisitionId, productId, qty) {
      const [packet] = await db
        .insert(packets)
        .values({
          qrCode: unique("QR"),
          productId,
          supplierId: supplier.supplierId,
          mrnLineId: await lineFor(productId),
          qty: String(qty),
          status: "Issued",
          inwardAt: new Date("2026-11-02T00:00:00Z"),
        })
        .returning();
      const [issue] = await db
        .insert(requisitionIssues)
        .values({
          requisitionId,
          packetId: packet.packetId,
          productId,
          supplierId: supplier.supplierId,
          fromBinId: bin.binId,
          qty: String(qty),
        })
        .returning();
      return {
        requisitionIssueId: issue.requisitionIssueId,
        packetId: packet.packetId,
        qrCode: packet.qrCode,
      };
    },
  };
}
