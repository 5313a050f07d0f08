import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../scripts/build.mjs";
import { startTestApp, type TestApp } from "../test/harness.js";

const script = `console.log(${JSON.stringify("warehouse ".repeat(400))});`;
const metricsToken = "metrics-token-metrics-token";
let web: TestApp;
let closed: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "wms-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), `<!doctype html><title>WMS</title>${"<p>".repeat(600)}`);
  writeFileSync(path.join(dist, "assets", "index-Ab12Cd34.js"), script);
  writeFileSync(path.join(dist, "assets", "scan-Ef56Gh78.js"), script);
  await precompress(dist);
  web = await startTestApp({ webDist: dist });
  // A token and the plant's networks (the loopback's own scraper among them), behind a balancer on this machine.
  closed = await startTestApp({
    metricsToken,
    metricsAllow: ["10.1.0.0/16", "2001:db8::/32", "127.0.0.1"],
    trustProxy: "127.0.0.1",
  });
});
afterAll(async () => {
  await web.close();
  await closed.close();
});

const scrapeFrom = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers }).then((res) => res.statusCode);

describe("web app files", () => {
  it("serves hashed assets as immutable for a year", async () => {
    const res = await web.app.inject({ method: "GET", url: "/assets/index-Ab12Cd34.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the brotli or gzip file the client accepts, else the plain one", async () => {
    const url = "/assets/index-Ab12Cd34.js";
    const br = await web.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await web.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await web.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
  });

  it("never lets index.html be cached, at / or as the page of any app route", async () => {
    for (const url of ["/", "/index.html", "/masters/bin-master"]) {
      const res = await web.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("GET /metrics", () => {
  it("serves Prometheus text with request durations by route and status, pool use and event-loop lag", async () => {
    await web.app.inject({ method: "GET", url: "/api/health" });
    const res = await web.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(res.body).toMatch(/db_pool_connections\{state="max"\} \d+/);
    expect(res.body).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts every web app file under one route label, whatever its hashed name", async () => {
    for (const url of ["/assets/index-Ab12Cd34.js", "/assets/scan-Ef56Gh78.js", "/"]) {
      expect((await web.app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
    const res = await web.app.inject({ method: "GET", url: "/metrics" });
    const routes = new Set(
      [...res.body.matchAll(/http_request_duration_seconds_count\{[^}]*route="([^"]*)"/g)].map((m) => m[1]),
    );
    // App pages (index.html from the not-found handler) stay "unmatched"; no label names a built file.
    expect([...routes].filter((route) => !route?.startsWith("/api/")).sort()).toEqual([
      "/metrics",
      "unmatched",
      "web app files",
    ]);
  });

  it("wants the metrics token when one is set", async () => {
    expect((await closed.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = { authorization: "Bearer metrics-token-metrics-tokem" };
    expect((await closed.app.inject({ method: "GET", url: "/metrics", headers: wrong })).statusCode).toBe(
      401,
    );
    const right = { authorization: `Bearer ${metricsToken}` };
    const res = await closed.app.inject({ method: "GET", url: "/metrics", headers: right });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("http_request_duration_seconds");
  });

  it("answers only the loopback address by default (no token, no WMS_METRICS_ALLOW)", async () => {
    for (const local of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"]) {
      expect(await scrapeFrom(web, local), local).toBe(200);
    }
    for (const outside of ["10.1.2.3", "192.168.0.7", "::ffff:192.168.0.7", "2001:db8::1"]) {
      expect(await scrapeFrom(web, outside), outside).toBe(403);
    }
  });

  it("answers the configured networks only, by the client's address a trusted proxy forwards", async () => {
    const right = { authorization: `Bearer ${metricsToken}` };
    for (const inside of ["10.1.0.1", "10.1.255.254", "::ffff:10.1.2.3", "2001:db8::42"]) {
      expect(await scrapeFrom(closed, inside, right), inside).toBe(200);
    }
    for (const outside of ["10.2.0.1", "127.0.0.2", "::1", "2001:db9::1"]) {
      expect(await scrapeFrom(closed, outside, right), outside).toBe(403);
    }
    // Through the balancer on this machine: its clients are who they are, not local.
    expect(await scrapeFrom(closed, "127.0.0.1", { ...right, "x-forwarded-for": "192.168.0.7" })).toBe(403);
    expect(await scrapeFrom(closed, "127.0.0.1", { ...right, "x-forwarded-for": "10.1.4.4" })).toBe(200);
    // An untrusted sender cannot name itself a plant address.
    expect(await scrapeFrom(closed, "192.168.0.7", { ...right, "x-forwarded-for": "10.1.4.4" })).toBe(403);
  });

  it("with a token and networks, wants both", async () => {
    expect(await scrapeFrom(closed, "10.1.2.3")).toBe(401);
    expect(await scrapeFrom(closed, "192.168.0.7", { authorization: `Bearer ${metricsToken}` })).toBe(403);
  });

  it("is absent when turned off", async () => {
    const off = await startTestApp({ metrics: false });
    try {
      const res = await off.app.inject({ method: "GET", url: "/metrics" });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
