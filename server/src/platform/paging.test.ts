import { callCatalogue, exportPageSize, pageSizeMax, pagingMessages } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Schema = { properties?: Record<string, unknown>; anyOf?: Schema[] };
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema: Schema }> };
};
/** The spec's export (spec 2 section 7): the first list whose PageSize -1 streams every row. */
const exportCall = "/api/api/MaterialInwardReport/GetMaterialInwardReport";

/** Whether a list call takes PageSize -1 (an export streaming every row), read from its catalogue entry's schema. */
function exports(path: string) {
  const def = callCatalogue.find((c) => `/api/api/${c.path}` === path);
  const schema = def?.method === "GET" ? def.query : def?.body;
  const parsed = schema?.safeParse({ PageSize: exportPageSize });
  return (
    parsed !== undefined && (parsed.success || !parsed.error.issues.some((i) => i.path[0] === "PageSize"))
  );
}
const bodyHasPageSize = (s: Schema | undefined): boolean =>
  Boolean(s?.properties?.PageSize) || (s?.anyOf ?? []).some(bodyHasPageSize);

/** Every operation of the OpenAPI document that takes a list query (a PageSize in its body or query string). */
async function listCalls() {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(
        ([, op]) =>
          (op.parameters ?? []).some((p) => p.in === "query" && p.name === "PageSize") ||
          bodyHasPageSize(op.requestBody?.content?.["application/json"]?.schema),
      )
      .map(([method]) => ({ method: method.toUpperCase() as "GET" | "POST", path })),
  );
}

const withPageSize = (call: { method: "GET" | "POST"; path: string }, PageSize: number) =>
  call.method === "GET"
    ? t.call("GET", `${call.path}?PageSize=${PageSize}`)
    : t.call("POST", call.path, { PageSize, FromDate: "01/01/2026", ToDate: "01/02/2026" });

describe("every list call", () => {
  it("answers one bounded page: PageSize 0 or above pageSizeMax is a '400' saying so, and so is -1 but on an export", async () => {
    const calls = await listCalls();
    const paths = calls.map((c) => c.path);
    for (const expected of [
      "/api/api/Warehouse/GetWarehouses",
      "/api/api/Machine/GetMachines",
      "/api/api/Supplier/GetSuppliers",
      "/api/api/Role/GetRoles",
      "/api/api/Product/GetProducts",
      "/api/api/PurchaseOrder/GetAllPoDetails",
      "/api/api/RaiseRequisition/GetOrders",
      "/api/api/RaiseRequisition/GetViewRequisitionData",
      "/api/api/FinalProduction/GetFinalProductions",
      exportCall,
    ])
      expect(paths).toContain(expected);
    expect(exports(exportCall)).toBe(true);
    for (const call of calls) {
      const exportable = exports(call.path);
      const outOfRange = exportable
        ? pagingMessages.exportPageSizeOutOfRange
        : pagingMessages.pageSizeOutOfRange;
      for (const size of exportable ? [0, pageSizeMax + 1] : [-1, 0, pageSizeMax + 1]) {
        const res = await withPageSize(call, size);
        expect([call.path, size, res.status, res.body]).toEqual([
          call.path,
          size,
          200,
          { ResponseCode: "400", ResponseMessage: outOfRange, ResponseData: null },
        ]);
      }
      const full = await withPageSize(call, pageSizeMax);
      expect([call.path, full.body.ResponseMessage]).not.toEqual([
        call.path,
        pagingMessages.pageSizeOutOfRange,
      ]);
    }
  });
});
