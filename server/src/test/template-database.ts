import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedEmbeddedImage, openPostgres } from "../db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory image (a tar file) each test file's database starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file's database is created from (`create database x template y`). */
    postgresTemplate: string;
  }
}

export const testServerUrl = process.env.WMS_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Runs `statement` on the PostgreSQL server's maintenance connection. */
export async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A database's URL on the test server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Vitest global setup of the server project: migrates once per run (a PGlite image, or a PostgreSQL template
 * database when WMS_TEST_DB=postgres) and hands it to the test files, which each still get a database of their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.WMS_TEST_DB === "postgres") {
    const name = `wms_template_${randomBytes(6).toString("hex")}`;
    await onTestServer(`create database ${name}`);
    const database = openPostgres(testDatabaseUrl(name), 2);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide("postgresTemplate", name);
    return () => onTestServer(`drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), "wms-template-"));
  const file = path.join(dir, "pglite.tar");
  writeFileSync(file, new Uint8Array(await (await migratedEmbeddedImage()).arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
