import { formatSentDate, type PlantDay, plantDaysAgo } from "@wms/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  bins,
  boms,
  mrnLines,
  packets,
  productionOrders,
  products,
  requisitionIssues,
  shifts,
  suppliers,
} from "../../db/schema/index.js";
import { importRecords } from "../import/service.js";
import { issueRmStore } from "../production/issue-service.js";
import { raiseRequisition } from "../production/requisition-service.js";
import { receiveOutput } from "../production-receipt/service.js";
import { putAway } from "./put-away.js";
import { qualityCheck } from "./quality-check.js";

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
let nextMrnId = 100_000 + Math.floor(Math.random() * 800_000) * 1000;

/** Master records a plant needs (not stock: these may be inserted directly). */
export async function makeSupplier(db: Db, prefix = "SUP") {
  const code = unique(prefix);
  const [supplier] = await db
    .insert(suppliers)
    .values({
      supplierName: `Supplier ${code}`,
      supplierCode: code,
      firmName: "Firm",
      mobNo: "9876543210",
      email: `${code}@example.com`.toLowerCase(),
      shippingAddress: "Plant road",
    })
    .returning();
  return supplier;
}

export async function makeBin(db: Db) {
  const [bin] = await db
    .insert(bins)
    .values({ rowName: "Z", rowNo: 1, colNo: 1, colAddress: unique("Z"), height: 1, width: 1, length: 1 })
    .returning();
  return bin;
}

export interface StockedPacket {
  packetId: number;
  qrCode: string;
}

/**
 * Stock made the way the plant makes it: an MRN of one line imported, quality-checked into
 * `count` packets of `qty`, and (unless `binId` is null) put away into `binId` (a new bin when omitted).
 */
export async function receiveStock(
  db: Db,
  item: {
    productId: number;
    supplierId: number;
    qty: string | number;
    count?: number;
    binId?: number | null;
    /** More packets of `qty` received and rejected at quality check: Rejected packets, never put away. */
    rejected?: number;
    /** The MRN's date (its lot's receipt day); today when omitted. */
    mrnDate?: PlantDay;
  },
): Promise<Array<StockedPacket & { mrnId: number; binId: number | null; rejected: boolean }>> {
  const count = item.count ?? 1;
  const rejected = item.rejected ?? 0;
  const [product] = await db.select().from(products).where(eq(products.productId, item.productId));
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.supplierId, item.supplierId));
  const mrnId = nextMrnId++;
  const total = Number(item.qty) * count;
  const received = Number(item.qty) * (count + rejected);
  await importRecords(
    db,
    "Mrns",
    [
      {
        MRNID: mrnId,
        PONumber: `PO-${mrnId}`,
        SupplierCode: supplier.supplierCode,
        Type: "Local",
        MRNDate: formatSentDate(item.mrnDate ?? new Date()),
        ProductCode: product.productCd,
        RequestedQty: received,
        ReceivedQty: received,
        UOM: product.uom,
      },
    ],
    null,
  );
  const [line] = await db.select().from(mrnLines).where(eq(mrnLines.mrnId, mrnId));
  const made = await qualityCheck(
    db,
    [
      {
        MRNID: mrnId,
        MrnLineId: line.mrnLineId,
        ApprovedQty: total,
        PiecesPerPacket: Number(item.qty),
        RejectedRemark: rejected > 0 ? "damaged in transit" : undefined,
      },
    ],
    null,
  );
  const approved = made.filter((m) => !m.Rejected);
  const binId = item.binId === null ? null : (item.binId ?? (await makeBin(db)).binId);
  if (binId !== null)
    await putAway(
      db,
      { MRNID: mrnId, BinId: binId, storeItems: approved.map((m) => ({ QRCode: m.QRCode })) },
      null,
    );
  const ids = await db
    .select({ packetId: packets.packetId, qrCode: packets.qrCode })
    .from(packets)
    .where(eq(packets.mrnLineId, line.mrnLineId));
  const idOf = new Map(ids.map((r) => [r.qrCode, r.packetId]));
  return made.map((m) => ({
    packetId: idOf.get(m.QRCode)!,
    qrCode: m.QRCode,
    mrnId,
    binId: m.Rejected ? null : binId,
    rejected: m.Rejected ?? false,
  }));
}

