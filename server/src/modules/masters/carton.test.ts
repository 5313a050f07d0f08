import { mastersMessages as m } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type Row = { CartonId: number; CartonName: string; Height: number; Volume: number; IsActive: boolean };
const carton = (name: string, extra: Record<string, unknown> = {}) => ({
  CartonId: 0,
  CartonName: name,
  Height: 10,
  Width: 20,
  Length: 50,
  ...extra,
});

describe("CartonMaster/CreateCarton", () => {
  it("creates with id 0 and updates with an id above 0", async () => {
    const created = await t.call<{ CartonId: number }>(
      "POST",
      "/api/api/CartonMaster/CreateCarton",
      carton("Box S"),
    );
    const id = created.body.ResponseData.CartonId;
    const updated = await t.call(
      "POST",
      "/api/api/CartonMaster/CreateCarton",
      carton("Box S", { CartonId: id, Height: 20 }),
    );
    expect(updated.body.ResponseCode).toBe("200");
    const rows = (await t.call<Row[]>("POST", "/api/api/CartonMaster/getCartons", { PageSize: 5 })).body
      .ResponseData;
    expect(rows.filter((r) => r.CartonName === "Box S")).toEqual([
      expect.objectContaining({ CartonName: "Box S", Height: 20, Volume: 0.02 }),
    ]);
  });

  it("refuses a blank name and a duplicate name", async () => {
    const blank = await t.call("POST", "/api/api/CartonMaster/CreateCarton", carton(" "));
    expect(blank.body.ResponseMessage).toBe(m.cartonNameRequired);
    const first = await t.call("POST", "/api/api/CartonMaster/CreateCarton", carton("Box M"));
    expect(first.body.ResponseCode).toBe("200");
    const dup = await t.call("POST", "/api/api/CartonMaster/CreateCarton", carton("box m"));
    expect(dup.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.cartonNameTaken });
  });
});

describe("CartonMaster/InActiveRow", () => {
  it("hides an inactive carton from the drop-down", async () => {
    await t.call("POST", "/api/api/CartonMaster/CreateCarton", carton("Box XL"));
    const id = (
      await t.call<{ CartonId: number }>("POST", "/api/api/CartonMaster/CreateCarton", carton("Box L"))
    ).body.ResponseData.CartonId;
    await t.call("GET", `/api/api/CartonMaster/InActiveRow/${id}/false`);
    const ddl = await t.call<Row[]>("GET", "/api/api/CartonMaster/GetCartonDDl");
    const names = ddl.body.ResponseData.map((c) => c.CartonName);
    expect(names).toContain("Box XL");
    expect(names).not.toContain("Box L");
  });
});
