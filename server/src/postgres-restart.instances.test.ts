import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CompiledServer,
  freePort,
  postApi,
  signInAsAdmin,
  startCompiledServer,
  stopCompiledServer,
  untilHealthy,
  untilTrue,
} from "./test/compiled-server.js";

// Two compiled instances on a PostgreSQL cluster of this test's own, restarted under a load of keyed writes in
// transactions: a fast stop ends every backend, those idle between two statements of a transaction included.
// The shared server the rest of the suite uses is never touched.

/** The machine's PostgreSQL programs: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL programs under ${root}: set PG_BIN`);
  return path.join(root, versions[0], "bin");
}

const bin = postgresBin();
const dir = mkdtempSync(path.join(tmpdir(), "wms-pg-restart-"));
const cluster = path.join(dir, "cluster");
/** initdb refuses root: as root, the cluster is made and run by the postgres OS user, who owns the directory. */
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
  chownSync(dir, uid, gid);
}
const postgres = (program: string, args: string[]) =>
  asRoot
    ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args], {
        encoding: "utf8",
      })
    : execFileSync(path.join(bin, program), args, { encoding: "utf8" });

let port: number;
const clusterCtl = (action: "start" | "stop" | "restart") =>
  postgres("pg_ctl", [
    action,
    "-D",
    cluster,
    "-w",
    "-t",
    "120",
    ...(action === "start" ? [] : ["-m", "fast"]),
    ...(action === "stop"
      ? []
      : [
          "-l",
          path.join(dir, "postgres.log"),
          // fsync off: the test restarts processes, never the machine, and the machine is shared.
          "-o",
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        ]),
  ]);

let instances: CompiledServer[] = [];
let databaseUrl: string;

beforeAll(async () => {
  port = await freePort();
  postgres("initdb", ["-D", cluster, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  clusterCtl("start");
  databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const ports = [await freePort(), await freePort()];
  instances = ports.map((p, i) =>
    startCompiledServer(p, {
      DATABASE_URL: databaseUrl,
      WMS_DATA_DIR: path.join(dir, `instance-${i}`),
      WMS_SEED: "none",
      WMS_DB_POOL_SIZE: "6",
    }),
  );
  await Promise.all(instances.map((instance) => untilHealthy(instance, 120)));
}, 300_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => stopCompiledServer(instance)));
  if (existsSync(path.join(cluster, "postmaster.pid"))) {
    postgres("pg_ctl", ["stop", "-D", cluster, "-m", "immediate", "-w"]);
  }
  rmSync(dir, { recursive: true, force: true });
});

const health = (instance: CompiledServer) =>
  fetch(`${instance.base}/api/health`).then(
    (r) => r.status,
    () => 0,
  );

const until = (what: () => Promise<boolean>, description: string, timeoutMs = 120_000) =>
  untilTrue(
    what,
    timeoutMs,
    () => `${description}: not within ${timeoutMs} ms\n${instances.map((i) => i.output.join("")).join("\n")}`,
  );

/** Every answer the load had from one instance, by kind. */
interface Answers {
  acknowledged: string[];
  unavailable: number;
  other: string[];
}

/**
 * Clients creating warehouses (each an audited insert after two checks: a transaction of several statements)
 * with Idempotency-Keys, round robin over the instances, until stopped. The record of what was acknowledged is
 * the test's own.
 */
function writeLoad(tokens: string[], clientsPerInstance: number) {
  const answers: Answers[] = instances.map(() => ({ acknowledged: [], unavailable: 0, other: [] }));
  let running = true;
  const client = async (which: number, n: number) => {
    const instance = instances[which];
    for (let i = 0; running; i++) {
      const code = `PGR-${which}-${n}-${i}`;
      const body = { WarehouseId: 0, WarehouseCode: code, WarehouseName: `Store ${code}`, Address: "Pune" };
      const answer = await postApi(instance.base, "Warehouse/CreateWarehouse", body, tokens[which], {
        "idempotency-key": randomUUID(),
      }).then(
        (a) => a,
        (err: Error) => err,
      );
      if (answer instanceof Error) answers[which].other.push(`${code}: no answer (${answer.message})`);
      else if (answer.status === 200 && answer.body.ResponseCode === "200")
        answers[which].acknowledged.push(code);
      else if (answer.status === 503 && answer.body.ResponseCode === "503") {
        answers[which].unavailable++;
        // A client backs off while the database is away rather than spinning on the 503.
        await new Promise((r) => setTimeout(r, 50));
      } else answers[which].other.push(`${code}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  const loops = instances.flatMap((_, which) =>
    Array.from({ length: clientsPerInstance }, (_, n) => client(which, n)),
  );
  const total = () =>
    answers.reduce((sum, a) => sum + a.acknowledged.length + a.unavailable + a.other.length, 0);
  return {
    answers,
    total,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe("PostgreSQL restarted under a load of writes in transactions", () => {
  it("twice: both instances stay up, answer 503 while it is down and 200 after, no 500, no acknowledged write lost", async () => {
    const tokens = await Promise.all(instances.map((instance) => signInAsAdmin(instance.base)));
    const load = writeLoad(tokens, 4);
    const writesOn = (instance: number) => load.answers[instance].acknowledged.length;
    const allAnswering = async (counts: number[], more: number) =>
      counts.every((count, i) => writesOn(i) >= count + more);

    for (let round = 0; round < 2; round++) {
      const before = instances.map((_, i) => writesOn(i));
      await until(() => allAnswering(before, 20), `round ${round}: writes before the restart`);
      if (round === 0) {
        clusterCtl("restart");
      } else {
        // pg_ctl restart's two halves, with the down time between them observed.
        clusterCtl("stop");
        const unavailableBefore = load.answers.map((a) => a.unavailable);
        await until(
          async () =>
            (await Promise.all(instances.map(health))).every((s) => s === 503) &&
            load.answers.every((a, i) => a.unavailable > unavailableBefore[i]),
          `round ${round}: 503 from both instances while the database is down`,
        );
        clusterCtl("start");
      }
      await until(
        async () => (await Promise.all(instances.map(health))).every((s) => s === 200),
        `round ${round}: health 200 after the restart`,
      );
      const after = instances.map((_, i) => writesOn(i));
      await until(() => allAnswering(after, 20), `round ${round}: writes acknowledged after the restart`);
    }
    await load.stop();

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const stored = new Set(
      (
        await db.query<{ code: string }>(
          "select warehouse_code as code from warehouses where warehouse_code like 'PGR-%'",
        )
      ).rows.map((r) => r.code),
    );
    await db.end();
    const acknowledged = load.answers.flatMap((a) => a.acknowledged);
    const lost = acknowledged.filter((code) => !stored.has(code));
    const exits = instances.filter((i) => i.process.exitCode !== null || i.process.signalCode !== null);
    const output = instances.map((i) => i.output.join("")).join("\n");
    console.info(
      `PostgreSQL restarts: 2 under ${load.total()} writes; instance exits ${exits.length}; ` +
        `503s ${load.answers.map((a) => a.unavailable).join(" + ")}; acknowledged ${acknowledged.length}, lost ${lost.length}; ` +
        `other answers ${load.answers.reduce((n, a) => n + a.other.length, 0)}`,
    );

    expect(exits).toEqual([]);
    expect(output).not.toContain("Unhandled 'error' event");
    expect(load.answers.flatMap((a) => a.other)).toEqual([]);
    expect(lost).toEqual([]);
    // The lost connections went to the one handler: a warning in the log.
    expect(output).toContain("database connection lost");
  }, 600_000);
});
