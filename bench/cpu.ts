import { readdirSync, readFileSync } from "node:fs";

/** CPU seconds spent by the bench itself, the server and the bench database's PostgreSQL backends (Linux /proc). */
export interface CpuSample {
  bench: number;
  server: number;
  /** Per backend process id: a backend may start or end between two readings. */
  postgres: Map<string, number>;
}

const ticksPerSecond = 100;

function cpuTicks(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    // The process ended between the listing and the read.
    return 0;
  }
}

/** The backends serving `database` (a backend's title names its database after the user), by process id. */
function postgresTicks(database: string): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.split(" ").includes(database))
        ticks.set(entry, cpuTicks(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/** A reading now; null where /proc is missing (not Linux). */
export function sampleCpu(serverPid: number, database: string): CpuSample | null {
  try {
    readdirSync("/proc");
  } catch {
    return null;
  }
  return {
    bench: cpuTicks(process.pid) / ticksPerSecond,
    server: cpuTicks(serverPid) / ticksPerSecond,
    postgres: postgresTicks(database),
  };
}

/** CPU seconds of the bench, the server and PostgreSQL between two readings. */
export interface CpuSpent {
  bench: number;
  server: number;
  postgres: number;
}

/**
 * CPU seconds spent between two readings. A backend counts from its first reading (or its start) to
 * the second; one that ended in between is not counted (pools keep theirs under load).
 */
export function cpuSpent(before: CpuSample | null, after: CpuSample | null): CpuSpent | undefined {
  if (!before || !after) return undefined;
  let postgresTicksSpent = 0;
  for (const [pid, ticks] of after.postgres) postgresTicksSpent += ticks - (before.postgres.get(pid) ?? 0);
  return {
    bench: after.bench - before.bench,
    server: after.server - before.server,
    postgres: postgresTicksSpent / ticksPerSecond,
  };
}
