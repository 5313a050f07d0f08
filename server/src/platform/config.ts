import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { type FifoMode, fifoModes, isTimeZone, machineTimeZone, passwordLength } from "@wms/domain";
import { type PacketQrKind, packetQrKinds } from "@wms/domain/gs1";
import { z } from "zod";

/** The repository root, found by walking up: the same from server/src (tsx) and server/dist (compiled). */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No workspace root above ${from}`);
  }
}

export const repoRoot = findRepoRoot(import.meta.dirname);

/** The release (package.json's version): the build's metrics and the OpenAPI document carry it. */
export const appVersion = (
  JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }
).version;

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: `expected a whole number from ${min} to ${max}` })
    .int({ error: `expected a whole number from ${min} to ${max}` })
    .min(min, { error: `expected a whole number from ${min} to ${max}` })
    .max(max, { error: `expected a whole number from ${min} to ${max}` });

const url = (protocols: RegExp, what: string) => z.url({ protocol: protocols, error: `expected ${what}` });

/** Every setting the server reads, with its default and what a valid value looks like. */
const settingsSchema = z.object({
  PORT: integer(1, 65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  WMS_DATA_DIR: z.string().min(1).default(path.join(repoRoot, "data")),
  DATABASE_URL: url(/^postgres(ql)?$/, "a postgres:// or postgresql:// address").optional(),
  WMS_DB_POOL_SIZE: integer(1, 1000).default(20),
  WMS_PGLITE_MEMORY_MB: integer(128, 4096).default(128),
  WMS_PGLITE_SHARED_BUFFERS_MB: integer(1, 4096).default(16),
  SMTP_URL: url(/^smtps?$/, "an smtp:// or smtps:// address").optional(),
  WMS_MAIL_FROM: z.string().min(1).default("WMS <no-reply@wms.local>"),
  WMS_PUBLIC_URL: url(/^https?$/, "an http:// or https:// address").optional(),
  WMS_JWT_SECRET: z.string().min(16, { error: "expected at least 16 characters" }).optional(),
  WMS_JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+\s*(s|m|h|d)?$/, { error: "expected a duration such as 30m, 8h or 1d" })
    .default("8h"),
  WMS_ADMIN_PASSWORD: z
    .string()
    .min(passwordLength.min)
    .max(passwordLength.ceiling, { error: `expected ${passwordLength.min} to WMS_PASSWORD_MAX characters` })
    .optional(),
  WMS_PASSWORD_MAX: integer(passwordLength.max, passwordLength.ceiling).default(passwordLength.max),
  WMS_SEED: z.enum(["demo", "none"], { error: "expected demo or none" }).optional(),
  WMS_SCRYPT_LOG_N: integer(10, 20).default(17),
  WMS_LOGIN_RATE_LIMIT: integer(1, 100000).default(10),
  WMS_ADDRESS_RATE_LIMIT: integer(1, 1000000).default(100),
  WMS_HASH_CONCURRENCY: integer(1, 64).default(2),
  WMS_HASH_QUEUE: integer(0, 10000).default(32),
  WMS_HASH_PER_CLIENT: integer(1, 10000).default(4),
  WMS_TRUST_PROXY: z.string().min(1).optional(),
  WMS_RESET_LINK_MINUTES: integer(1, 10080).default(30),
  WMS_UPLOAD_MAX_BYTES: integer(1024, 100 * 1024 * 1024).default(2 * 1024 * 1024),
  WMS_IMPORT_MAX_BYTES: integer(1024, 1024 * 1024 * 1024).default(50 * 1024 * 1024),
  WMS_IMPORT_MAX_ROWS: integer(1, 10_000_000).default(100_000),
  WMS_WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, "web", "dist")),
  LOG_LEVEL: z.enum(logLevels, { error: `expected one of ${logLevels.join(", ")}` }).default("info"),
  WMS_LOG_FORMAT: z
    .enum(["auto", "pretty", "json"], { error: "expected auto, pretty or json" })
    .default("auto"),
  WMS_SHUTDOWN_TIMEOUT_MS: integer(100, 600000).default(10000),
  WMS_DRAIN_MS: integer(0, 600000).optional(),
  WMS_METRICS: z.enum(["on", "off"], { error: "expected on or off" }).default("on"),
  WMS_METRICS_TOKEN: z.string().min(16, { error: "expected at least 16 characters" }).optional(),
  WMS_METRICS_ALLOW: z
    .string()
    .refine((v) => networksOf(v).length > 0 && networksOf(v).every(isNetwork), {
      error: "expected a comma list of addresses or CIDRs such as 127.0.0.1,10.0.0.0/8",
    })
    .optional(),
  WMS_TIMEZONE: z
    .string()
    .refine(isTimeZone, { error: "expected an IANA time zone such as Asia/Kolkata" })
    .default(machineTimeZone()),
  WMS_FIFO: z.enum(fifoModes, { error: `expected one of ${fifoModes.join(", ")}` }).default("warn"),
  WMS_PACKET_QR: z
    .enum(packetQrKinds, { error: `expected one of ${packetQrKinds.join(", ")}` })
    .default("plain"),
  WMS_STOCK_CHECK_MINUTES: integer(0, 1440).default(5),
});

export type ConfigVariable = keyof typeof settingsSchema.shape;

/** What each setting means; `shown` stands for a default that depends on where the server runs. */
const settingsHelp: Record<ConfigVariable, { meaning: string; shown?: string }> = {
  PORT: { meaning: "HTTP port of the app and API" },
  HOST: { meaning: "address to listen on" },
  WMS_DATA_DIR: {
    meaning: "embedded database (db/, locked against a second process), uploads, mail outbox",
    shown: "<repository>/data",
  },
  DATABASE_URL: {
    meaning: "a PostgreSQL server (postgres://user@host:5432/db); unset means the embedded database",
  },
  WMS_DB_POOL_SIZE: { meaning: "connections to PostgreSQL per instance" },
  WMS_PGLITE_MEMORY_MB: {
    meaning: "the embedded database's initial WebAssembly heap in MB (its least; it grows on demand)",
  },
  WMS_PGLITE_SHARED_BUFFERS_MB: { meaning: "the embedded database's buffer cache in MB" },
  SMTP_URL: {
    meaning:
      "mail server for password-reset links (smtp://user:pass@host:587); unset writes each mail to <data dir>/outbox/*.eml",
  },
  WMS_MAIL_FROM: { meaning: "sender of those mails" },
  WMS_PUBLIC_URL: { meaning: "address put into reset links", shown: "http://localhost:$PORT" },
  WMS_JWT_SECRET: {
    meaning:
      "signing key of the bearer tokens (16+ characters); unset, one is made once and kept in the database",
  },
  WMS_JWT_EXPIRES_IN: { meaning: "session length (30m, 8h, 1d)" },
  WMS_ADMIN_PASSWORD: {
    meaning:
      "password of the first admin on an empty database (never logged); unset: Admin123 embedded, random on PostgreSQL (printed once)",
  },
  WMS_PASSWORD_MAX: {
    meaning: `most characters a password may have (the specification's ${passwordLength.max}, up to ${passwordLength.ceiling})`,
  },
  WMS_SEED: {
    meaning:
      "demo seeds the demo plant on first run, none starts empty; unset: demo on an empty embedded database",
  },
  WMS_SCRYPT_LOG_N: { meaning: "scrypt cost (log2 N) for new password hashes" },
  WMS_LOGIN_RATE_LIMIT: { meaning: "sign-in / forgot-password attempts a minute on one account" },
  WMS_ADDRESS_RATE_LIMIT: {
    meaning: "sign-in / forgot-password / reset attempts a minute from one client address",
  },
  WMS_HASH_CONCURRENCY: { meaning: "password hashes computed at once" },
  WMS_HASH_QUEUE: {
    meaning: "password checks allowed to wait for a turn; beyond that a sign-in answers 429",
  },
  WMS_HASH_PER_CLIENT: {
    meaning:
      "password checks one client address, or one account, may have running or waiting at once; beyond that a sign-in answers 429",
  },
  WMS_TRUST_PROXY: {
    meaning:
      "believe X-Forwarded-For from these proxies: true (any) or a comma list of addresses/CIDRs; unset uses the socket's address",
  },
  WMS_RESET_LINK_MINUTES: { meaning: "life of a password-reset link in minutes" },
  WMS_UPLOAD_MAX_BYTES: { meaning: "largest accepted product image in bytes" },
  WMS_IMPORT_MAX_BYTES: { meaning: "largest accepted import file (CSV or JSON) in bytes" },
  WMS_IMPORT_MAX_ROWS: { meaning: "most rows one import takes; a longer file is refused, naming the limit" },
  WMS_WEB_DIST: { meaning: "where the built web app is served from", shown: "<repository>/web/dist" },
  LOG_LEVEL: { meaning: `one of ${logLevels.join(", ")}` },
  WMS_LOG_FORMAT: {
    meaning:
      "pretty (readable lines), json (one object a line) or auto: pretty on a terminal, JSON otherwise",
  },
  WMS_SHUTDOWN_TIMEOUT_MS: {
    meaning:
      "on SIGTERM/SIGINT, how long the stop (drain, then in-flight requests) may take before the process exits anyway (exit code 1)",
  },
  WMS_DRAIN_MS: {
    meaning:
      "on SIGTERM/SIGINT, how long the instance first goes on serving with /api/health at 503 and every answer closing its connection, so a load balancer moves away; less than WMS_SHUTDOWN_TIMEOUT_MS",
    shown: "5000 on PostgreSQL (at most half WMS_SHUTDOWN_TIMEOUT_MS), 0 embedded",
  },
  WMS_METRICS: { meaning: "off removes /metrics" },
  WMS_METRICS_TOKEN: {
    meaning: "when set (16+ characters), /metrics needs Authorization: Bearer <token>",
  },
  WMS_METRICS_ALLOW: {
    meaning:
      "comma list of addresses/CIDRs /metrics answers (the client's address as WMS_TRUST_PROXY tells it); others get 403",
    shown: "loopback (127.0.0.0/8,::1) without WMS_METRICS_TOKEN, any address with it",
  },
  WMS_TIMEZONE: {
    meaning:
      "the plant's clock (IANA name, e.g. Asia/Kolkata): dates sent as MM/DD/YYYY and report days are days there",
    shown: "the machine's zone",
  },
  WMS_PACKET_QR: {
    meaning:
      "what a packet slip's QR holds: plain, the specification's code; gs1, an element string of receipt date (11), code (21), lot (10) and count (30)",
  },
  WMS_FIFO: {
    meaning:
      "issuing a packet while an older one of the product lies in a bin: warn names the older packet, strict refuses, off says nothing",
  },
  WMS_STOCK_CHECK_MINUTES: {
    meaning:
      "how often the provable-stock check replays the ledger against the packets (gauge wms_stock_discrepancies); 0 turns it off",
  },
};

