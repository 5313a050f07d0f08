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
  loginRateLimit: number;
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
    resetLinkMinutes: Number(env.WMS_RESET_LINK_MINUTES ?? 30),
    uploadMaxBytes: Number(env.WMS_UPLOAD_MAX_BYTES ?? 2 * 1024 * 1024),
    webDist: existsSync(path.join(webDist, "index.html")) ? webDist : null,
    logLevel: env.LOG_LEVEL ?? "info",
  };
}
