import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net, { type AddressInfo } from "node:net";
import pg from "pg";
import { serverDist } from "../../../scripts/build.mjs";
import { repoRoot } from "../platform/config.js";

/** The PostgreSQL server the suite runs on. */
export const testServerUrl = process.env.WMS_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A compiled server process: its address and everything it printed. */
export interface CompiledServer {
  process: ChildProcess;
  base: string;
  output: string[];
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** A new, empty database on the test server: its URL, and a drop that ends its connections. */
export async function emptyPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: Object.assign(new URL(testServerUrl), { pathname: `/${name}` }).toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: testServerUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The environment of a compiled server on `port`: the test settings, `env` on top. */
export const compiledServerEnv = (port: number, env: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  WMS_ADMIN_PASSWORD: "Admin123",
  WMS_JWT_SECRET: "",
  WMS_SCRYPT_LOG_N: "10",
  WMS_LOGIN_RATE_LIMIT: "1000",
  LOG_LEVEL: "warn",
  // Stopped by the test, not behind a balancer: no drain (the rolling-restart test sets one).
  WMS_DRAIN_MS: "0",
  ...env,
});

/** Starts `server/dist/main.js` (built by `buildServer`) with the test settings and `env` on top. */
export function startCompiledServer(
  port: number,
  env: Record<string, string>,
  stdio: "pipe" | "ignore-stdin" = "ignore-stdin",
): CompiledServer {
  const output: string[] = [];
  const child = spawn(process.execPath, [`${serverDist}/main.js`], {
    cwd: repoRoot,
    env: compiledServerEnv(port, env),
    stdio: [stdio === "pipe" ? "pipe" : "ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  return { process: child, base: `http://127.0.0.1:${port}`, output };
}

/** Polls `what` every `everyMs` until it is true; past `timeoutMs` fails with what `failure` says (a server's output). */
export async function untilTrue(
  what: () => Promise<boolean>,
  timeoutMs: number,
  failure: () => string,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Waits until the server's health answers 200 (up to `seconds`); throws with its output if it exits. A first start
 * migrates a new database: at load 25-35 (two instances files at once beside other work) that outlasted 60 s.
 */
export async function untilHealthy(
  { base, process: child, output }: CompiledServer,
  seconds = 180,
): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join("")}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy:\n${output.join("")}`);
}

/** Sends SIGTERM and waits for the exit (at once if it has exited). */
export function stopCompiledServer({ process: child }: CompiledServer): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export interface ApiAnswer<T> {
  status: number;
  body: { ResponseCode: string; ResponseMessage: string; ResponseData: T };
}

/** POSTs `body` to `/api/api/<route>` with the bearer `token`, if any. */
export async function postApi<T>(
  base: string,
  route: string,
  body: unknown,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${base}/api/api/${route}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ApiAnswer<T>["body"] };
}

/** Signs in as the admin the test settings create and answers the bearer token. */
export async function signInAsAdmin(base: string): Promise<string> {
  const res = await postApi<Array<{ user: { Token: string } }>>(
    base,
    "Login/CheckUser",
    { Email: "admin@example.com", Password: "Admin123" },
    null,
  );
  if (res.body.ResponseCode !== "200") throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.ResponseData[0].user.Token;
}
