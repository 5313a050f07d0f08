// Playwright's web server: a fresh data dir seeded with the demo plant, the web app built beside it,
// and the compiled server, as `npm start` runs it.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { buildServer, buildWeb, serverDist } from "../scripts/build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "3100";
const dir = `/tmp/wms-e2e-${port}`;
rmSync(dir, { recursive: true, force: true });
const web = path.join(dir, "web");
await buildWeb(web, { force: true });
await buildServer();
const server = spawn(process.execPath, ["--enable-source-maps", path.join(serverDist, "main.js")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    WMS_DATA_DIR: path.join(dir, "data"),
    WMS_WEB_DIST: web,
    WMS_SEED: "demo",
    // E2E_DATABASE_URL (bench:floor on PostgreSQL): an empty database of its own, the demo plant seeded with the demo password
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    ...(process.env.E2E_DATABASE_URL ? { WMS_ADMIN_PASSWORD: "Admin123" } : {}),
    SMTP_URL: "",
    WMS_LOGIN_RATE_LIMIT: "1000",
    WMS_ADDRESS_RATE_LIMIT: "1000",
    WMS_SCRYPT_LOG_N: "14",
    LOG_LEVEL: "warn",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
