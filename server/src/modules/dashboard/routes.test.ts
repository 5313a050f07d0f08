import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bins } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(bins).values([
    { rowName: "A", rowNo: 1, colNo: 2, colAddress: "A-02", height: 1, width: 1, length: 1, colStatus: true },
    { rowName: "A", rowNo: 1, colNo: 1, colAddress: "A-01", height: 1, width: 1, length: 1 },
    { rowName: "B", rowNo: 2, colNo: 1, colAddress: "B-01", height: 1, width: 1, length: 1 },
    { rowName: "B", rowNo: 2, colNo: 2, colAddress: "B-02", height: 1, width: 1, length: 1, isActive: false },
  ]);
  await t.call("POST", "/api/api/Warehouse/CreateWarehouse", {
    WarehouseCode: "W",
    WarehouseName: "W",
    Address: "A",
  });
});
afterAll(async () => t.close());

describe("Dashboard/GetDashboardData", () => {
  it("counts active bins, full and empty ones, and warehouses", async () => {
    const res = await t.call("POST", "/api/api/Dashboard/GetDashboardData");
    expect(res.body.ResponseData).toEqual({
      TotalBin: 3,
      TotalBinUse: 1,
      TotalBinEmpty: 2,
      Totalwarehouse: 1,
    });
  });
});

describe("Dashboard/GetBinHeaders", () => {
  it("answers the row names", async () => {
    const res = await t.call("GET", "/api/api/Dashboard/GetBinHeaders");
    expect(res.body.ResponseData).toEqual([{ Header: "A" }, { Header: "B" }]);
  });
});

describe("Dashboard/GetRowData", () => {
  it("answers a row's active bins in column order", async () => {
    const res = await t.call<Array<{ ColAddress: string; ColStatus: boolean }>>(
      "GET",
      "/api/api/Dashboard/GetRowData?RowName=A",
    );
    expect(res.body.ResponseData.map((b) => [b.ColAddress, b.ColStatus])).toEqual([
      ["A-01", false],
      ["A-02", true],
    ]);
  });
});

describe("Dashboard/GetBinDeatails", () => {
  it("answers no packets for a bin holding none", async () => {
    const res = await t.call("GET", "/api/api/Dashboard/GetBinDeatails?BinLocation=A-01");
    expect(res.body).toMatchObject({ ResponseCode: "200", ResponseData: [] });
  });

  it("answers '404' for an unknown or deactivated bin", async () => {
    for (const address of ["Z-99", "B-02"]) {
      const res = await t.call("GET", `/api/api/Dashboard/GetBinDeatails?BinLocation=${address}`);
      expect(res.body).toMatchObject({ ResponseCode: "404", ResponseMessage: "Record not found." });
    }
  });
});
