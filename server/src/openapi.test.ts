import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { validate } from "@readme/openapi-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./platform/config.js";
import { startTestApp, type TestApp } from "./test/harness.js";

let t: TestApp;
let doc: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
});
afterAll(() => t.close());

describe("OpenAPI document at /api/docs/json", () => {
  it("passes a standard validator, recursive menu and permission trees included", async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
  });

  it("passes redocly lint with its recommended rules", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    const errors = problems.filter((p) => p.severity === "error");
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("names its license", () => {
    expect((doc.info as { license?: unknown }).license).toEqual({ name: "MIT", identifier: "MIT" });
  });

  it("holds no schema that nothing refers to", () => {
    const text = JSON.stringify({ ...doc, components: { ...(doc.components as object), schemas: {} } });
    const schemas = Object.entries((doc.components as { schemas?: Record<string, unknown> }).schemas ?? {});
    const referred = (name: string) =>
      text.includes(`"#/components/schemas/${name}"`) ||
      schemas.some(
        ([other, schema]) =>
          other !== name && JSON.stringify(schema).includes(`"#/components/schemas/${name}"`),
      );
    expect(schemas.map(([name]) => name).filter((name) => !referred(name))).toEqual([]);
  });

  it("generates a typed client that typechecks against the real calls", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "wms-openapi-"));
    try {
      writeFileSync(path.join(dir, "api.d.ts"), astToString(await openapiTS(doc as never)));
      writeFileSync(
        path.join(dir, "client.ts"),
        [
          'import type { paths } from "./api";',
          'type SignIn = paths["/api/api/Login/CheckUser"]["post"]["requestBody"];',
          'const body: NonNullable<SignIn>["content"]["application/json"] = { Email: "a@b.c", Password: "x" };',
          'type Menu = paths["/api/api/User/GetUserMenu/{userId}"]["get"]["responses"][200]["content"]["application/json"]["ResponseData"];',
          'const menu: Menu = [{ PageId: 1, PageName: "p", ActionName: "a", Path: null, Children: [] }];',
          "export const used = [body, menu];",
        ].join("\n"),
      );
      const tsc = spawnSync(
        process.execPath,
        [
          path.join(repoRoot, "node_modules/typescript/bin/tsc"),
          "--noEmit",
          "--strict",
          "--skipLibCheck",
          "--module",
          "esnext",
          "--moduleResolution",
          "bundler",
          path.join(dir, "client.ts"),
        ],
        { encoding: "utf8" },
      );
      expect(tsc.stdout + tsc.stderr).toBe("");
      expect(tsc.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
