import { type OnHandPacketsRequest, onHandStatuses, stockOnHandMessages } from "@wms/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { plantWithStock } from "../production/issue-fixture.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makePlant } from "../stock/plant.test-support.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ stockCheckMinutes: 0 });
});
afterAll(() => t.close());

type Totals = {
  PackedQty: number;
  AvailableQty: number;
  OnHoldQty: number;
  RejectedQty: number;
  Packets: number;
};
const none = (): Totals => ({ PackedQty: 0, AvailableQty: 0, OnHoldQty: 0, RejectedQty: 0, Packets: 0 });

/** What the test itself did, per product code: the oracle the server's answers are held to. */
class Oracle {
  readonly byProduct = new Map<string, Totals>();
  of(code: string) {
    const totals = this.byProduct.get(code) ?? none();
    this.byProduct.set(code, totals);
    return totals;
  }
  received(code: string, qty: number, count: number, putAway: boolean) {
    const o = this.of(code);
    if (putAway) o.AvailableQty += qty * count;
    else o.PackedQty += qty * count;
    o.Packets += count;
  }
  /** Packets issued whole, and one split: its issued part leaves, its rest stays as a new packet. */
  issued(code: string, qty: number, packetsLeft: number) {
    const o = this.of(code);
    o.AvailableQty -= qty;
    o.Packets -= packetsLeft;
  }
}

type ProductRow = Totals & {
  ProductCode: string;
  ProductName: string;
  ProductTypeName: string;
  UOM: string;
  TotalQty: number;
  OldestInwardDate: string | null;
  AgeDays: number | null;
  TotalRows?: number;
};

const list = <Row>(action: string, body: object) =>
  t.call<Row[]>("POST", `/api/api/StockOnHand/${action}`, { PageNo: 1, First: 1, PageSize: 20, ...body });

/** Every packet's state and quantity as the ledger replays them, summed per product over the states in stock. */
async function ledgerOnHand(): Promise<Map<number, Totals>> {
  const result = await t.db.execute<{ product_id: number; status: string; qty: string; packets: number }>(sql`
    with replay as (
      select packet_id, min(product_id) as product_id,
        coalesce(sum(qty) filter (where from_status is null), 0) - coalesce(sum(qty) filter (where to_status is null), 0) as qty,
        (array_agg(to_status order by ledger_id desc) filter (where to_status is not null))[1] as status
      from stock_ledger group by packet_id)
    select product_id, status, sum(qty)::text as qty, count(*)::int as packets from replay
    where status in ('Packed', 'InBin', 'OnHold', 'Rejected') group by product_id, status`);
  const totals = new Map<number, Totals>();
  const field = {
    Packed: "PackedQty",
    InBin: "AvailableQty",
    OnHold: "OnHoldQty",
    Rejected: "RejectedQty",
  } as const;
  for (const r of (
    result as unknown as { rows: Array<{ product_id: number; status: string; qty: string; packets: number }> }
  ).rows) {
    const o = totals.get(r.product_id) ?? none();
    o[field[r.status as keyof typeof field]] += Number(r.qty);
    o.Packets += r.packets;
    totals.set(r.product_id, o);
  }
  return totals;
}

