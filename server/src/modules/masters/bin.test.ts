import { inwardBinsLimit, mastersMessages as m } from "@wms/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "./test-support.js";

let t: TestApp;
type Row = {
  BinId: number;
  ColAddress: string;
  RowNo: number;
  Volume: number;
  IsActive: boolean;
  TotalRows: number;
};

const bin = (address: string, extra: Record<string, unknown> = {}) => ({
  BinId: 0,
  RowName: address[0],
  RowNo: 1,
  ColNo: Number(address.slice(2)),
  ColAddress: address,
  Height: 100,
  Width: 50,
  Length: 200,
  ...extra,
});
const getBins = (q: Record<string, unknown>) => t.call<Row[]>("POST", "/api/api/BinMaster/getBins", q);

/** Bins K-01 to K-12, the file's fixture. */
async function makeBins(app: TestApp) {
  for (let i = 1; i <= 12; i++) {
    const res = await app.call(
      "POST",
      "/api/api/BinMaster/CreateBin",
      bin(`K-${String(i).padStart(2, "0")}`),
    );
    if (res.body.ResponseCode !== "200") throw new Error(res.body.ResponseMessage);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  await makeBins(t);
});
afterAll(async () => t.close());

describe("BinMaster/getBins", () => {
  it("pages in SQL: 5 rows, each carrying the total, First = offset + 1", async () => {
    const page1 = await getBins({ First: 1, PageSize: 5, SortColumn: "ColAddress", SortOrder: "ASC" });
    expect(page1.body.ResponseData.map((r) => r.ColAddress)).toEqual([
      "K-01",
      "K-02",
      "K-03",
      "K-04",
      "K-05",
    ]);
    expect(page1.body.ResponseData.every((r) => r.TotalRows === 12)).toBe(true);
    const page3 = await getBins({ First: 11, PageSize: 5, SortColumn: "ColAddress", SortOrder: "ASC" });
    expect(page3.body.ResponseData.map((r) => r.ColAddress)).toEqual(["K-11", "K-12"]);
  });

  it("sorts descending and ignores unknown sort columns", async () => {
    const desc = await getBins({ First: 1, PageSize: 3, SortColumn: "ColAddress", SortOrder: "DESC" });
    expect(desc.body.ResponseData.map((r) => r.ColAddress)).toEqual(["K-12", "K-11", "K-10"]);
    const unknown = await getBins({ First: 1, PageSize: 3, SortColumn: "password_hash; drop table bins" });
    expect(unknown.body.ResponseCode).toBe("200");
  });

  it("searches across columns, totals follow the search, % is literal", async () => {
    const res = await getBins({ First: 1, PageSize: 5, SearchValue: "k-1" });
    expect(res.body.ResponseData.map((r) => r.ColAddress).sort()).toEqual(["K-10", "K-11", "K-12"]);
    expect(res.body.ResponseData[0].TotalRows).toBe(3);
    expect((await getBins({ SearchValue: "%" })).body.ResponseData).toEqual([]);
  });

  it("search indexes take each saved row into their trees at once: no pending list every search reads whole", async () => {
    const indexes = (await t.db.execute(
      sql`select relname, reloptions from pg_class
          where relname in ('bins_search_trgm', 'products_search_trgm', 'mrns_search_trgm') order by relname`,
    )) as unknown as { rows: Array<{ relname: string; reloptions: string[] | null }> };
    expect(indexes.rows.map((i) => [i.relname, i.reloptions])).toEqual([
      ["bins_search_trgm", ["fastupdate=off"]],
      ["mrns_search_trgm", ["fastupdate=off"]],
      ["products_search_trgm", ["fastupdate=off"]],
    ]);
  });

  it("answers the volume in m^3", async () => {
    const res = await getBins({ First: 1, PageSize: 1 });
    expect(res.body.ResponseData[0].Volume).toBe(1);
  });
});

