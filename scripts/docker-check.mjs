// The container check CI runs where Docker is: builds the image, starts compose.yaml (the app on PostgreSQL),
// waits for /api/health/ready, signs in as the first admin, reads /api/health/live, and takes it all down.
// `node scripts/docker-check.mjs` (needs a Docker daemon); exits non-zero naming the step that failed.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.WMS_PORT ?? "3300";
const env = {
  ...process.env,
  WMS_PORT: port,
  WMS_ADMIN_PASSWORD: "Check123",
  COMPOSE_PROJECT_NAME: "wms-check",
};
const base = `http://127.0.0.1:${port}`;

function compose(...args) {
  const run = spawnSync("docker", ["compose", ...args], { cwd: root, env, stdio: "inherit" });
  if (run.status !== 0) throw new Error(`docker compose ${args.join(" ")} failed`);
}

async function untilReady(timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const status = await fetch(`${base}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${base}/api/health/ready did not answer 200 within ${timeoutMs / 1000} s`);
}

const started = Date.now();
try {
  compose("up", "--build", "--detach", "--wait");
  await untilReady(120_000);
  const readyAfter = (Date.now() - started) / 1000;
  const live = await fetch(`${base}/api/health/live`);
  if (live.status !== 200) throw new Error(`/api/health/live answered ${live.status}`);
  const signIn = await fetch(`${base}/api/api/Login/CheckUser`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ Email: "admin@example.com", Password: "Check123" }),
  }).then((r) => r.json());
  if (signIn.ResponseCode !== "200") throw new Error(`sign-in answered ${JSON.stringify(signIn)}`);
  console.log(`docker check passed: built, started and ready in ${readyAfter.toFixed(1)} s, admin signed in`);
} catch (err) {
  console.error(`docker check failed: ${err.message}`);
  spawnSync("docker", ["compose", "logs", "--tail", "100"], { cwd: root, env, stdio: "inherit" });
  process.exitCode = 1;
} finally {
  compose("down", "--volumes");
}