/** A plant tagged `tag`: RM1 in two bins and waiting for one, RM2 in a bin; one FG unit issued (2.5 RM1, 1 RM2). */
async function stockedPlant(tag: string, oracle: Oracle) {
  const plant = await plantWithStock(t.db, tag);
  const binA = await plant.bin();
  const binB = await plant.bin();
  const rm1 = await plant.packetsInBin(plant.rm1.productId, plant.s1.supplierId, "2", binA.binId, 3);
  oracle.received(plant.rm1.productCd, 2, 3, true);
  await plant.packetsInBin(plant.rm1.productId, plant.s2.supplierId, "1.5", null, 2);
  oracle.received(plant.rm1.productCd, 1.5, 2, false);
  const rm2 = await plant.packetsInBin(plant.rm2.productId, plant.s1.supplierId, "4", binB.binId, 2);
  oracle.received(plant.rm2.productCd, 4, 2, true);
  const order = await plant.order(`OH${tag}`, plant.fg.productId, 1);
  const raised = await t.call<{ RequisitionNo: string }>(
    "POST",
    "/api/api/RaiseRequisition/CreateRaiseRequisition",
    {
      OrderNO: order.orderNo,
      Qty: 1,
    },
  );
  const issued = await t.call("POST", "/api/api/StoreRequisitionIssue/IssueRMStore", {
    RequisitionNo: raised.body.ResponseData.RequisitionNo,
    storeItems: [rm1[0].qrCode, rm1[1].qrCode, rm2[0].qrCode].map((QRCode) => ({ QRCode })),
  });
  expect(issued.body.ResponseCode).toBe("200");
  // RM1: one packet of 2 whole, the next split (0.5 issued, 1.5 left as a new packet); RM2: split (1 issued, 3 left).
  oracle.issued(plant.rm1.productCd, 2.5, 1);
  oracle.issued(plant.rm2.productCd, 1, 0);
  return { plant, binA, binB, rm1, rm2, requisitionNo: raised.body.ResponseData.RequisitionNo };
}

describe("StockOnHand/GetByProduct", () => {
  const oracle = new Oracle();
  let s: Awaited<ReturnType<typeof stockedPlant>>;
  // Found by its tag alone: its products in stock are RM1Q and RM2Q, whatever plants the other tests made.
  const tag = "Q";
  beforeAll(async () => {
    s = await stockedPlant(tag, oracle);
  });

  it("totals per product equal the oracle of what was received, put away and issued, and the ledger's replay", async () => {
    const res = await list<ProductRow>("GetByProduct", {
      SearchValue: tag,
      SortColumn: "ProductCode",
      SortOrder: "ASC",
    });
    expect(res.body.ResponseCode).toBe("200");
    const rows = res.body.ResponseData;
    expect(rows.map((r) => r.ProductCode)).toEqual([s.plant.rm1.productCd, s.plant.rm2.productCd]);
    const ledger = await ledgerOnHand();
    for (const row of rows) {
      const expected = oracle.of(row.ProductCode);
      expect(row).toMatchObject({
        ...expected,
        TotalQty: expected.PackedQty + expected.AvailableQty + expected.OnHoldQty + expected.RejectedQty,
        ProductTypeName: expect.any(String),
        UOM: "NOS",
        AgeDays: 0,
        TotalRows: 2,
      });
      expect(row.OldestInwardDate).not.toBeNull();
      const productId =
        row.ProductCode === s.plant.rm1.productCd ? s.plant.rm1.productId : s.plant.rm2.productId;
      expect(ledger.get(productId)).toEqual(expected);
    }
    expect(await stockProblems(t.db)).toEqual([]);
  });

  it("pages, searches and sorts on the server by an allowed column; an unknown column sorts by product code", async () => {
    const byTotal = await list<ProductRow>("GetByProduct", {
      SearchValue: tag,
      SortColumn: "TotalQty",
      SortOrder: "DESC",
      PageSize: 1,
      First: 2,
      PageNo: 2,
    });
    const [second] = byTotal.body.ResponseData;
    const totals = [...oracle.byProduct.entries()].map(([code, o]) => ({
      code,
      total: o.PackedQty + o.AvailableQty,
    }));
    totals.sort((a, b) => b.total - a.total);
    expect(second.ProductCode).toBe(totals[1].code);
    expect(second.TotalRows).toBe(2);
    const unknown = await list<ProductRow>("GetByProduct", {
      SearchValue: tag,
      SortColumn: "packets; drop table packets",
      SortOrder: "DESC",
    });
    expect(unknown.body.ResponseData.map((r) => r.ProductCode)).toEqual([
      s.plant.rm2.productCd,
      s.plant.rm1.productCd,
    ]);
    const nothing = await list<ProductRow>("GetByProduct", { SearchValue: "no such product" });
    expect(nothing.body.ResponseData).toEqual([]);
  });

  it("leaves out products with nothing in stock (the FG was never received)", async () => {
    const res = await list<ProductRow>("GetByProduct", { SearchValue: s.plant.fg.productCd });
    expect(res.body.ResponseData).toEqual([]);
  });

  it("streams every row without TotalRows for PageSize -1 (the CSV export)", async () => {
    const res = await list<ProductRow>("GetByProduct", { SearchValue: tag, PageSize: -1, SortOrder: "ASC" });
    expect(res.body.ResponseCode).toBe("200");
    expect(res.body.ResponseData.map((r) => r.ProductCode)).toEqual([
      s.plant.rm1.productCd,
      s.plant.rm2.productCd,
    ]);
    expect(res.body.ResponseData.every((r) => r.TotalRows === undefined)).toBe(true);
  });
});

