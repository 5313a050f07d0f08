import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { commonMessages } from "@wms/domain";
import { afterAll, describe, expect, it } from "vitest";

// A process whose main thread is stuck (as in a PGlite statement after its WAL could not be written), its data
// directory on a real filesystem: a 1 MB tmpfs filled to the last byte, or the machine's temporary directory.
const watchdog = path.join(import.meta.dirname, "disk-full-watchdog.ts");
const stuckProcess = `
const { watchEmbeddedDiskFull } = await import(process.argv[1]);
watchEmbeddedDiskFull(process.argv[2], process.argv[3], 1000);
const end = Date.now() + Number(process.argv[4]);
while (Date.now() < end) {}
console.log("answering again");
`;
const dir = mkdtempSync(path.join(tmpdir(), "wms-watchdog-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the stuck process for `stuckMs` with its data directory in `dir`, on a full disk or not. */
function runStuck(stuckMs: number, fullDisk: boolean) {
  const mountFull = `mount -t tmpfs -o size=1m tmpfs "${dir}" || exit 97; cat /dev/zero > "${dir}/filler" 2>/dev/null;`;
  const script = `${fullDisk ? mountFull : ""} exec "$@"`;
  const stuck = [process.execPath, "--input-type=module", "-e", stuckProcess];
  const args = [watchdog, dir, commonMessages.diskFull, String(stuckMs)];
  return spawnSync("unshare", ["-rm", "sh", "-c", script, "sh", ...stuck, ...args], {
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("the embedded database's disk-full watchdog", () => {
  it("ends a process stuck on a full disk, saying the disk is full, so a supervisor restarts it", () => {
    const run = runStuck(60_000, true);
    expect(run.status, run.stderr).not.toBe(97);
    expect(run.signal).toBe("SIGKILL");
    expect(run.stderr).toContain(
      `${commonMessages.diskFull}: the embedded database in ${dir} stopped answering`,
    );
    expect(run.stdout).not.toContain("answering again");
  });

  it("leaves a process that is only busy alone while its disk has room", () => {
    const run = runStuck(3000, false);
    expect(run.signal).toBeNull();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("answering again");
  });
});
