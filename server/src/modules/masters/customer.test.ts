import { type AuditChangeRow, type CustomerRequest, mastersMessages as m } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "./test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const customer = (extra: Partial<CustomerRequest> = {}): CustomerRequest => ({
  CustomerId: 0,
  CustomerCode: "C-100",
  CustomerName: "Shree Auto Components",
  Address: "Plot 12, MIDC Bhosari, Pune",
  GSTNumber: "27AAPFU0939F1ZV",
  ContactPerson: "Anil Patil",
  MobileNo: "020-27120000",
  Email: "purchase@shreeauto.example",
  ...extra,
});

interface CustomerListRow {
  CustomerId: number;
  CustomerCode: string;
  CustomerName: string;
  GSTNumber: string;
  MobileNo: string;
  IsActive: boolean;
  TotalRows: number;
}

const create = (body: CustomerRequest, token?: string) =>
  t.call<{ CustomerId: number }>("POST", "/api/api/Customer/CreateCustomer", body, token);
const list = (body: Record<string, unknown>, token?: string) =>
  t.call<CustomerListRow[]>("POST", "/api/api/Customer/GetCustomers", body, token);

describe("Customer/CreateCustomer", () => {
  it("saves a customer exactly as typed, GSTIN and contact included", async () => {
    const res = await create(customer());
    expect(res.body.ResponseCode).toBe("200");
    const rows = (await list({ SearchValue: "C-100" })).body.ResponseData;
    expect(rows).toEqual([
      expect.objectContaining({
        CustomerId: res.body.ResponseData.CustomerId,
        CustomerCode: "C-100",
        GSTNumber: "27AAPFU0939F1ZV",
        MobileNo: "020-27120000",
        IsActive: true,
      }),
    ]);
  });

  it("takes an unregistered buyer with no GST number", async () => {
    expect((await create(customer({ CustomerCode: "C-101", GSTNumber: "" }))).body.ResponseCode).toBe("200");
  });

  it("refuses a blank code, name or address, each with its own message", async () => {
    for (const [field, message] of [
      ["CustomerCode", m.customerCodeRequired],
      ["CustomerName", m.customerNameRequired],
      ["Address", m.customerAddressRequired],
    ] as const) {
      const res = await create(customer({ CustomerCode: "C-102", [field]: " " }));
      expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: message });
    }
    expect((await list({ SearchValue: "C-102" })).body.ResponseData).toEqual([]);
  });

  it("refuses a code already used, in any case", async () => {
    expect((await create(customer({ CustomerCode: "C-105" }))).body.ResponseCode).toBe("200");
    const res = await create(customer({ CustomerCode: "c-105" }));
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.customerCodeTaken });
  });

  it("refuses a mistyped GST number in plain words and saves nothing", async () => {
    const cases = [
      ["27AAPFU0939F1ZW", /check character does not match/],
      ["27AAPFU0939F1Z", /15 characters/],
      ["27aapfu0939f1zv", /capital letters/],
      ["45AAPFU0939F1ZV", /state code/],
      ["27AAPFU09391FZV", /PAN/],
    ] as const;
    for (const [gst, message] of cases) {
      const res = await create(customer({ CustomerCode: "C-103", GSTNumber: gst }));
      expect(res.body.ResponseCode).toBe("400");
      expect(res.body.ResponseMessage).toMatch(message);
    }
    expect((await list({ SearchValue: "C-103" })).body.ResponseData).toEqual([]);
  });

  it("refuses an email that is not one", async () => {
    const res = await create(customer({ CustomerCode: "C-104", Email: "purchase at shree" }));
    expect(res.body).toMatchObject({ ResponseCode: "400", ResponseMessage: m.customerEmailInvalid });
  });
});

describe("Customer/UpdateCustomer and InActiveRow", () => {
  it("updates, deactivates and reactivates, each change in the customer's history", async () => {
    const id = (await create(customer({ CustomerCode: "C-200", GSTNumber: "" }))).body.ResponseData
      .CustomerId;
    const updated = await t.call("POST", "/api/api/Customer/UpdateCustomer", {
      ...customer({ CustomerCode: "C-200", GSTNumber: "29AAGCB7383J1Z4" }),
      CustomerId: id,
      IsActive: true,
    });
    expect(updated.body.ResponseCode).toBe("200");
    expect((await t.call("GET", `/api/api/Customer/InActiveRow/${id}/false`)).body.ResponseCode).toBe("200");
    expect((await list({ SearchValue: "C-200" })).body.ResponseData[0].IsActive).toBe(false);
    expect((await t.call("GET", `/api/api/Customer/InActiveRow/${id}/true`)).body.ResponseCode).toBe("200");
    const history = await t.call<AuditChangeRow[]>("POST", "/api/api/Audit/GetChanges", {
      Entity: "Customer",
      RecordId: id,
      PageSize: 10,
    });
    expect(history.body.ResponseData.map((e) => e.Action).reverse()).toEqual([
      "Create",
      "Update",
      "Deactivate",
      "Activate",
    ]);
    expect(history.body.ResponseData.at(-2)?.After).toEqual({ GSTNumber: "29AAGCB7383J1Z4" });
  });
});

describe("Customer/GetCustomers", () => {
  it("pages, searches any column and counts the matches in TotalRows", async () => {
    for (let i = 0; i < 6; i++)
      await create(
        customer({
          CustomerCode: `PG-${i}`,
          CustomerName: `Paging Works ${i}`,
          GSTNumber: i === 0 ? "24AAACC1206D1ZM" : "",
        }),
      );
    const first = (await list({ SearchValue: "paging works", PageSize: 5, First: 1 })).body.ResponseData;
    const second = (await list({ SearchValue: "paging works", PageSize: 5, First: 6 })).body.ResponseData;
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(1);
    expect(first[0].TotalRows).toBe(6);
    expect(new Set([...first, ...second].map((r) => r.CustomerCode)).size).toBe(6);
    expect((await list({ SearchValue: "24AAACC" })).body.ResponseData.map((r) => r.CustomerCode)).toEqual([
      "PG-0",
    ]);
  });

  it("is guarded by Customer Master: view lists, add creates, edit updates", async () => {
    const viewer = await tokenWithRights(t, "customer-master", ["view"], "cust-view@example.com");
    expect((await list({}, viewer)).status).toBe(200);
    expect((await create(customer({ CustomerCode: "C-300" }), viewer)).status).toBe(403);
    const other = await tokenWithRights(
      t,
      "supplier-master",
      ["view", "add", "edit"],
      "cust-none@example.com",
    );
    expect((await list({}, other)).status).toBe(403);
    const adder = await tokenWithRights(t, "customer-master", ["view", "add"], "cust-add@example.com");
    expect((await create(customer({ CustomerCode: "C-300" }), adder)).body.ResponseCode).toBe("200");
    expect((await t.call("GET", "/api/api/Customer/InActiveRow/1/false", undefined, adder)).status).toBe(403);
  });
});
