// Playwright's web server: a fresh data dir seeded with the demo plant, the web app built beside it.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "3100";
const dir = `/tmp/wms-e2e-${port}`;
rmSync(dir, { recursive: true, force: true });
const web = path.join(dir, "web");
const build = spawnSync("npx", ["vite", "build", "--outDir", web, "--emptyOutDir"], {
  cwd: path.join(root, "web"),
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn("npx", ["tsx", "server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    WMS_DATA_DIR: path.join(dir, "data"),
    WMS_WEB_DIST: web,
    WMS_SEED: "demo",
    DATABASE_URL: "",
    SMTP_URL: "",
    WMS_LOGIN_RATE_LIMIT: "1000",
    WMS_ADDRESS_RATE_LIMIT: "1000",
    WMS_SCRYPT_LOG_N: "14",
    LOG_LEVEL: "warn",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
