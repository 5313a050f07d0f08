import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CompiledServer,
  emptyPostgresDatabase,
  freePort,
  signInAsAdmin,
  startCompiledServer,
  stopCompiledServer,
  testServerUrl,
  untilHealthy,
  untilTrue,
} from "./test/compiled-server.js";

// A compiled server on PostgreSQL losing its database: every connection ended by the server, and the
// server unreachable (a TCP relay in between is cut, then restored).

/** A TCP relay to PostgreSQL that can be cut (every connection reset, new ones refused) and restored. */
function relayTo(target: URL, port: number) {
  const sockets = new Set<net.Socket>();
  let listener: net.Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      listener = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => {});
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      listener.listen(port, "127.0.0.1", () => resolve());
    });
  return {
    open,
    cut: async () => {
      const closed = new Promise((r) => listener?.close(r));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "wms-outage-"));
let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
let relay: ReturnType<typeof relayTo>;
let server: CompiledServer;
let admin: pg.Client;
let token: string;

const health = () =>
  fetch(`${server.base}/api/health`).then(
    (r) => r.status,
    () => 0,
  );
const probe = (which: "live" | "ready") =>
  fetch(`${server.base}/api/health/${which}`).then(
    (r) => r.status,
    () => 0,
  );
const listWarehouses = async () => {
  const res = await fetch(`${server.base}/api/api/Warehouse/GetWarehouses`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    body: (await res.json()) as { ResponseCode: string; ResponseMessage: string },
  };
};

/** Calls the API from `clients` loops until stopped; every answer's status, in order. */
function load(clients: number) {
  const statuses: number[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      statuses.push(
        await listWarehouses().then(
          (r) => r.status,
          () => 0,
        ),
      );
    }
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const until = (what: () => Promise<boolean>, timeoutMs = 30_000) =>
  untilTrue(what, timeoutMs, () => `not within ${timeoutMs} ms:\n${server.output.join("")}`);

const endEveryConnection = async () => {
  const name = new URL(database.url).pathname.slice(1);
  const { rows } = await admin.query(
    "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [name],
  );
  return rows.length;
};

beforeAll(async () => {
  database = await emptyPostgresDatabase("wms_o");
  const relayPort = await freePort();
  relay = relayTo(new URL(testServerUrl), relayPort);
  await relay.open();
  const viaRelay = Object.assign(new URL(database.url), { hostname: "127.0.0.1", port: String(relayPort) });
  server = startCompiledServer(await freePort(), {
    DATABASE_URL: viaRelay.toString(),
    WMS_DATA_DIR: dataDir,
    WMS_WEB_DIST: path.join(dataDir, "no-web"),
    WMS_SEED: "none",
  });
  await untilHealthy(server);
  token = await signInAsAdmin(server.base);
  admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  await admin?.end();
  if (server) await stopCompiledServer(server);
  await relay?.cut();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the database ends every connection of the server", () => {
  it("twice under load: the process stays up, answers 200 or 503 (never 500), then 200 again", async () => {
    const running = load(4);
    const answered = (n: number) => until(async () => running.statuses.length >= n);
    await answered(20);
    for (let round = 0; round < 2; round++) {
      expect(await endEveryConnection()).toBeGreaterThan(0);
      // the load meets the cut: more answers come (200 or 503) before the next round
      await answered(running.statuses.length + 20);
    }
    await until(async () => (await health()) === 200);
    const afterOutage = running.statuses.length;
    await answered(afterOutage + 20);
    await running.stop();

    expect(server.process.exitCode).toBeNull();
    expect(running.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(running.statuses.slice(afterOutage).every((s) => s === 200)).toBe(true);
    expect(running.statuses.length - afterOutage).toBeGreaterThan(0);
  });
});

describe("the database cannot be reached", () => {
  it("answers 503 with a clear envelope meanwhile, serves again when it returns, and honours rights changed meanwhile", async () => {
    expect((await listWarehouses()).status).toBe(200);

    await relay.cut();
    await until(async () => (await health()) === 503);
    // A liveness probe must not restart a process whose database is away; readiness takes it out of rotation.
    expect(await probe("live")).toBe(200);
    expect(await probe("ready")).toBe(503);
    const during = await listWarehouses();
    expect(during.status).toBe(503);
    expect(during.body).toEqual({
      ResponseCode: "503",
      ResponseMessage: "The database cannot be reached right now. Please try again in a moment.",
      ResponseData: null,
    });
    // Changed while this server cannot hear of it: the notification is lost with the connection.
    const revoked = new pg.Client({ connectionString: database.url });
    await revoked.connect();
    const { rowCount } = await revoked.query(
      `update role_page_permissions set is_view = false
       where role_id = (select role_id from users where email = 'admin@example.com')
         and page_id = (select page_id from pages where action_name = 'warehouse-master')`,
    );
    await revoked.end();
    expect(rowCount).toBe(1);

    await relay.open();
    await until(async () => (await health()) === 200);
    expect(await probe("ready")).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect((await listWarehouses()).status).toBe(403);
  });
});
