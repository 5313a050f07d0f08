import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./platform/config.js";
import { demoProductCodes, demoSupplierCodes } from "./seed/masters.js";
import {
  type CompiledServer,
  postApi as call,
  emptyPostgresDatabase,
  freePort,
  signInAsAdmin as signIn,
  startCompiledServer,
  stopCompiledServer,
  untilHealthy,
} from "./test/compiled-server.js";

// Two real server processes from the compiled build, started at the same moment on one empty database.
const dataDir = mkdtempSync(path.join(tmpdir(), "wms-instances-"));
const instances: CompiledServer[] = [];
let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
let db: pg.Client;

const start = (port: number, index: number) =>
  startCompiledServer(port, {
    DATABASE_URL: database.url,
    WMS_DATA_DIR: path.join(dataDir, String(index)),
    WMS_WEB_DIST: path.join(dataDir, "no-web"),
    WMS_SEED: "demo",
  });

const count = async (sql: string) => Number((await db.query(sql)).rows[0].n);

beforeAll(async () => {
  database = await emptyPostgresDatabase("wms_i");
  const ports = [await freePort(), await freePort()];
  instances.push(start(ports[0], 0), start(ports[1], 1));
  await Promise.all(instances.map((instance) => untilHealthy(instance)));
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await Promise.all(instances.map(stopCompiledServer));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("two instances started together on one empty PostgreSQL database", () => {
  it("both start; the migrations run once and the demo plant is seeded once", async () => {
    const migrations = readdirSync(path.join(repoRoot, "server/src/db/migrations")).filter((f) =>
      f.endsWith(".sql"),
    );
    expect(await count("select count(*) as n from drizzle.__drizzle_migrations")).toBe(migrations.length);
    expect(await count("select count(*) as n from users where email = 'admin@example.com'")).toBe(1);
    expect(await count("select count(*) as n from roles")).toBe(3);
    expect(await count("select count(*) as n from suppliers")).toBe(Object.keys(demoSupplierCodes).length);
    expect(await count("select count(*) as n from server_secrets")).toBe(1);
  });

  it("share one signing secret: a session from one is good on the other", async () => {
    const [a, b] = instances;
    const token = await signIn(a.base);
    const menu = await fetch(`${b.base}/api/api/User/GetUserMenu/1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(menu.status).toBe(200);
    expect(((await menu.json()) as { ResponseCode: string }).ResponseCode).toBe("200");
  });

  it("race stock commands across each other: one packet into two bins, two packets into one bin, one wins each", async () => {
    const [a, b] = instances;
    const tokens = [await signIn(a.base), await signIn(b.base)];
    const bases = [a.base, b.base];
    const approved = async (mrnId: number) => {
      const receipt = await call(
        a.base,
        "Import/Mrns",
        [
          {
            MRNID: mrnId,
            PONumber: `PO-${mrnId}`,
            SupplierCode: demoSupplierCodes.steel,
            Type: "Purchase",
            MRNDate: "11/20/2026",
            ProductCode: demoProductCodes.steelTube,
            RequestedQty: 10,
            ReceivedQty: 10,
            UOM: "MTR",
          },
        ],
        tokens[0],
      );
      expect(receipt.body.ResponseCode).toBe("200");
      const { rows } = await db.query(
        "select mrn_line_id from mrn_lines where mrn_id = $1 order by mrn_line_id",
        [mrnId],
      );
      const qc = await call<Array<{ QRCode: string }>>(
        b.base,
        "PurchaseOrder/UpdatePoDetails",
        [{ MRNID: mrnId, MrnLineId: rows[0].mrn_line_id, ApprovedQty: 10, PiecesPerPacket: 10 }],
        tokens[1],
      );
      expect(qc.body.ResponseCode).toBe("200");
      return qc.body.ResponseData.map((p) => p.QRCode);
    };
    const putAway = (i: number, MRNID: number, BinId: number, codes: string[]) =>
      call(
        bases[i],
        "RawMaterialInward/UpdateBinInwardMaterialStock",
        { MRNID, BinId, storeItems: codes.map((QRCode) => ({ QRCode })) },
        tokens[i],
      );
    const emptyBins = (
      await db.query("select bin_id from bins where not col_status and is_active order by bin_id limit 3")
    ).rows.map((r) => Number(r.bin_id));

    const onePacket = await approved(990001);
    const twoBins = await Promise.all([
      putAway(0, 990001, emptyBins[0], onePacket),
      putAway(1, 990001, emptyBins[1], onePacket),
    ]);
    expect(twoBins.map((r) => r.status)).toEqual([200, 200]);
    expect(twoBins.filter((r) => r.body.ResponseCode === "200")).toHaveLength(1);

    const [first, second] = [await approved(990002), await approved(990003)];
    const oneBin = await Promise.all([
      putAway(0, 990002, emptyBins[2], first),
      putAway(1, 990003, emptyBins[2], second),
    ]);
    expect(oneBin.filter((r) => r.body.ResponseCode === "200")).toHaveLength(1);
    expect(await count(`select count(*) as n from packets where bin_id = ${emptyBins[2]}`)).toBe(1);
    expect(
      await count(
        `select count(*) as n from stock_ledger where reason = 'putAway' and to_bin_id in (${emptyBins.join(",")})`,
      ),
    ).toBe(2);
  });
});
