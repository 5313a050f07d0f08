import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { commonMessages, pageSizeMax } from "@wms/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDist } from "../../scripts/build.mjs";
import { repoRoot } from "./platform/config.js";
import { compiledServerEnv, freePort, postApi, signInAsAdmin, untilTrue } from "./test/compiled-server.js";

// A compiled server on the embedded database whose disk fills up. The disk is real: a small tmpfs mounted on
// the data directory in a mount namespace of the test's own (`unshare`: no root needed, gone with the test),
// with a shell loop as the supervisor that starts the server again whenever it exits.

const dataDir = mkdtempSync(path.join(tmpdir(), "wms-disk-full-"));
const diskMb = 160;
let supervisor: ChildProcess;
const output: string[] = [];
let base: string;

/** The data directory as the namespace sees it (its tmpfs), reached from outside through /proc. */
const onDisk = (name: string) => `/proc/${supervisor.pid}/root${dataDir}/${name}`;
const freeBytes = () => {
  const disk = statfsSync(onDisk("."));
  return disk.bavail * disk.bsize;
};

/** Takes every free byte of the disk with one file (until the write is refused for space). */
function fillDisk(file: string) {
  const fd = openSync(file, "w");
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (let size = chunk.length; size >= 512; ) {
      try {
        writeSync(fd, chunk, 0, size);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
        size /= 2;
      }
    }
  } finally {
    closeSync(fd);
  }
}

const health = () =>
  fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
    (r) => r.status,
    () => 0,
  );

const until = (what: () => Promise<boolean>, description: string, timeoutMs = 180_000) =>
  untilTrue(what, timeoutMs, () => `${description}: not within ${timeoutMs} ms\n${output.join("")}`, 200);

beforeAll(async () => {
  const probe = spawnSync("unshare", ["-rm", "true"]);
  if (probe.status !== 0) {
    throw new Error(`this test needs mount namespaces (unshare -rm): ${probe.stderr}`);
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const script =
    `mount -t tmpfs -o size=${diskMb}m tmpfs "$WMS_DATA_DIR" || exit 97\n` +
    `while :; do "${process.execPath}" "${serverDist}/main.js"; echo "supervisor: the server exited ($?)"; sleep 1; done`;
  supervisor = spawn("unshare", ["-rm", "sh", "-c", script], {
    cwd: repoRoot,
    env: compiledServerEnv(port, { WMS_DATA_DIR: dataDir, WMS_SEED: "none", WMS_WEB_DIST: "/nonexistent" }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  supervisor.stdout?.on("data", (d) => output.push(String(d)));
  supervisor.stderr?.on("data", (d) => output.push(String(d)));
  await until(async () => (await health()) === 200, "the server starts");
}, 300_000);

afterAll(() => {
  if (supervisor?.pid && supervisor.exitCode === null) process.kill(-supervisor.pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's disk fills up", () => {
  it("answers 503 'The server's disk is full' (never a 500, never silence) and serves again once space returns, every acknowledged write kept", async () => {
    const token = await signInAsAdmin(base);
    const acknowledged: string[] = [];
    const answers = { ok: 0, diskFull: 0, noAnswer: 0, other: [] as string[] };
    const write = async (code: string) => {
      const body = {
        WarehouseId: 0,
        WarehouseCode: code,
        WarehouseName: `Store ${code}`,
        Address: "x".repeat(200),
      };
      const answer = await postApi(base, "Warehouse/CreateWarehouse", body, token).catch(() => null);
      if (answer === null) answers.noAnswer++;
      else if (answer.status === 200 && answer.body.ResponseCode === "200") {
        answers.ok++;
        acknowledged.push(code);
      } else if (answer.status === 503 && answer.body.ResponseMessage === commonMessages.diskFull) {
        answers.diskFull++;
      } else answers.other.push(`${code}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    };
    for (let i = 0; i < 5; i++) expect((await write(`DF-before-${i}`))?.status).toBe(200);

    fillDisk(onDisk("filler"));
    expect(freeBytes()).toBeLessThan(1024 * 1024);
    let n = 0;
    await until(async () => {
      await write(`DF-full-${n++}`);
      return answers.diskFull >= 3;
    }, "disk-full answers while the disk is full");
    // Still answering, or stopped with the message for its supervisor: never a process that answers nothing.
    await until(
      async () => (await health()) > 0 || output.join("").includes(commonMessages.diskFull),
      "health answers, or the server stopped saying the disk is full",
    );

    rmSync(onDisk("filler"));
    await until(
      async () => (await write(`DF-after-${n++}`))?.status === 200,
      "a write succeeds once space returns",
    );

    const stored = new Set<string>();
    for (let page = 1; ; page++) {
      const list = await fetch(
        `${base}/api/api/Warehouse/GetWarehouses?PageNo=${page}&First=${(page - 1) * pageSizeMax + 1}&PageSize=${pageSizeMax}&SearchValue=DF-`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const rows = ((await list.json()) as { ResponseData: Array<{ WarehouseCode: string }> }).ResponseData;
      for (const row of rows) stored.add(row.WarehouseCode);
      if (rows.length < pageSizeMax) break;
    }
    const lost = acknowledged.filter((code) => !stored.has(code));
    const restarts = output.join("").split("supervisor: the server exited").length - 1;
    console.info(
      `Embedded disk full: ${n} writes on the full disk; ${answers.ok} acknowledged, ${answers.diskFull} x 503 disk full, ` +
        `${answers.noAnswer} without an answer, ${answers.other.length} other; restarts ${restarts}; lost ${lost.length}`,
    );
    expect(answers.other).toEqual([]);
    expect(lost).toEqual([]);
  }, 600_000);
});