type BinRow = {
  BinId: number;
  ColAddress: string;
  ProductCodes: string;
  Qty: number;
  Packets: number;
  TotalRows?: number;
};

describe("StockOnHand/GetByBin", () => {
  let s: Awaited<ReturnType<typeof stockedPlant>>;
  beforeAll(async () => {
    s = await stockedPlant("B", new Oracle());
  });

  it("answers the bins holding stock, each with its products, qty and packets, searched by product code", async () => {
    const res = await list<BinRow>("GetByBin", { SearchValue: s.plant.rm1.productCd, SortOrder: "ASC" });
    expect(res.body.ResponseData).toEqual([
      expect.objectContaining({
        BinId: s.binA.binId,
        ColAddress: s.binA.colAddress,
        ProductCodes: s.plant.rm1.productCd,
        Qty: 6 - 2.5,
        Packets: 2,
        TotalRows: 1,
      }),
    ]);
    const byAddress = await list<BinRow>("GetByBin", { SearchValue: s.binB.colAddress });
    expect(byAddress.body.ResponseData).toEqual([
      expect.objectContaining({ ProductCodes: s.plant.rm2.productCd, Qty: 7, Packets: 2 }),
    ]);
  });

  it("pages by address both ways, and streams every bin for PageSize -1", async () => {
    const asc = await list<BinRow>("GetByBin", { SortColumn: "ColAddress", SortOrder: "ASC", PageSize: 100 });
    const addresses = asc.body.ResponseData.map((r) => r.ColAddress);
    expect(addresses).toEqual([...addresses].sort());
    const total = asc.body.ResponseData[0].TotalRows!;
    expect(total).toBe(addresses.length);
    const lastPage = await list<BinRow>("GetByBin", {
      SortColumn: "ColAddress",
      SortOrder: "DESC",
      PageSize: 1,
    });
    expect(lastPage.body.ResponseData.map((r) => r.ColAddress)).toEqual([addresses[addresses.length - 1]]);
    const all = await list<BinRow>("GetByBin", { PageSize: -1, SortOrder: "ASC" });
    expect(all.body.ResponseData.map((r) => r.ColAddress)).toEqual(addresses);
  });
});

type LotRow = {
  MRNID: number | null;
  SupplierCode: string;
  RequisitionNo: string | null;
  ProductCode: string;
  TotalQty: number;
  AvailableQty: number;
  PackedQty: number;
  Packets: number;
  InwardDate: string | null;
  TotalRows?: number;
};

