// Playwright's web server: the web app and the compiled server built once, then one server per Playwright worker
// (E2E_SERVERS, ports E2E_PORT, E2E_PORT + 1, ...), each on a fresh data dir seeded with the demo plant, as `npm start`
// runs it: specs in parallel never meet each other's data.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { buildServer, buildWeb, serverDist } from "../scripts/build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const firstPort = Number(process.env.E2E_PORT ?? 3100);
// E2E_DATABASE_URL (bench:floor on PostgreSQL) is one database: one server then.
const count = process.env.E2E_DATABASE_URL ? 1 : Number(process.env.E2E_SERVERS ?? 1);
// E2E_WEB_DIST: a web build made already (npm test's, for the JS budgets, precompressed); else one made here.
const web = process.env.E2E_WEB_DIST ?? `/tmp/wms-e2e-${firstPort}-web`;
if (!process.env.E2E_WEB_DIST) await buildWeb(web, { force: true });
// A build of its own: npm test runs e2e beside the PostgreSQL pass, whose instance tests rebuild server/dist.
const dist = path.join(serverDist, `e2e-${firstPort}`);
await buildServer(dist);

function start(port) {
  const dir = `/tmp/wms-e2e-${port}`;
  rmSync(dir, { recursive: true, force: true });
  return spawn(process.execPath, ["--enable-source-maps", path.join(dist, "main.js")], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: String(port),
      WMS_DATA_DIR: path.join(dir, "data"),
      WMS_WEB_DIST: web,
      WMS_SEED: "demo",
      // an empty database of its own, the demo plant seeded with the demo password
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      ...(process.env.E2E_DATABASE_URL ? { WMS_ADMIN_PASSWORD: "Admin123" } : {}),
      SMTP_URL: "",
      WMS_LOGIN_RATE_LIMIT: "1000",
      WMS_ADDRESS_RATE_LIMIT: "1000",
      WMS_SCRYPT_LOG_N: "14",
      LOG_LEVEL: "warn",
    },
  });
}

const servers = Array.from({ length: count }, (_, i) => start(firstPort + i));
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const server of servers) server.kill(signal);
  });
// One server gone ends the run: its worker's specs could only fail.
for (const server of servers)
  server.on("exit", (code) => {
    for (const other of servers) other.kill("SIGTERM");
    process.exit(code ?? 0);
  });
