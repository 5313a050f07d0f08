import type { AddressInfo } from "node:net";
import { Socket } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenWithRights } from "../modules/masters/test-support.js";
import { startTestApp, type TestApp } from "../test/harness.js";
import { authPlugin, type RouteAccess } from "./auth.js";

interface Operation {
  method: "GET" | "POST";
  /** The path with every parameter filled (ids no record has, so nothing is changed). */
  path: string;
  access: RouteAccess;
}

let t: TestApp;
let operations: Operation[];
let port: number;

const fill = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "isActive" ? "true" : "2147483000"));

async function status(op: Operation, url: string, token?: string, method: string = op.method) {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    ...(op.method === "POST" ? { payload: {} } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res.statusCode;
}

/** The status line's code for a request sent as raw bytes on a real socket. */
function rawStatus(requestLine: string, hasBody: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.connect(port, "127.0.0.1", () => {
      const body = hasBody ? "{}" : "";
      const type = hasBody ? "Content-Type: application/json\r\n" : "";
      socket.end(
        `${requestLine} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${type}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
  });
}

beforeAll(async () => {
  t = await startTestApp();
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { "x-access"?: RouteAccess }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op["x-access"])
      .map(([method, op]) => ({
        method: method.toUpperCase() as Operation["method"],
        path: fill(path),
        access: op["x-access"]!,
      })),
  );
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

describe("every call of the OpenAPI document", () => {
  it("declares who may make it", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const apiOperations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/api/"))
      .flatMap(([, methods]) => Object.keys(methods));
    expect(apiOperations.length).toBeGreaterThan(80);
    expect(operations.length).toBe(apiOperations.length);
  });

  it("answers 401 to anonymous callers of a call's exact path, percent-encoded or not, and 404 to any other spelling", async () => {
    const spellings = (path: string): Array<[url: string, expected: number]> => [
      [path, 401],
      [path.replace("/api/api/", "/%61pi/api/"), 401],
      [path.replace("/api/api/", "/api/%61pi/"), 401],
      [path.replace("/api/api/", "/%41PI/api/"), 404],
      [path.replace("/api/api/", "/API/Api/").toUpperCase(), 404],
      [path.toLowerCase(), 404],
    ];
    const wrong: string[] = [];
    for (const op of operations.filter((o) => !("public" in o.access))) {
      for (const [url, expected] of spellings(op.path)) {
        if (url === op.path && expected === 404) continue;
        for (const method of op.method === "GET" ? ["GET", "HEAD"] : [op.method]) {
          const code = await status(op, url, undefined, method);
          if (code !== expected) wrong.push(`${method} ${url} -> ${code}, not ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 401 to an anonymous absolute-form request target on a real socket", async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => !("public" in o.access))) {
      for (const host of [`http://127.0.0.1:${port}`, "http://elsewhere.example"]) {
        const code = await rawStatus(`${op.method} ${host}${op.path}`, op.method === "POST");
        if (code !== 401) wrong.push(`${op.method} ${host}${op.path} -> ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to a user whose role holds no right on the call's pages, and lets own-data calls through", async () => {
    const token = await tokenWithRights(t, [], [], "nobody-walk@example.com");
    const wrong: string[] = [];
    for (const op of operations) {
      if ("public" in op.access) continue;
      const code = await status(op, op.path, token);
      const expected = "pages" in op.access ? code === 403 : code !== 401 && code !== 403;
      if (!expected) wrong.push(`${op.method} ${op.path} -> ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to a user holding the page but another right", async () => {
    const wrong: string[] = [];
    const tokens = new Map<string, string>();
    for (const op of operations) {
      const access = op.access;
      if (!("pages" in access)) continue;
      const others = (["view", "add", "edit"] as const).filter((r) => !access.rights.includes(r));
      if (others.length === 0) continue;
      const key = `${access.pages.join(",")}|${others.join(",")}`;
      if (!tokens.has(key)) {
        tokens.set(key, await tokenWithRights(t, access.pages, others, `other-${tokens.size}@example.com`));
      }
      const code = await status(op, op.path, tokens.get(key));
      if (code !== 403) wrong.push(`${op.method} ${op.path} -> ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets a user through with the declared right on any one of the call's pages", async () => {
    const wrong: string[] = [];
    const tokens = new Map<string, string>();
    for (const op of operations) {
      if (!("pages" in op.access)) continue;
      const { pages: opPages, rights } = op.access;
      for (const page of opPages) {
        const key = `${page}|${rights[0]}`;
        if (!tokens.has(key)) {
          tokens.set(key, await tokenWithRights(t, [page], [rights[0]], `with-${tokens.size}@example.com`));
        }
        const code = await status(op, op.path, tokens.get(key));
        if (code === 401 || code === 403) wrong.push(`${op.method} ${op.path} as ${key} -> ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps public calls public", async () => {
    const publicOps = operations.filter((o) => "public" in o.access).map((o) => o.path);
    expect(publicOps.sort()).toEqual([
      "/api/api/Login/CheckUser",
      "/api/api/Login/ForgotPassword",
      "/api/api/Login/GetPasswordRule",
      "/api/api/Login/ResetPassword",
    ]);
  });
});

describe("start-up", () => {
  it("refuses an API route that declares neither public, signedIn nor a page", async () => {
    const app = Fastify();
    const starting = async () => {
      await app.register(authPlugin, { config: t.config, database: t.database });
      await app.register(
        async (scope) => {
          scope.get("/Nobody/Declared", async () => "open");
        },
        { prefix: "/api/api" },
      );
      await app.ready();
    };
    await expect(starting()).rejects.toThrow(/GET \/api\/api\/Nobody\/Declared must declare/);
    await app.close();
  });
});

describe("Issue to Production's Order List", () => {
  it("is readable with the Issue to Production page alone (issue 11)", async () => {
    const token = await tokenWithRights(t, ["store-requisition-issue"], ["view"], "issuer@example.com");
    const res = await t.call("GET", "/api/api/RaiseRequisition/GetViewRequisitionData", undefined, token);
    expect(res.status).toBe(200);
    expect(res.body.ResponseCode).toBe("200");
  });
});