/** Test plant for activity reporting, final production, returns and traceability: every packet made by the stock commands. */
export interface Plant {
  supplierId: number;
  shiftId: number;
  /**
   * A product; each later product's BOM holds every earlier non-FG product, generously, so any issue fits,
   * unless `bom` names its lines (component id, quantity per unit): an FG whose serials are mapped needs
   * material that covers them.
   */
  product(code: string, typeId: 1 | 2 | 3, bom?: ReadonlyArray<readonly [number, string]>): Promise<number>;
  /** An order for `productId` and a requisition of `qty` units raised on it (its BOM frozen then). */
  requisition(productId: number, qty: number): Promise<{ requisitionId: number; requisitionNo: string }>;
  /** A fresh RM packet of `qty` received, put away and issued to the requisition. */
  issue(
    requisitionId: number,
    productId: number,
    qty: number,
  ): Promise<{ requisitionIssueId: number; packetId: number; qrCode: string }>;
  /** The requisition's output received into stock and put away; answers the new packets' codes. */
  receiveOutput(requisitionNo: string, qty: number, perPacket: number): Promise<string[]>;
  /** Packets in bins issued to a requisition (splitting as the plan says); answers the split-off codes. */
  issueCodes(requisitionNo: string, codes: string[]): Promise<string[]>;
}

export async function makePlant(db: Db): Promise<Plant> {
  const supplier = await makeSupplier(db);
  const [shift] = await db
    .insert(shifts)
    .values({ shiftName: unique("Shift"), startTime: "06:00", endTime: "14:00" })
    .returning();
  const made: Array<{ id: number; typeId: number }> = [];
  const requisitionNoOf = new Map<number, string>();

  const issueCodes = async (requisitionNo: string, codes: string[]) =>
    (
      await issueRmStore(
        db,
        { RequisitionNo: requisitionNo, storeItems: codes.map((QRCode) => ({ QRCode })) },
        null,
      )
    ).map((b) => b.QRCode);

  return {
    supplierId: supplier.supplierId,
    shiftId: shift.shiftId,
    async product(code, typeId, bom) {
      const [p] = await db
        .insert(products)
        .values({ productCd: code, productDscrptn: `${code} description`, productTypeId: typeId, uom: "NOS" })
        .returning();
      const components =
        bom ?? made.filter((m) => m.typeId !== 1).map((m): readonly [number, string] => [m.id, "1000"]);
      made.push({ id: p.productId, typeId });
      if (typeId !== 3 && components.length > 0)
        await db.insert(boms).values(
          components.map(([componentProductId, qtyPerUnit]) => ({
            parentProductId: p.productId,
            componentProductId,
            qtyPerUnit,
          })),
        );
      return p.productId;
    },
    async requisition(productId, qty) {
      const orderNo = unique("ORD");
      await db
        .insert(productionOrders)
        .values({ orderNo, orderDate: plantDaysAgo(0), productId, qty: qty * 10, remainingQty: qty * 10 });
      const r = await raiseRequisition(db, { OrderNO: orderNo, Qty: qty }, null);
      requisitionNoOf.set(r.RequisitionId, r.RequisitionNo);
      return { requisitionId: r.RequisitionId, requisitionNo: r.RequisitionNo };
    },
    async issue(requisitionId, productId, qty) {
      const [packet] = await receiveStock(db, { productId, supplierId: supplier.supplierId, qty });
      await issueCodes(requisitionNoOf.get(requisitionId)!, [packet.qrCode]);
      const [issue] = await db
        .select({ requisitionIssueId: requisitionIssues.requisitionIssueId })
        .from(requisitionIssues)
        .where(
          and(
            eq(requisitionIssues.packetId, packet.packetId),
            eq(requisitionIssues.requisitionId, requisitionId),
          ),
        );
      return {
        requisitionIssueId: issue.requisitionIssueId,
        packetId: packet.packetId,
        qrCode: packet.qrCode,
      };
    },
    async receiveOutput(requisitionNo, qty, perPacket) {
      const output = await receiveOutput(
        db,
        { RequisitionNo: requisitionNo, Qty: qty, PiecesPerPacket: perPacket },
        null,
      );
      const bin = await makeBin(db);
      await putAway(
        db,
        {
          RequisitionNo: requisitionNo,
          BinId: bin.binId,
          storeItems: output.map((o) => ({ QRCode: o.QRCode })),
        },
        null,
      );
      return output.map((o) => o.QRCode);
    },
    issueCodes,
  };
}