/** Every setting as an env file: its meaning, then the variable with its default, commented out. */
export function settingsText(): string {
  return Object.entries(settingsSchema.shape)
    .map(([name, schema]) => {
      const { meaning, shown } = settingsHelp[name as ConfigVariable];
      const fallback = schema.def.type === "default" ? String(schema.def.defaultValue) : "";
      return `# ${meaning}\n# ${name}=${shown ?? fallback}\n`;
    })
    .join("\n");
}

/** The text of `--help`: what the command does, then every setting it reads. */
export const usage = (command: string, what: string) =>
  `Usage: ${command} [--help]\n${what}\n\nSettings (environment variables, all optional; unset means the default shown):\n\n${settingsText()}`;

/** Whether the command line asks for usage rather than a run. */
export const wantsHelp = (argv: readonly string[]) => argv.includes("--help") || argv.includes("-h");

/** The configuration as read at start; the signing secret may still come from the database. */
export interface StartupConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; absent means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | null;
  dbPoolSize: number;
  /** The embedded database's initial WebAssembly heap (it grows on demand) and its buffer cache. */
  pglite: { heapMb: number; sharedBuffersMb: number };
  smtpUrl: string | null;
  mailFrom: string;
  /** Base address put into password-reset links. */
  publicUrl: string;
  /** Set by WMS_JWT_SECRET; otherwise made once and kept in the database, shared by every instance. */
  jwtSecret: string | null;
  jwtExpiresIn: string;
  adminPassword: string | null;
  /** The most characters a password may have: the specification's 10 unless WMS_PASSWORD_MAX raises it. */
  passwordMax: number;
  /** WMS_SEED as given: demo data on first run, or none; unset means demo on the embedded database only. */
  seed: "demo" | "none" | null;
  /** log2 of the scrypt cost N; 17 is OWASP's figure, tests lower it. */
  scryptLogN: number;
  /** Sign-in and forgot-password attempts a minute on one account. */
  loginRateLimit: number;
  /** Sign-in, forgot-password and reset attempts a minute from one client address (higher: a plant floor shares one). */
  addressRateLimit: number;
  /** Password hashes computed at once, and how many more may wait; beyond that a sign-in is refused as busy. */
  hashConcurrency: number;
  hashQueueLimit: number;
  /** Password checks one address or one account may have running or waiting; turns go round the addresses. */
  hashPerClient: number;
  /** Whom to believe in X-Forwarded-For (Fastify's trustProxy): off unless WMS_TRUST_PROXY says so. */
  trustProxy: boolean | string;
  resetLinkMinutes: number;
  uploadMaxBytes: number;
  /** What one import may read: its bytes and its rows (one import runs at a time per instance). */
  importMaxBytes: number;
  importMaxRows: number;
  webDist: string | null;
  logLevel: (typeof logLevels)[number];
  /** Human-readable lines on a terminal (auto), or always one JSON object a line. */
  logFormat: "auto" | "pretty" | "json";
  shutdownTimeoutMs: number;
  /** The first part of a stop: still serving, health 503, connections closed after each answer. */
  drainMs: number;
  metrics: boolean;
  /** When set, /metrics needs `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /** The addresses and CIDRs /metrics answers; null answers any (the default only with a token). */
  metricsAllow: string[] | null;
  /** The plant's clock (IANA): dates sent as MM/DD/YYYY and report days are days in this zone. */
  timeZone: string;
  /** Issuing a newer packet while an older one is available: warn, refuse (strict) or nothing (off). */
  fifo: FifoMode;
  /** What a packet slip's QR holds: the plain code (the specification's) or its GS1 element string. */
  packetQr: PacketQrKind;
  /** Minutes between provable-stock checks; 0 runs none. */
  stockCheckMinutes: number;
}

