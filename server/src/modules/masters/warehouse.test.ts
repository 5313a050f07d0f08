import { commonMessages, mastersMessages as m, pageSizeMax } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { warehouses } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "./test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type Row = Record<string, unknown> & { WarehouseId: number; TotalRows: number };
const create = (code: string, extra: Record<string, unknown> = {}) =>
  t.call<{ WarehouseId: number }>("POST", "/api/api/Warehouse/CreateWarehouse", {
    WarehouseId: 0,
    WarehouseCode: code,
    WarehouseName: `Store ${code}`,
    Address: "Pune",
    ...extra,
  });
const list = () => t.call<Row[]>("GET", `/api/api/Warehouse/GetWarehouses?PageSize=${pageSizeMax}`);

describe("Warehouse/CreateWarehouse", () => {
  it("creates an active record with today's created date and no updated date", async () => {
    const res = await create("WH-1");
    expect(res.body.ResponseCode).toBe("200");
    const row = (await list()).body.ResponseData.find(
      (r) => r.WarehouseId === res.body.ResponseData.WarehouseId,
    )!;
    expect(row).toMatchObject({ WarehouseCode: "WH-1", IsActive: true, UpdatedDate: null });
    expect(String(row.CreatedDate).slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it.each([
    ["WarehouseCode", m.warehouseCodeRequired],
    ["WarehouseName", m.warehouseNameRequired],
    ["Address", m.warehouseAddressRequired],
  ])("a blank %s is refused with its message and nothing is saved", async (field, message) => {
    const before = (await t.db.select().from(warehouses)).length;
    const res = await create("WH-BLANK", { [field]: "  " });
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
    expect((await t.db.select().from(warehouses)).length).toBe(before);
  });

  it("a code already used (in any case) is refused with a clear message", async () => {
    await create("WH-DUP");
    const res = await create("wh-dup");
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.warehouseCodeTaken });
  });

  it("two simultaneous creates of one code: exactly one wins, the other gets the same message", async () => {
    const answers = await Promise.all([create("WH-RACE"), create("WH-RACE")]);
    expect(answers.map((a) => a.body.ResponseCode).sort()).toEqual(["200", "400"]);
    expect(answers.find((a) => a.body.ResponseCode === "400")!.body.ResponseMessage).toBe(
      m.warehouseCodeTaken,
    );
  });
});

describe("Warehouse/UpdateWarehouse", () => {
  it("keeps the created date, sets the updated date, and can reactivate", async () => {
    const id = (await create("WH-UPD")).body.ResponseData.WarehouseId;
    await t.call("GET", `/api/api/Warehouse/InActiveRow/${id}`);
    const res = await t.call("POST", "/api/api/Warehouse/UpdateWarehouse", {
      WarehouseId: id,
      WarehouseCode: "WH-UPD",
      WarehouseName: "Renamed",
      Address: "Mumbai",
      IsActive: true,
    });
    expect(res.body.ResponseCode).toBe("200");
    const [row] = await t.db.select().from(warehouses).where(eq(warehouses.warehouseId, id));
    expect(row).toMatchObject({ warehouseName: "Renamed", address: "Mumbai", isActive: true });
    expect(row.updatedDate).not.toBeNull();
  });

  it("may keep its own code but not take another record's", async () => {
    await create("WH-TAKEN");
    const id = (await create("WH-MINE")).body.ResponseData.WarehouseId;
    const body = { WarehouseId: id, WarehouseName: "x", Address: "y", IsActive: true };
    const own = await t.call("POST", "/api/api/Warehouse/UpdateWarehouse", {
      ...body,
      WarehouseCode: "WH-MINE",
    });
    expect(own.body.ResponseCode).toBe("200");
    const other = await t.call("POST", "/api/api/Warehouse/UpdateWarehouse", {
      ...body,
      WarehouseCode: "wh-taken",
    });
    expect(other.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.warehouseCodeTaken });
  });

  it("an unknown id is refused", async () => {
    const res = await t.call("POST", "/api/api/Warehouse/UpdateWarehouse", {
      WarehouseId: 99999,
      WarehouseCode: "WH-NONE",
      WarehouseName: "x",
      Address: "y",
    });
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: commonMessages.notFound });
  });
});

describe("Warehouse/InActiveRow", () => {
  it("soft-deletes: the row stays, inactive", async () => {
    const id = (await create("WH-DEL")).body.ResponseData.WarehouseId;
    const res = await t.call("GET", `/api/api/Warehouse/InActiveRow/${id}`);
    expect(res.body.ResponseCode).toBe("200");
    const row = (await list()).body.ResponseData.find((r) => r.WarehouseId === id)!;
    expect(row.IsActive).toBe(false);
  });
});

describe("Warehouse permissions", () => {
  it("a role with view only may list but gets 403 on create, update and deactivate", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "viewer@example.com");
    expect((await t.call("GET", "/api/api/Warehouse/GetWarehouses", undefined, token)).status).toBe(200);
    const body = { WarehouseId: 0, WarehouseCode: "WH-NO", WarehouseName: "n", Address: "a" };
    expect((await t.call("POST", "/api/api/Warehouse/CreateWarehouse", body, token)).status).toBe(403);
    expect(
      (await t.call("POST", "/api/api/Warehouse/UpdateWarehouse", { ...body, WarehouseId: 1 }, token)).status,
    ).toBe(403);
    expect((await t.call("GET", "/api/api/Warehouse/InActiveRow/1", undefined, token)).status).toBe(403);
  });

  it("a role without the page gets 403 on the list", async () => {
    const token = await tokenWithRights(t, "machine-master", ["view", "add", "edit"], "other@example.com");
    expect((await t.call("GET", "/api/api/Warehouse/GetWarehouses", undefined, token)).status).toBe(403);
  });

  it("a role with add may create", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view", "add"], "adder@example.com");
    const res = await t.call(
      "POST",
      "/api/api/Warehouse/CreateWarehouse",
      { WarehouseId: 0, WarehouseCode: "WH-ADDER", WarehouseName: "n", Address: "a" },
      token,
    );
    expect(res.body.ResponseCode).toBe("200");
  });
});
