import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema/index.js";
import { makeBin, makeSupplier, receiveStock } from "../modules/stock/plant.test-support.js";
import { startTestApp, type TestApp } from "../test/harness.js";
import { repoRoot } from "./config.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const scrape = async () => (await t.app.inject({ method: "GET", url: "/metrics" })).body;

/** The value of one series in Prometheus text (0 when absent), its labels written as they appear. */
function seriesValue(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** A received MRN's packet, quality-checked (not yet put away), and an empty bin. */
async function packetToPutAway() {
  const supplier = await makeSupplier(t.db);
  const [product] = await t.db
    .insert(products)
    .values({ productCd: `RM-M-${Date.now()}`, productDscrptn: "metrics rm", productTypeId: 1, uom: "NOS" })
    .returning();
  const [packet] = await receiveStock(t.db, {
    productId: product.productId,
    supplierId: supplier.supplierId,
    qty: 5,
    binId: null,
  });
  return { packet, bin: await makeBin(t.db) };
}

describe("business outcomes on /metrics", () => {
  it("counts scans by screen and outcome, answers by ResponseCode, and commands by name and outcome", async () => {
    const { packet, bin } = await packetToPutAway();
    const before = await scrape();
    const scan = (QRCode: string) =>
      t.call("POST", "/api/api/RawMaterialInward/CheckRMExists", { MRNID: packet.mrnId, QRCode });
    expect((await scan(packet.qrCode)).body.ResponseCode).toBe("200");
    expect((await scan("NO-SUCH-PACKET")).body.ResponseCode).toBe("400");
    expect((await scan("NO-SUCH-PACKET-EITHER")).body.ResponseCode).toBe("400");
    const putAway = () =>
      t.call("POST", "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock", {
        MRNID: packet.mrnId,
        BinId: bin.binId,
        storeItems: [{ QRCode: packet.qrCode }],
      });
    expect((await putAway()).body.ResponseCode).toBe("200");
    expect((await putAway()).body.ResponseCode).toBe("400");
    const after = await scrape();

    const grew = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(grew('wms_scans_total{screen="put-away",outcome="accepted"}')).toBe(1);
    expect(grew('wms_scans_total{screen="put-away",outcome="refused"}')).toBe(2);
    expect(grew('wms_answers_total{route="/api/api/RawMaterialInward/CheckRMExists",code="400"}')).toBe(2);
    expect(
      grew('wms_answers_total{route="/api/api/RawMaterialInward/UpdateBinInwardMaterialStock",code="200"}'),
    ).toBe(1);
    expect(grew('wms_stock_commands_total{command="putAway",outcome="done"}')).toBe(1);
    expect(grew('wms_stock_commands_total{command="putAway",outcome="refused"}')).toBe(1);
    expect(grew('wms_stock_commands_total{command="putAway",outcome="failed"}')).toBe(0);
    // Both put-aways locked the bin: each run of the named statement is timed.
    expect(grew('wms_db_statement_duration_seconds_count{statement="put_away_lock_bin"}')).toBe(2);
  });

  it("names the build's version from package.json (its commit: startup.test.ts, on the compiled build)", async () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8"));
    expect(await scrape()).toMatch(
      new RegExp(`^wms_build_info\\{version="${version}",commit="[^"]+"\\} 1$`, "m"),
    );
  });
});

describe("GET /metrics for Prometheus", () => {
  it("passes `promtool check metrics`", async () => {
    const promtool = process.env.PROMTOOL ?? "promtool";
    const check = spawnSync(promtool, ["check", "metrics"], { input: await scrape(), encoding: "utf8" });
    if (check.error) {
      throw new Error(
        `${promtool} cannot run (${check.error.message}): install Debian's prometheus package (apt-get install prometheus; .ci/run does) or set PROMTOOL`,
      );
    }
    expect(check.stdout + check.stderr).toBe("");
    expect(check.status).toBe(0);
  });
});
