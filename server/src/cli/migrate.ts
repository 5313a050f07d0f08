import path from "node:path";
import { type Database, openEmbedded, openPostgres } from "../db/client.js";
import { ConfigError, loadConfig } from "../platform/config.js";

/** `npm run migrate`: the committed migrations, under the same lock every starting instance takes. */
let database: Database | undefined;
try {
  const config = loadConfig();
  database = config.databaseUrl
    ? openPostgres(config.databaseUrl, 2)
    : await openEmbedded(path.join(config.dataDir, "db"), config.pglite);
  const migrating = database;
  await migrating.exclusive(() => migrating.migrate());
  console.log("The database is migrated.");
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof ConfigError ? err.message : `Migration failed: ${(err as Error).message}`);
} finally {
  await database?.close();
}