describe("StockOnHand/GetByLot", () => {
  it("answers MRN lots with their supplier and lots a requisition produced, by state, newest first", async () => {
    const s = await stockedPlant("L", new Oracle());
    const res = await list<LotRow>("GetByLot", { SearchValue: s.plant.rm1.productCd, SortOrder: "DESC" });
    const rows = res.body.ResponseData;
    expect(rows).toEqual([
      // waiting for put-away: no inward date yet, so newest
      expect.objectContaining({
        MRNID: expect.any(Number),
        SupplierCode: s.plant.s2.supplierCode,
        RequisitionNo: null,
        PackedQty: 3,
        AvailableQty: 0,
        Packets: 2,
        InwardDate: null,
        TotalRows: 2,
      }),
      expect.objectContaining({
        MRNID: s.rm1[0].mrnId,
        SupplierCode: s.plant.s1.supplierCode,
        AvailableQty: 3.5,
        TotalQty: 3.5,
        Packets: 2,
      }),
    ]);
    expect(rows[1].InwardDate).not.toBeNull();
    const byMrn = await list<LotRow>("GetByLot", { SearchValue: String(s.rm1[0].mrnId) });
    expect(byMrn.body.ResponseData.map((r) => r.MRNID)).toContain(s.rm1[0].mrnId);

    const plant = await makePlant(t.db);
    // A part job's output through Production Receipt (an FG job's enters stock at Final Production).
    const part = await plant.product("OHFG-LOT", 2);
    const { requisitionNo } = await plant.requisition(part, 2);
    await plant.receiveOutput(requisitionNo, 2, 1);
    const produced = await list<LotRow>("GetByLot", { SearchValue: requisitionNo });
    expect(produced.body.ResponseData).toEqual([
      expect.objectContaining({
        MRNID: null,
        SupplierCode: "",
        RequisitionNo: requisitionNo,
        ProductCode: "OHFG-LOT",
        AvailableQty: 2,
        Packets: 2,
        TotalRows: 1,
      }),
    ]);
    const all = await list<LotRow>("GetByLot", { PageSize: -1, SortOrder: "ASC" });
    const paged = await list<LotRow>("GetByLot", { PageSize: 100, SortOrder: "ASC" });
    expect(all.body.ResponseData.length).toBe(paged.body.ResponseData[0].TotalRows);
  });
});

type PacketRow = {
  QRCode: string;
  Qty: number;
  Status: string;
  ColAddress: string | null;
  TotalRows?: number;
};

describe("StockOnHand/GetPackets", () => {
  let s: Awaited<ReturnType<typeof stockedPlant>>;
  beforeAll(async () => {
    s = await stockedPlant("D", new Oracle());
  });
  const packetsOf = (body: Partial<OnHandPacketsRequest>) => list<PacketRow>("GetPackets", body);

  it("drills to a product's packets in stock, their sum the product's total", async () => {
    const res = await packetsOf({ ProductId: s.plant.rm1.productId, SortColumn: "Qty", SortOrder: "ASC" });
    const rows = res.body.ResponseData;
    expect(rows.map((r) => r.Qty)).toEqual([1.5, 1.5, 1.5, 2]);
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(["Packed", "InBin"]));
    expect(rows.every((r) => (onHandStatuses as readonly string[]).includes(r.Status))).toBe(true);
    const [product] = (await list<ProductRow>("GetByProduct", { SearchValue: s.plant.rm1.productCd })).body
      .ResponseData;
    expect(rows.reduce((sum, r) => sum + r.Qty, 0)).toBe(product.TotalQty);
    expect(rows[0].TotalRows).toBe(product.Packets);
  });

  it("drills to a bin's and a lot's packets, searched by QR code", async () => {
    const inBin = await packetsOf({ BinId: s.binB.binId });
    expect(inBin.body.ResponseData.map((r) => r.Qty).sort()).toEqual([3, 4]);
    const [lot] = await t.db
      .execute<{ mrn_line_id: number }>(
        sql`select mrn_line_id from packets where qr_code = ${s.rm1[2].qrCode}`,
      )
      .then((r) => (r as unknown as { rows: Array<{ mrn_line_id: number }> }).rows);
    const ofLot = await packetsOf({ MRNLineId: lot.mrn_line_id, SearchValue: s.rm1[2].qrCode });
    expect(ofLot.body.ResponseData.map((r) => r.QRCode)).toEqual([s.rm1[2].qrCode]);
  });

  it("asks for exactly one of a product, a bin or a lot", async () => {
    for (const body of [{}, { ProductId: s.plant.rm1.productId, BinId: s.binA.binId }]) {
      const res = await packetsOf(body);
      expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: stockOnHandMessages.oneFilter });
    }
  });
});