/** What the app runs with: the signing secret is known. */
export type Config = StartupConfig & { jwtSecret: string };

export class ConfigError extends Error {}

/** The entries of a comma list of addresses/CIDRs. */
const networksOf = (value: string) =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");

/** An IPv4/IPv6 address, or one with a prefix length its family allows. */
function isNetwork(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** The loopback addresses: where /metrics answers without a token unless WMS_METRICS_ALLOW says otherwise. */
export const loopbackNetworks = ["127.0.0.0/8", "::1"];

/** "true" trusts any proxy; anything else but "false" is a comma list of the proxies' addresses/CIDRs. */
function trustProxyOf(value: string | undefined): boolean | string {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false") return false;
  return v === "true" ? true : v;
}

/** Reads and checks every setting; a bad one stops start-up, naming the variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): StartupConfig {
  const given = Object.fromEntries(
    Object.keys(settingsSchema.shape).map((name) => [name, env[name] === "" ? undefined : env[name]]),
  );
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const s = parsed.data;
  // Several instances (PostgreSQL) sit behind a load balancer that needs a moment to move away.
  const drainMs = s.WMS_DRAIN_MS ?? (s.DATABASE_URL ? Math.min(5000, s.WMS_SHUTDOWN_TIMEOUT_MS / 2) : 0);
  if (drainMs >= s.WMS_SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration:\n  WMS_DRAIN_MS=${JSON.stringify(env.WMS_DRAIN_MS)}: expected less than WMS_SHUTDOWN_TIMEOUT_MS (${s.WMS_SHUTDOWN_TIMEOUT_MS})`,
    );
  }
  if (s.WMS_ADMIN_PASSWORD !== undefined && s.WMS_ADMIN_PASSWORD.length > s.WMS_PASSWORD_MAX) {
    throw new ConfigError(
      `Invalid configuration:\n  WMS_ADMIN_PASSWORD: expected ${passwordLength.min} to WMS_PASSWORD_MAX (${s.WMS_PASSWORD_MAX}) characters`,
    );
  }
  const webDist = path.resolve(s.WMS_WEB_DIST);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.WMS_DATA_DIR),
    databaseUrl: s.DATABASE_URL ?? null,
    dbPoolSize: s.WMS_DB_POOL_SIZE,
    pglite: { heapMb: s.WMS_PGLITE_MEMORY_MB, sharedBuffersMb: s.WMS_PGLITE_SHARED_BUFFERS_MB },
    smtpUrl: s.SMTP_URL ?? null,
    mailFrom: s.WMS_MAIL_FROM,
    publicUrl: (s.WMS_PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, ""),
    jwtSecret: s.WMS_JWT_SECRET ?? null,
    jwtExpiresIn: s.WMS_JWT_EXPIRES_IN,
    adminPassword: s.WMS_ADMIN_PASSWORD ?? null,
    passwordMax: s.WMS_PASSWORD_MAX,
    seed: s.WMS_SEED ?? null,
    scryptLogN: s.WMS_SCRYPT_LOG_N,
    loginRateLimit: s.WMS_LOGIN_RATE_LIMIT,
    addressRateLimit: s.WMS_ADDRESS_RATE_LIMIT,
    hashConcurrency: s.WMS_HASH_CONCURRENCY,
    hashQueueLimit: s.WMS_HASH_QUEUE,
    hashPerClient: s.WMS_HASH_PER_CLIENT,
    trustProxy: trustProxyOf(s.WMS_TRUST_PROXY),
    resetLinkMinutes: s.WMS_RESET_LINK_MINUTES,
    uploadMaxBytes: s.WMS_UPLOAD_MAX_BYTES,
    importMaxBytes: s.WMS_IMPORT_MAX_BYTES,
    importMaxRows: s.WMS_IMPORT_MAX_ROWS,
    webDist: existsSync(path.join(webDist, "index.html")) ? webDist : null,
    logLevel: s.LOG_LEVEL,
    logFormat: s.WMS_LOG_FORMAT,
    shutdownTimeoutMs: s.WMS_SHUTDOWN_TIMEOUT_MS,
    drainMs,
    metrics: s.WMS_METRICS === "on",
    metricsToken: s.WMS_METRICS_TOKEN ?? null,
    metricsAllow: s.WMS_METRICS_ALLOW
      ? networksOf(s.WMS_METRICS_ALLOW)
      : s.WMS_METRICS_TOKEN
        ? null
        : loopbackNetworks,
    timeZone: s.WMS_TIMEZONE,
    fifo: s.WMS_FIFO,
    packetQr: s.WMS_PACKET_QR,
    stockCheckMinutes: s.WMS_STOCK_CHECK_MINUTES,
  };
}
