import { Worker } from "node:worker_threads";

/** Free space below which the data directory's disk counts as full: PGlite writes its WAL in 16 MB segments. */
const fullBelowBytes = 32 * 1024 * 1024;

// A thread of its own: it must run while the main thread is stuck inside a PGlite statement.
const watchdogSource = `
const { workerData } = require("node:worker_threads");
const { statfsSync, writeSync } = require("node:fs");
const { beats, dir, stallMs, fullBelowBytes, message } = workerData;
let last = Atomics.load(beats, 0);
let since = Date.now();
setInterval(() => {
  const beat = Atomics.load(beats, 0);
  if (beat !== last) {
    last = beat;
    since = Date.now();
    return;
  }
  if (Date.now() - since < stallMs) return;
  let free;
  try {
    const disk = statfsSync(dir);
    free = disk.bavail * disk.bsize;
  } catch {
    return;
  }
  if (free >= fullBelowBytes) return;
  writeSync(2, message + "\\n");
  process.kill(process.pid, "SIGKILL");
}, 500);
`;

/**
 * Stops the process when the embedded database in `dir` stopped answering on a full disk. A write PGlite
 * cannot come back from (its WAL, above all) leaves its next statement spinning in the main thread: nothing
 * answers, /api/health included. A watchdog thread sees the main thread's heartbeat stop for `stallMs` while the
 * disk is full, prints `diskFull` (the catalogue's message) and ends the process, so a supervisor starts it again (which waits for space:
 * a start on a still-full disk ends the same way).
 */
export function watchEmbeddedDiskFull(dir: string, diskFull: string, stallMs = 10_000): void {
  const beats = new Int32Array(new SharedArrayBuffer(4));
  setInterval(() => Atomics.add(beats, 0, 1), 250).unref();
  const message = `${diskFull}: the embedded database in ${dir} stopped answering. Stopping; free some space and start again (a supervisor restarts it by itself).`;
  new Worker(watchdogSource, {
    eval: true,
    // The source is a script of its own, whatever flags (--input-type) the process was started with.
    execArgv: [],
    workerData: { beats, dir, stallMs, fullBelowBytes, message },
  }).unref();
}
