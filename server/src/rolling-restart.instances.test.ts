import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./platform/config.js";
import {
  type CompiledServer,
  emptyPostgresDatabase,
  freePort,
  postApi,
  signInAsAdmin,
  startCompiledServer,
  stopCompiledServer,
  untilHealthy,
  untilTrue,
} from "./test/compiled-server.js";

// Two compiled instances on one database behind nginx, configured as docs/operations.md shows; one is
// stopped (SIGTERM) in the middle of a POST load carrying Idempotency-Keys.
const drainMs = 2000;
const dir = mkdtempSync(path.join(tmpdir(), "wms-rolling-"));
let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
let instances: CompiledServer[] = [];
let nginx: ChildProcess | null = null;
let proxy: string;

/** The documented nginx block, pointed at this test's instances and port, with the TLS lines left out. */
function documentedNginx(ports: number[], listen: number): string {
  const docs = readFileSync(path.join(repoRoot, "docs/operations.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!block) throw new Error("docs/operations.md has no nginx example");
  const upstreams = block.match(/^\s*server \S+:\d+ .*;$/gm) ?? [];
  if (upstreams.length !== ports.length) throw new Error("the nginx example does not name two instances");
  let config = block;
  upstreams.forEach((line, i) => {
    config = config.replace(line, line.replace(/server \S+:\d+/, `server 127.0.0.1:${ports[i]}`));
  });
  return config
    .replace(/listen [^;]*;/, `listen 127.0.0.1:${listen};`)
    .replace(/^\s*ssl_\S+.*$/gm, "")
    .replace(/^\s*server_name .*$/m, "");
}

function startNginx(config: string) {
  const which = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" });
  const binary = which.stdout.trim().split("\n")[0];
  if (which.status !== 0 || !binary) {
    throw new Error(
      "nginx is not installed: `apt-get install nginx` (.ci/run installs it); this test needs it",
    );
  }
  const file = path.join(dir, "nginx.conf");
  writeFileSync(
    file,
    `master_process off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n` +
      `access_log off;\nclient_body_temp_path ${dir}/body;\nproxy_temp_path ${dir}/proxy;\n${config}\n}\n`,
  );
  const child = spawn(binary, ["-p", dir, "-c", file, "-g", "daemon off;"], { stdio: "pipe" });
  const output: string[] = [];
  child.stderr?.on("data", (d) => output.push(String(d)));
  return { child, output };
}

beforeAll(async () => {
  database = await emptyPostgresDatabase("wms_roll");
  const ports = [await freePort(), await freePort()];
  instances = ports.map((port, i) =>
    startCompiledServer(port, {
      DATABASE_URL: database.url,
      WMS_DATA_DIR: path.join(dir, String(i)),
      WMS_SEED: "none",
      WMS_DRAIN_MS: String(drainMs),
      WMS_SHUTDOWN_TIMEOUT_MS: "10000",
    }),
  );
  await Promise.all(instances.map((instance) => untilHealthy(instance)));
  const listen = await freePort();
  const started = startNginx(documentedNginx(ports, listen));
  nginx = started.child;
  proxy = `http://127.0.0.1:${listen}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${proxy}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i >= 100 || nginx.exitCode !== null)
      throw new Error(`nginx did not start:\n${started.output.join("")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}, 180_000);

afterAll(async () => {
  nginx?.kill("SIGTERM");
  await Promise.all(instances.map((instance) => stopCompiledServer(instance)));
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a rolling restart behind the documented nginx", () => {
  it("stops one of two instances under a POST load: no failed answer, no command applied twice, health 503 first", async () => {
    const token = await signInAsAdmin(proxy);
    const [leaving] = instances;
    const sent: string[] = [];
    const failures: string[] = [];
    let running = true;
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const code = `RR-${n}-${i}`;
        sent.push(code);
        const body = { WarehouseId: 0, WarehouseCode: code, WarehouseName: `Store ${code}`, Address: "Pune" };
        const answer = await postApi(proxy, "Warehouse/CreateWarehouse", body, token, {
          "idempotency-key": randomUUID(),
        }).then(
          (a) => `${a.status} ${a.body.ResponseCode} ${a.body.ResponseMessage}`,
          (err: Error) => `no answer: ${err.message}`,
        );
        if (!answer.startsWith("200 200 ")) failures.push(`${code}: ${answer}`);
      }
    };
    // The balancer's health checker, asking the leaving instance directly.
    const healthSeen: string[] = [];
    const checker = (async () => {
      while (leaving.process.exitCode === null && leaving.process.signalCode === null) {
        const status = await fetch(`${leaving.base}/api/health`).then(
          (r) => String(r.status),
          () => "refused",
        );
        if (healthSeen.at(-1) !== status) healthSeen.push(status);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const load = Array.from({ length: 8 }, (_, n) => client(n));

    // Enough commands before and after the stop that both instances carry the load, however slow the machine.
    const sentAtLeast = (n: number) =>
      untilTrue(
        async () => sent.length >= n,
        60_000,
        () => `${sent.length} of ${n} commands sent`,
      );
    await sentAtLeast(40);
    const exited = new Promise<number | null>((resolve) => leaving.process.once("exit", resolve));
    leaving.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    await sentAtLeast(sent.length + 40);
    running = false;
    await Promise.all([...load, checker]);

    expect(failures).toEqual([]);
    expect(healthSeen.slice(0, 2)).toEqual(["200", "503"]);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ code: string }>(
        "select warehouse_code as code from warehouses where warehouse_code like 'RR-%'",
      );
      expect(rows).toHaveLength(sent.length);
      expect(new Set(rows.map((r) => r.code))).toEqual(new Set(sent));
    } finally {
      await db.end();
    }
    expect(sent.length).toBeGreaterThan(50);
  });
});
