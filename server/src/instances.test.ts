import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, serverDist } from "../../scripts/build.mjs";
import { demoProductCodes, demoSupplierCodes } from "./db/seed/masters.js";
import { repoRoot } from "./platform/config.js";

// Two real server processes from the compiled build, started at the same moment on one empty database.
const serverUrl = process.env.WMS_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const name = `wms_i_${randomBytes(6).toString("hex")}`;
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const dataDir = mkdtempSync(path.join(tmpdir(), "wms-instances-"));
const instances: Array<{ process: ChildProcess; base: string; output: string[] }> = [];
let db: pg.Client;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

function start(port: number, index: number) {
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(serverDist, "main.js")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: "127.0.0.1",
      WMS_DATA_DIR: path.join(dataDir, String(index)),
      WMS_WEB_DIST: path.join(dataDir, "no-web"),
      WMS_SEED: "demo",
      WMS_ADMIN_PASSWORD: "Admin123",
      WMS_JWT_SECRET: "",
      WMS_SCRYPT_LOG_N: "10",
      WMS_LOGIN_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  return { process: child, base: `http://127.0.0.1:${port}`, output };
}

async function healthy(base: string, child: ChildProcess, output: string[]) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`instance exited:\n${output.join("")}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance not healthy:\n${output.join("")}`);
}

async function call<T>(base: string, route: string, body: unknown, token: string | null) {
  const res = await fetch(`${base}/api/api/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { ResponseCode: string; ResponseMessage: string; ResponseData: T },
  };
}

async function signIn(base: string) {
  const res = await call<Array<{ user: { Token: string } }>>(
    base,
    "Login/CheckUser",
    { Email: "admin@example.com", Password: "Admin123" },
    null,
  );
  expect(res.body.ResponseCode).toBe("200");
  return res.body.ResponseData[0].user.Token;
}

const count = async (sql: string) => Number((await db.query(sql)).rows[0].n);

beforeAll(async () => {
  await buildServer();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const ports = [await freePort(), await freePort()];
  instances.push(start(ports[0], 0), start(ports[1], 1));
  await Promise.all(instances.map((i) => healthy(i.base, i.process, i.output)));
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await Promise.all(
    instances.map(
      (i) =>
        new Promise((r) => {
          if (i.process.exitCode !== null) return r(null);
          i.process.once("exit", r);
          i.process.kill("SIGTERM");
        }),
    ),
  );
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
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
