import { mastersMessages as m } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "./test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe("Machine/CreateMachine", () => {
  it("keeps the machine code in Warranty and refuses blanks and duplicates", async () => {
    const ok = await t.call("POST", "/api/api/Machine/CreateMachine", {
      MachineName: "Bender",
      Warranty: "MC-1",
    });
    expect(ok.body.ResponseCode).toBe("200");
    const rows = await t.call<Array<{ MachineName: string; Warranty: string }>>(
      "GET",
      "/api/api/Machine/GetMachines",
    );
    expect(rows.body.ResponseData.find((r) => r.MachineName === "Bender")?.Warranty).toBe("MC-1");
    expect(
      (await t.call("POST", "/api/api/Machine/CreateMachine", { MachineName: "", Warranty: "x" })).body
        .ResponseMessage,
    ).toBe(m.machineNameRequired);
    expect(
      (await t.call("POST", "/api/api/Machine/CreateMachine", { MachineName: "x", Warranty: "" })).body
        .ResponseMessage,
    ).toBe(m.machineCodeRequired);
    expect(
      (await t.call("POST", "/api/api/Machine/CreateMachine", { MachineName: "x", Warranty: "mc-1" })).body
        .ResponseMessage,
    ).toBe(m.machineCodeTaken);
  });
});

describe("Machine/updateMachine", () => {
  it("is reached by the spec's spelling", async () => {
    await t.call("POST", "/api/api/Machine/CreateMachine", { MachineName: "Press", Warranty: "MC-2" });
    const rows = await t.call<Array<{ MachineId: number; Warranty: string }>>(
      "GET",
      "/api/api/Machine/GetMachines",
    );
    const res = await t.call("POST", "/api/api/Machine/updateMachine", {
      MachineId: rows.body.ResponseData.find((r) => r.Warranty === "MC-2")?.MachineId,
      MachineName: "Press 2",
      Warranty: "MC-2",
      IsActive: true,
    });
    expect(res.body.ResponseCode).toBe("200");
  });
});

describe("Supplier/CreateSupplier", () => {
  const supplier = (extra: Record<string, unknown> = {}) => ({
    SupplierId: 0,
    SupplierName: "Ravi",
    SupplierCode: "S-1",
    FirmName: "Ravi Ltd",
    Email: "anything",
    MobNo: "123",
    ShippingAddress: "Pune",
    ...extra,
  });
  it("accepts any format but requires every field", async () => {
    expect((await t.call("POST", "/api/api/Supplier/CreateSupplier", supplier())).body.ResponseCode).toBe(
      "200",
    );
    for (const [field, message] of [
      ["SupplierName", m.supplierNameRequired],
      ["SupplierCode", m.supplierCodeRequired],
      ["FirmName", m.firmNameRequired],
      ["Email", m.supplierEmailRequired],
      ["MobNo", m.mobNoRequired],
      ["ShippingAddress", m.shippingAddressRequired],
    ]) {
      const res = await t.call(
        "POST",
        "/api/api/Supplier/CreateSupplier",
        supplier({ SupplierCode: "S-2", [field]: "" }),
      );
      expect(res.body.ResponseMessage).toBe(message);
    }
  });
  it("refuses a code already used", async () => {
    const first = await t.call("POST", "/api/api/Supplier/CreateSupplier", supplier({ SupplierCode: "S-3" }));
    expect(first.body.ResponseCode).toBe("200");
    const res = await t.call("POST", "/api/api/Supplier/CreateSupplier", supplier({ SupplierCode: "s-3" }));
    expect(res.body.ResponseMessage).toBe(m.supplierCodeTaken);
  });
});

describe("Shift/CreateShift", () => {
  it("takes General, A, B or C with 24-hour times", async () => {
    const res = await t.call("POST", "/api/api/Shift/CreateShift", {
      ShiftName: "C",
      StartTime: "22:00",
      EndTime: "06:00",
    });
    expect(res.body.ResponseCode).toBe("200");
    const bad = [
      [{ ShiftName: "D", StartTime: "06:00", EndTime: "14:00" }, m.shiftNameRequired],
      [{ ShiftName: "A", StartTime: "", EndTime: "14:00" }, m.startTimeRequired],
      [{ ShiftName: "A", StartTime: "06:00", EndTime: "24:30" }, m.endTimeRequired],
      [{ ShiftName: "C", StartTime: "06:00", EndTime: "14:00" }, m.shiftNameTaken],
    ] as const;
    for (const [body, message] of bad) {
      expect((await t.call("POST", "/api/api/Shift/CreateShift", body)).body.ResponseMessage).toBe(message);
    }
  });
});

describe("Shift/GetShifts", () => {
  it("needs the shift master's view right", async () => {
    const token = await tokenWithRights(t, "supplier-master", ["view"], "sup@example.com");
    expect((await t.call("POST", "/api/api/Shift/GetShifts", {}, token)).status).toBe(403);
    expect((await t.call("POST", "/api/api/Supplier/GetSuppliers", {}, token)).status).toBe(200);
  });
});
