import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { callCatalogue, returnCalls } from "@wms/domain";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callCataloguePlugin, route } from "./platform/calls.js";
import { repoRoot } from "./platform/config.js";
import { BusinessRuleError, ok } from "./platform/envelope.js";
import { registerErrorHandler } from "./platform/errors.js";
import { startTestApp, type TestApp } from "./test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A bare server with the catalogue plugin over `calls` (the real app registers the whole catalogue). */
async function serverOf(calls: Parameters<typeof callCataloguePlugin>[1]["calls"]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(callCataloguePlugin, { calls, checkAnswers: true });
  return app;
}

describe("the call catalogue", () => {
  it("is the API: every call has its route, under its own operationId, method and path", () => {
    const operationIds = callCatalogue.map((c) => c.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
    const endpoints = callCatalogue.map((c) => `${c.method} ${c.path.toLowerCase()}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
    const unrouted = callCatalogue.filter(
      (c) => !t.app.hasRoute({ method: c.method, url: `/api/api/${c.path}` }),
    );
    expect(unrouted.map((c) => c.operationId)).toEqual([]);
  });

  it("stops the start when a route under /api/api is registered outside the catalogue", async () => {
    const app = await serverOf([]);
    app.register(async (scope) => {
      scope.get("/api/api/Stray/Call", { config: { signedIn: true } }, async () => ok(null));
    });
    await expect(app.ready()).rejects.toThrow(
      /GET \/api\/api\/Stray\/Call is not registered from the call catalogue/,
    );
  });

  it("stops the start when a call of the catalogue has no route", async () => {
    const app = await serverOf([returnCalls.updateReturnRow]);
    await expect(app.ready()).rejects.toThrow(/without a route: Return_UpdateReturnRow/);
  });

  it("in the test suite, turns a refusal whose data is outside the call's error data into a '500' naming it", async () => {
    const app = await serverOf([returnCalls.submitFGReturn]);
    let refusalData: unknown = null;
    app.register(
      async (scope) =>
        route(scope, returnCalls.submitFGReturn, async () => {
          throw new BusinessRuleError("Returned more than once", refusalData);
        }),
      { prefix: "/api/api" },
    );
    const body = { ReturnType: 1, ReturnList: [{ RequisitionIssueId: 1, Quantity: 1 }] };
    const send = () => app.inject({ method: "POST", url: "/api/api/Return/SubmitFGReturn", payload: body });
    refusalData = [{ RequisitionIssueId: 2, RMCode: "RM-FOAM-01", Quantity: 1, SupplierCode: "SUP-FOAM" }];
    expect((await send()).json()).toMatchObject({ ResponseCode: "400", ResponseData: refusalData });
    refusalData = [{ Packet: "QR-1" }];
    const outside = await send();
    expect(outside.statusCode).toBe(500);
    expect(outside.json().ResponseMessage).toMatch(/^Return_SubmitFGReturn answered outside its schema/);
    await app.close();
  });

  it("leaves no path of a call written in the web app outside the catalogue", () => {
    const webSource = path.join(repoRoot, "web/src");
    const files = readdirSync(webSource, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => ({ file, text: readFileSync(path.join(webSource, file), "utf8") }));
    const written = callCatalogue.flatMap((call) => {
      // A controller alone ("Import/:kind") is sought with its slash: "Import" is also a word of the screens.
      const fixed = call.path.replace(/\/:.*$/, "");
      const written = fixed.includes("/") ? fixed : `${fixed}/`;
      return files.filter((f) => f.text.includes(written)).map((f) => `${call.operationId} in ${f.file}`);
    });
    expect(written).toEqual([]);
  });
});
