import { count, eq, getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";
import { allRowsOf, countedTables } from "./row-counts.js";
import { bins, mrns, products, suppliers, tableRowCounts } from "./schema/index.js";
import { inTransaction } from "./transaction.js";

let t: TestApp;
const counted = [mrns, products, bins];

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rowsCounted = async (table: (typeof counted)[number]) =>
  (await t.db.select({ n: count() }).from(table))[0].n;

async function expectKeptCountsExact() {
  for (const table of counted) expect(await allRowsOf(t.db, table)).toBe(await rowsCounted(table));
}

describe("kept row counts", () => {
  it("cover exactly the tables migration 0022 keeps a count of", async () => {
    const kept = await t.db.select({ name: tableRowCounts.tableName }).from(tableRowCounts);
    expect(new Set(kept.map((k) => k.name))).toEqual(countedTables);
    expect(new Set(counted.map((c) => getTableName(c)))).toEqual(countedTables);
  });

  it("follow rows written by a screen and by an import, in one statement or many", async () => {
    await t.db.insert(suppliers).values({
      supplierName: "Counted",
      supplierCode: "SUP-CNT",
      firmName: "Counted",
      mobNo: "9000000000",
      email: "cnt@example.com",
      shippingAddress: "Road",
    });
    const products3 = await t.call("POST", "/api/api/Import/Products", [
      { ProductCode: "CNT-1", ProductDescription: "One", ProductTypeId: 3, UOM: "NOS" },
      { ProductCode: "CNT-2", ProductDescription: "Two", ProductTypeId: 3, UOM: "NOS" },
      { ProductCode: "CNT-3", ProductDescription: "Three", ProductTypeId: 3, UOM: "NOS" },
    ]);
    expect(products3.body.ResponseCode).toBe("200");
    const mrnRows = await t.call(
      "POST",
      "/api/api/Import/Mrns",
      [801, 802].map((MRNID) => ({
        MRNID,
        PONumber: `PO-${MRNID}`,
        SupplierCode: "SUP-CNT",
        Type: "Purchase",
        MRNDate: "11/20/2026",
        ProductCode: "CNT-1",
        RequestedQty: 5,
        ReceivedQty: 5,
        UOM: "NOS",
      })),
    );
    expect(mrnRows.body.ResponseCode).toBe("200");
    for (const address of ["C-01", "C-02"]) {
      const res = await t.call("POST", "/api/api/BinMaster/CreateBin", {
        BinId: 0,
        RowName: "C",
        RowNo: 1,
        ColNo: Number(address.slice(2)),
        ColAddress: address,
        Height: 10,
        Width: 10,
        Length: 10,
      });
      expect(res.body.ResponseCode).toBe("200");
    }
    expect(await allRowsOf(t.db, products)).toBe(3);
    expect(await allRowsOf(t.db, mrns)).toBe(2);
    expect(await allRowsOf(t.db, bins)).toBe(2);
    await expectKeptCountsExact();
  });

  it("count none of a write that rolled back, and follow deletes", async () => {
    const before = await allRowsOf(t.db, bins);
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx
          .insert(bins)
          .values({ rowName: "D", rowNo: 1, colNo: 1, colAddress: "D-01", height: 1, width: 1, length: 1 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await allRowsOf(t.db, bins)).toBe(before);
    await t.db.delete(bins).where(eq(bins.colAddress, "C-02"));
    expect(await allRowsOf(t.db, bins)).toBe(before - 1);
    await expectKeptCountsExact();
  });

  it("are the unsearched list's TotalRows, and a search counts its matches", async () => {
    const list = (SearchValue: string) =>
      t.call<Array<{ TotalRows: number }>>("POST", "/api/api/Product/GetProducts", {
        First: 1,
        PageSize: 5,
        SearchValue,
      });
    expect((await list("")).body.ResponseData[0].TotalRows).toBe(await rowsCounted(products));
    expect((await list("CNT-2")).body.ResponseData.map((r) => r.TotalRows)).toEqual([1]);
    const mrnList = await t.call<Array<{ TotalRows: number }>>(
      "POST",
      "/api/api/PurchaseOrder/GetAllPoDetails",
      {
        First: 1,
        PageSize: 5,
      },
    );
    expect(mrnList.body.ResponseData[0].TotalRows).toBe(await rowsCounted(mrns));
  });
});
