import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "./db/schema/index.js";
import { tokenWithRights } from "./modules/masters/test-support.js";
import { startTestApp, type TestApp } from "./test/harness.js";

let t: TestApp;
let web: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), "wms-dist-"));
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>WMS</title><div id=root></div>");
  web = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  await web.close();
});

describe("GET /api/health", () => {
  it("answers ok once the database is open", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/health/live and /api/health/ready", () => {
  it("answer ok while the process runs and the database answers", async () => {
    for (const url of ["/api/health/live", "/api/health/ready"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: "ok" });
    }
  });

  it("are in the OpenAPI document with their operationIds, public", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths["/api/health/live"].get).toMatchObject({ operationId: "Health_Live", security: [] });
    expect(doc.paths["/api/health/ready"].get).toMatchObject({ operationId: "Health_Ready", security: [] });
    expect(Object.keys(doc.paths["/api/health/ready"].get.responses)).toEqual(["200", "503"]);
  });
});

describe("OpenAPI document", () => {
  it("is generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain("/api/api/Login/CheckUser");
    const body = doc.paths["/api/api/Login/CheckUser"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(body.properties).sort()).toEqual(["Email", "Password"]);
    expect(body.required).toEqual(expect.arrayContaining(["Email", "Password"]));
  });
});

describe("hardening", () => {
  it("sends helmet's security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("lets only the app's own scripts run, WebAssembly included (the camera's QR decoder), never eval", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(res.headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  });

  it("answers an unknown call with a 404 envelope, and an unknown page with the web app", async () => {
    const api = await web.app.inject({
      method: "GET",
      url: "/api/api/Nope/Nothing",
      headers: { authorization: `Bearer ${await web.login()}` },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().ResponseCode).toBe("404");
    const page = await web.app.inject({ method: "GET", url: "/masters/bin-master" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<div id=root>");
  });
});

describe("page-permission guard", () => {
  it("lets a role's right on the page through, refuses another right, and an inactive user holds none", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "guard@example.com");
    const list = await t.call("GET", "/api/api/Warehouse/GetWarehouses", undefined, token);
    expect(list.status).toBe(200);
    const create = await t.call("POST", "/api/api/Warehouse/CreateWarehouse", {}, token);
    expect(create.status).toBe(403);
    const [guarded] = await t.db.select().from(users).where(eq(users.email, "guard@example.com"));
    const off = await t.call("GET", `/api/api/User/InActiveRow/${guarded.userId}`);
    expect(off.body.ResponseCode).toBe("200");
    expect((await t.call("GET", "/api/api/Warehouse/GetWarehouses", undefined, token)).status).toBe(401);
  });
});