describe("BinMaster/CreateBin", () => {
  it.each([
    [{ Height: "" }, m.heightRequired],
    [{ Width: null }, m.widthRequired],
    [{ Length: "12a" }, m.onlyNumber],
    [{ RowNo: 0 }, m.rowNoRequired],
    [{ RowNo: "x" }, m.onlyNumber],
  ])("refuses %o with the spec's message", async (extra, message) => {
    const res = await t.call("POST", "/api/api/BinMaster/CreateBin", bin("Z-01", extra));
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
  });

  it("a location already used is refused", async () => {
    const res = await t.call("POST", "/api/api/BinMaster/CreateBin", bin("k-01"));
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.colAddressTaken });
  });
});

describe("BinMaster/BinUpdate", () => {
  it("updates the bin with that id", async () => {
    const id = (await getBins({ SearchValue: "K-02" })).body.ResponseData[0].BinId;
    const res = await t.call("POST", "/api/api/BinMaster/BinUpdate", bin("K-02", { BinId: id, Height: 10 }));
    expect(res.body.ResponseCode).toBe("200");
    expect((await getBins({ SearchValue: "K-02" })).body.ResponseData[0].Volume).toBe(0.1);
  });
});

describe("BinMaster/InActiveRow", () => {
  it("sets the flag both ways", async () => {
    const id = (await getBins({ SearchValue: "K-03" })).body.ResponseData[0].BinId;
    await t.call("GET", `/api/api/BinMaster/InActiveRow/${id}/false`);
    expect((await getBins({ SearchValue: "K-03" })).body.ResponseData[0].IsActive).toBe(false);
    await t.call("GET", `/api/api/BinMaster/InActiveRow/${id}/true`);
    expect((await getBins({ SearchValue: "K-03" })).body.ResponseData[0].IsActive).toBe(true);
  });

  it("needs the edit right", async () => {
    const token = await tokenWithRights(t, "bin-master", ["view", "add"], "binadd@example.com");
    expect((await t.call("GET", "/api/api/BinMaster/InActiveRow/1/false", undefined, token)).status).toBe(
      403,
    );
  });
});

describe("BinMaster/GetBinDDl", () => {
  it("lists active bins to a role with Material Inward (a screen choosing bins), and to no other page's", async () => {
    const token = await tokenWithRights(t, "raw-material-inward", ["view"], "ddl@example.com");
    const res = await t.call<Row[]>("GET", "/api/api/BinMaster/GetBinDDl", undefined, token);
    expect(res.body.ResponseData.length).toBe(12);
    const other = await tokenWithRights(t, "dashboard", ["view"], "ddl-no@example.com");
    expect((await t.call("GET", "/api/api/BinMaster/GetBinDDl", undefined, other)).status).toBe(403);
  });

  it("answers a bounded run of bins: from RowName on, by row and column, at most inwardBinsLimit", async () => {
    // A database of its own: the other tests count the file's twelve bins, and this one adds more.
    const own = await startTestApp();
    try {
      await makeBins(own);
      const more = await own.call("POST", "/api/api/BinMaster/CreateBin", bin("M-01"));
      expect(more.body.ResponseCode).toBe("200");
      for (const call of ["GetBinDDl", "getAllBindata"]) {
        const fromM = await own.call<Row[]>("GET", `/api/api/BinMaster/${call}?RowName=M`);
        expect(fromM.body.ResponseData.map((b) => b.ColAddress)).toEqual(["M-01"]);
        const all = await own.call<Row[]>("GET", `/api/api/BinMaster/${call}`);
        expect(all.body.ResponseData.map((b) => b.ColAddress).slice(-2)).toEqual(["K-12", "M-01"]);
      }
      await own.db.insert(bins).values(
        Array.from({ length: inwardBinsLimit }, (_, i) => ({
          rowName: "N",
          rowNo: 1,
          colNo: i + 1,
          colAddress: `N-${i + 1}`,
          height: 10,
          width: 10,
          length: 10,
        })),
      );
      const bounded = await own.call<Row[]>("GET", "/api/api/BinMaster/GetBinDDl");
      expect(bounded.body.ResponseData).toHaveLength(inwardBinsLimit);
      expect(bounded.body.ResponseData.at(-1)?.ColAddress).toBe(`N-${inwardBinsLimit - 13}`);
    } finally {
      await own.close();
    }
  });
});
