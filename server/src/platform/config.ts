import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; absent means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Base address put into password-reset links. */
  publicUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminPassword: string | null;
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
  /** Whom to believe in X-Forwarded-For (Fastify's trustProxy): off unless WMS_TRUST_PROXY says so. */
  trustProxy: boolean | string;
  resetLinkMinutes: number;
  uploadMaxBytes: number;
  webDist: string | null;
  logLevel: string;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** A secret kept in the data dir, so tokens survive a restart without configuration. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** "true" trusts any proxy; anything else but "false" is a comma list of the proxies' addresses/CIDRs. */
function trustProxyOf(value: string | undefined): boolean | string {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false") return false;
  return v === "true" ? true : v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.WMS_DATA_DIR ?? path.join(repoRoot, "data"));
  const webDist = path.resolve(env.WMS_WEB_DIST ?? path.join(repoRoot, "web", "dist"));
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.WMS_MAIL_FROM ?? "WMS <no-reply@wms.local>",
    publicUrl: (env.WMS_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    jwtSecret: env.WMS_JWT_SECRET || persistedSecret(dataDir, "jwt-secret"),
    jwtExpiresIn: env.WMS_JWT_EXPIRES_IN ?? "8h",
    adminPassword: env.WMS_ADMIN_PASSWORD || null,
    seed: env.WMS_SEED === "none" || env.WMS_SEED === "demo" ? env.WMS_SEED : null,
    scryptLogN: Number(env.WMS_SCRYPT_LOG_N ?? 17),
    loginRateLimit: Number(env.WMS_LOGIN_RATE_LIMIT ?? 10),
    addressRateLimit: Number(env.WMS_ADDRESS_RATE_LIMIT ?? 100),
    hashConcurrency: Number(env.WMS_HASH_CONCURRENCY ?? 2),
    hashQueueLimit: Number(env.WMS_HASH_QUEUE ?? 32),
    trustProxy: trustProxyOf(env.WMS_TRUST_PROXY),
    resetLinkMinutes: Number(env.WMS_RESET_LINK_MINUTES ?? 30),
    uploadMaxBytes: Number(env.WMS_UPLOAD_MAX_BYTES ?? 2 * 1024 * 1024),
    webDist: existsSync(path.join(webDist, "index.html")) ? webDist : null,
    logLevel: env.LOG_LEVEL ?? "info",
  };
}
