import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildServer, serverDist } from "../scripts/build.mjs";
import { sessionOptions } from "../server/src/db/client.js";
import { sampleCpu } from "./cpu.js";
import { dispatchSection } from "./dispatch.js";
import { benchPassword, benchSetExists, benchUrl, generate } from "./generate.js";
import { importSection } from "./import.js";
import { inboundSection } from "./inbound.js";
import { listsSection } from "./lists.js";
import { embeddedStart, rssMb, settle, waitHealthy } from "./memory.js";
import { movesSection } from "./moves.js";
import { onHandSection } from "./on-hand.js";
import { productionIssueSection } from "./production-issue.js";
import { recallSection } from "./recall.js";
import { reportsSection } from "./reports.js";
import { type BenchContext, type BenchSection, type Figure, figureLine } from "./section.js";
import { traceabilitySection } from "./traceability.js";

/** Every measured area, in order; another area appends its section here. */
const allSections: BenchSection[] = [
  inboundSection,
  productionIssueSection,
  movesSection,
  dispatchSection,
  traceabilitySection,
  recallSection,
  listsSection,
  reportsSection,
  onHandSection,
  importSection,
];

/** BENCH_ONLY=Inbound,Issue runs only the named sections. */
const only = process.env.BENCH_ONLY?.split(",").map((n) => n.trim().toLowerCase());
const sections = only ? allSections.filter((s) => only.includes(s.name.toLowerCase())) : allSections;

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** Latency goals are judged below saturation: at 64 clients p99 <= 25 ms would need >= 2,560 answers/s. */
const quietConnections = Number(process.env.BENCH_QUIET_CONNECTIONS ?? 4);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Database connections of the raw loops: the server's default pool size. */
const poolSize = Number(process.env.BENCH_POOL ?? 20);

if (process.argv.includes("--regenerate") || !(await benchSetExists())) {
  console.log(`Generating the scale set in ${benchUrl()} (kept for later runs; --regenerate to redo)`);
  await generate();
}

/** The real server, compiled, in its own process (its own event loop and core), as in production. */
await buildServer();
const port = Number(process.env.BENCH_PORT ?? 3290);
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--enable-source-maps", path.join(serverDist, "main.js")], {
  cwd: path.resolve(import.meta.dirname, ".."),
  env: {
    ...process.env,
    DATABASE_URL: benchUrl(),
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    WMS_SEED: "none",
    WMS_DATA_DIR: mkdtempSync(path.join(tmpdir(), "wms-bench-")),
    WMS_WEB_DIST: path.join(tmpdir(), "wms-bench-no-web"),
    // The provable-stock check's time is measured by its section, not left to overlap the other figures.
    WMS_STOCK_CHECK_MINUTES: "0",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
await waitHealthy(baseUrl);
await settle();
const postgresIdleRssMb = rssMb(server.pid!);
const login = await fetch(`${baseUrl}/api/api/Login/CheckUser`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ Email: "admin@example.com", Password: benchPassword }),
});
const signedIn = (await login.json()).ResponseData[0].user as { Token: string; UserId: number };
const token = signedIn.Token;
const pool = new pg.Pool({ connectionString: benchUrl(), max: poolSize, options: sessionOptions });
const benchDatabase = new URL(benchUrl()).pathname.slice(1);
const ctx: BenchContext = {
  baseUrl,
  token,
  userId: signedIn.UserId,
  pool,
  connections,
  quietConnections,
  durationSeconds,
  sampleCpu: () => sampleCpu(server.pid!, benchDatabase),
};

console.log(
  `\n${connections} concurrent clients, ${durationSeconds} s per measurement, PostgreSQL ${benchUrl()}\n`,
);
const figures: Figure[] = [];
try {
  for (const section of sections) {
    const got = await section.run(ctx);
    figures.push(...got);
    for (const f of got) {
      console.log(figureLine(f));
      if (f.ranOut)
        console.log(
          `${f.section.padEnd(10)} FAILED: ${f.label} ran out of work before its ${durationSeconds} s: the figure above is not of a full run (regenerate the set, or lower BENCH_SECONDS)`,
        );
    }
  }
} finally {
  await pool.end();
  server.kill("SIGTERM");
}

// Memory last, so the embedded start does not share the cores with the speed figures.
const embedded = await embeddedStart(port + 1);
console.log("\nMemory     idle RSS of a started server (goal: <= 300 MB embedded, <= 150 MB PostgreSQL)");
console.log(
  `Memory     embedded PGlite, fresh data dir, via npm start    ${embedded.serverRssMb.toFixed(0).padStart(5)} MB`,
);
console.log(
  `Memory     PostgreSQL (the scale set), before load          ${postgresIdleRssMb.toFixed(0).padStart(5)} MB`,
);
console.log(`Memory     processes left by npm start: ${embedded.processes.join(" | ")}`);

// A measurement whose work ran out is a broken run, whatever else it printed.
const ranOut = figures.filter((f) => f.ranOut);
if (ranOut.length > 0) {
  console.log(
    `\nFAILED: ${ranOut.length} measurement(s) ran out of work: ${ranOut.map((f) => f.label).join(", ")}`,
  );
  process.exitCode = 1;
}

// The web budget from the build npm start just made (the script prints the figure and its chunks).
console.log("\nWeb");
await import("../scripts/web-budget.mjs");
