import { randomBytes } from "node:crypto";
import { mkdtempSync, openAsBlob, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.js";
import { type Database, type Db, openEmbedded, openPostgres } from "../db/client.js";
import { type Config, loadConfig } from "../platform/config.js";
import { logRedaction } from "../platform/log-redaction.js";
import { createMailer, type Mailer } from "../platform/mail.js";
import { adminEmail, embeddedAdminPassword, prepareDatabase } from "../seed/index.js";
import { onTestServer, testDatabaseUrl, testServerUrl } from "./template-database.js";

export const onPostgres = process.env.WMS_TEST_DB === "postgres";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** Signs in (the admin by default) and answers the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  /** Calls the API as the signed-in admin (or with `token`); answers HTTP status and body. */
  call<T = unknown>(
    method: "GET" | "POST",
    url: string,
    body?: unknown,
    token?: string | null,
  ): Promise<{ status: number; body: { ResponseCode: string; ResponseMessage: string; ResponseData: T } }>;
  /** Another instance of the app on the same database (a new pool on PostgreSQL), closed with this one. */
  secondInstance(): Promise<FastifyInstance>;
  /**
   * Closes every instance and drops the database; answers how many deadlocks PostgreSQL detected in it
   * (pg_stat_database, read once every connection has ended and so reported its counts; PGlite: 0, one connection).
   */
  close(): Promise<{ deadlocks: number }>;
}

/**
 * A fresh database with its own name on the PostgreSQL server (a copy of the run's migrated template), dropped again
 * on close, which answers its deadlocks.
 */
async function freshPostgres(): Promise<{ database: Database; url: string; drop: () => Promise<number> }> {
  const name = `wms_t_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  await onTestServer(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = testDatabaseUrl(name);
  const database = openPostgres(url, 30);
  return {
    database,
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: testServerUrl });
      await c.connect();
      // A backend reports its deadlocks to pg_stat_database when it ends, before it leaves pg_stat_activity.
      for (let attempt = 0; ; attempt++) {
        const { rows } = await c.query(
          "select count(*)::integer as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0 || attempt >= 100) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const { rows: stats } = await c.query("select deadlocks from pg_stat_database where datname = $1", [
        name,
      ]);
      // The pool's sockets may still be closing: wait for them rather than kill them mid-close.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`drop database if exists ${name}${attempt >= 50 ? " with (force)" : ""}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== "55006" || attempt >= 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
      return Number(stats[0]?.deadlocks ?? 0);
    },
  };
}

/** A fresh in-memory PGlite, started from the run's migrated image when the global setup made one. */
export async function freshEmbedded(): Promise<Database> {
  const template = inject("pgliteTemplate");
  return openEmbedded(null, undefined, template ? await openAsBlob(template) : undefined);
}

/**
 * The whole app in-process on a fresh, migrated database: PGlite in memory, or a new PostgreSQL
 * database when WMS_TEST_DB=postgres, each a copy of the run's migrated template (test/template-database.ts).
 * Only the access seed (pages, Admin role, admin user).
 */
export async function startTestApp(
  overrides: Partial<Config> & { mailer?: Mailer; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "wms-test-"));
  const { mailer: mailerOverride, logStream, ...configOverrides } = overrides;
  const config: Config = {
    ...loadConfig({ WMS_DATA_DIR: dataDir }),
    jwtSecret: "test-secret-test-secret-test-secret",
    seed: "none",
    adminPassword: embeddedAdminPassword,
    scryptLogN: 10,
    loginRateLimit: 1000,
    addressRateLimit: 1000,
    webDist: null,
    ...configOverrides,
  };
  const { database, url, drop } = onPostgres
    ? await freshPostgres()
    : { database: await freshEmbedded(), url: null, drop: async () => 0 };
  await prepareDatabase(database, config);
  const mailer = mailerOverride ?? createMailer(config);
  const app = await buildApp(
    { config, db: database.db, database, mailer },
    {
      logger: logStream ? { level: config.logLevel, redact: logRedaction, stream: logStream } : false,
      checkAnswers: true,
    },
  );
  await app.ready();

  let adminToken: string | null = null;
  const login = async (email = adminEmail, password = embeddedAdminPassword) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/api/Login/CheckUser",
      payload: { Email: email, Password: password },
    });
    const body = res.json();
    if (body.ResponseCode !== "200") throw new Error(`login ${email} failed: ${body.ResponseMessage}`);
    return body.ResponseData[0].user.Token as string;
  };

  const others: Array<{ app: FastifyInstance; database: Database }> = [];

  return {
    app,
    db: database.db,
    database,
    config,
    login,
    async call(method, url, body, token) {
      if (token === undefined) adminToken ??= await login();
      const bearer = token === undefined ? adminToken : token;
      const res = await app.inject({
        method,
        url,
        payload: body as never,
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
      return { status: res.statusCode, body: res.json() };
    },
    async secondInstance() {
      // PGlite is one process's database: a second instance in this process shares it.
      const other = url ? openPostgres(url, 10) : database;
      const second = await buildApp({ config, db: other.db, database: other, mailer });
      await second.ready();
      others.push({ app: second, database: other });
      return second;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        if (other.database !== database) await other.database.close();
      }
      await app.close();
      await database.close();
      const deadlocks = await drop();
      rmSync(dataDir, { recursive: true, force: true });
      return { deadlocks };
    },
  };
}
