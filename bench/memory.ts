import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Resident memory of one process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function commandOf(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
}

/** Every process below `pid`, with its command line. */
function descendants(pid: number): Array<{ pid: number; command: string }> {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while the table was read.
    }
  }
  const found: Array<{ pid: number; command: string }> = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      found.push({ pid: child, command: commandOf(child) });
      walk(child);
    }
  };
  walk(pid);
  return found;
}

export async function waitHealthy(baseUrl: string): Promise<void> {
  for (let i = 0; ; i++) {
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (i > 600) throw new Error(`${baseUrl} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Lets start-up garbage settle before reading idle memory. */
export const settle = () => new Promise((r) => setTimeout(r, 5000));

/**
 * `npm start` on a fresh embedded database, as a user runs it: which processes stay, and the server's
 * idle RSS. The server is stopped again (SIGTERM) before this returns.
 */
export async function embeddedStart(port: number): Promise<{ serverRssMb: number; processes: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "wms-bench-embedded-"));
  const npm = spawn("npm", ["start"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), WMS_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`);
    await settle();
    const below = descendants(npm.pid!);
    const server = below.find((p) => p.command.includes("server/dist/main.js"));
    if (!server) throw new Error("no server process below npm start");
    const serverRssMb = rssMb(server.pid);
    const processes = ["npm start", ...below.map((p) => p.command)];
    process.kill(server.pid, "SIGTERM");
    await new Promise((r) => npm.once("exit", r));
    return { serverRssMb, processes };
  } finally {
    if (npm.exitCode === null) npm.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
