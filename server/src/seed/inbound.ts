import { binAddressOf, formatSentDate } from "@wms/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { bins, cartons, mrnLines, packets } from "../db/schema/index.js";
import { importRecords } from "../modules/import/index.js";
import { putAway, qualityCheck } from "../modules/stock/index.js";
import type { SeedContext } from "./context.js";
import { demoCartonNames, demoProductCodes as p, demoSupplierCodes as s } from "./masters.js";

/** Two-level BOMs: FG -> intermediate -> RM. */
export const demoBoms = [
  { parent: p.chair, component: p.frame, qty: 1 },
  { parent: p.chair, component: p.seat, qty: 1 },
  { parent: p.chair, component: p.screws, qty: 8 },
  { parent: p.stool, component: p.frame, qty: 1 },
  { parent: p.stool, component: p.foam, qty: 1 },
  { parent: p.stool, component: p.screws, qty: 4 },
  { parent: p.frame, component: p.steelTube, qty: 2.5 },
  { parent: p.frame, component: p.steelSheet, qty: 1 },
  { parent: p.seat, component: p.fabric, qty: 1.2 },
  { parent: p.seat, component: p.foam, qty: 1 },
] as const;

interface DemoMrn {
  mrnId: number;
  po: string;
  supplier: string;
  daysAgo: number;
  lines: Array<{ code: string; requested: number; received: number; uom: string; pieces: number }>;
}

/** Received, checked and put away: the stock the production orders draw on (a few hundred of each RM). */
export const demoStockedMrns: DemoMrn[] = [
  {
    mrnId: 5001,
    po: "PO-2026-101",
    supplier: s.steel,
    daysAgo: 6,
    lines: [
      { code: p.steelTube, requested: 300, received: 300, uom: "MTR", pieces: 50 },
      { code: p.steelSheet, requested: 200, received: 200, uom: "KG", pieces: 50 },
    ],
  },
  {
    mrnId: 5002,
    po: "PO-2026-102",
    supplier: s.textiles,
    daysAgo: 5,
    lines: [{ code: p.fabric, requested: 200, received: 200, uom: "MTR", pieces: 40 }],
  },
  {
    mrnId: 5003,
    po: "PO-2026-103",
    supplier: s.foam,
    daysAgo: 4,
    lines: [{ code: p.foam, requested: 200, received: 200, uom: "NOS", pieces: 50 }],
  },
  {
    mrnId: 5004,
    po: "PO-2026-104",
    supplier: s.fasteners,
    daysAgo: 3,
    lines: [{ code: p.screws, requested: 600, received: 600, uom: "NOS", pieces: 200 }],
  },
];

/** Checked but not yet put away: its packets wait for a bin (the material inward screen's demo). */
export const demoPackedMrn: DemoMrn = {
  mrnId: 5005,
  po: "PO-2026-105",
  supplier: s.steel,
  daysAgo: 2,
  lines: [{ code: p.steelTube, requested: 100, received: 100, uom: "MTR", pieces: 25 }],
};

/** Awaiting quality check (one of them partially received). */
export const demoPendingMrns: DemoMrn[] = [
  {
    mrnId: 5006,
    po: "PO-2026-106",
    supplier: s.textiles,
    daysAgo: 1,
    lines: [{ code: p.fabric, requested: 150, received: 120, uom: "MTR", pieces: 0 }],
  },
  {
    mrnId: 5007,
    po: "PO-2026-107",
    supplier: s.fasteners,
    daysAgo: 0,
    lines: [
      { code: p.screws, requested: 400, received: 400, uom: "NOS", pieces: 0 },
      { code: p.steelSheet, requested: 50, received: 50, uom: "KG", pieces: 0 },
    ],
  },
];

const day = 24 * 60 * 60 * 1000;

/** BOMs, MRNs and stock, made through the import, quality-check and put-away services. */
export async function seedDemoInbound(db: Db, ctx: SeedContext) {
  const userId = ctx.adminUserId;
  // The seed signs in nowhere: no address.
  const by = { userId, address: "" };
  await importRecords(
    db,
    "Boms",
    demoBoms.map((b) => ({
      ParentProductCode: b.parent,
      ComponentProductCode: b.component,
      Quantity: b.qty,
    })),
    by,
  );
  const all = [...demoStockedMrns, demoPackedMrn, ...demoPendingMrns];
  await importRecords(
    db,
    "Mrns",
    all.flatMap((m) =>
      m.lines.map((l) => ({
        MRNID: m.mrnId,
        PONumber: m.po,
        SupplierCode: m.supplier,
        Type: "Purchase",
        MRNDate: formatSentDate(new Date(Date.now() - m.daysAgo * day)),
        ProductCode: l.code,
        RequestedQty: l.requested,
        ReceivedQty: l.received,
        UOM: l.uom,
      })),
    ),
    by,
  );

  const [carton] = await db
    .select({ id: cartons.cartonId })
    .from(cartons)
    .where(eq(cartons.cartonName, demoCartonNames.medium));
  const binsByAddress = new Map(
    (await db.select({ id: bins.binId, address: bins.colAddress }).from(bins)).map((b) => [b.address, b.id]),
  );
  let nextBin = 1;
  for (const mrn of [...demoStockedMrns, demoPackedMrn]) {
    const lines = await db
      .select({ id: mrnLines.mrnLineId, received: mrnLines.receivedQty })
      .from(mrnLines)
      .where(eq(mrnLines.mrnId, mrn.mrnId))
      .orderBy(asc(mrnLines.mrnLineId));
    await qualityCheck(
      db,
      lines.map((l, i) => ({
        MRNID: mrn.mrnId,
        MrnLineId: l.id,
        ApprovedQty: Number(l.received),
        PiecesPerPacket: mrn.lines[i].pieces,
        RejectedRemark: "",
        CartonId: carton?.id ?? null,
      })),
      userId,
    );
    if (mrn === demoPackedMrn) continue;
    for (const line of lines) {
      const codes = await db
        .select({ QRCode: packets.qrCode })
        .from(packets)
        .where(and(eq(packets.mrnLineId, line.id), eq(packets.status, "Packed")));
      const binId = binsByAddress.get(binAddressOf("A", nextBin++));
      if (!binId) continue;
      await putAway(db, { MRNID: mrn.mrnId, BinId: binId, storeItems: codes }, userId);
    }
  }
}
