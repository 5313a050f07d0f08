import path from "node:path";
import { type Database, openEmbedded, openPostgres } from "../db/client.js";
import { ConfigError, loadConfig, usage, wantsHelp } from "../platform/config.js";

/** `npm run migrate`: the committed migrations, under the same lock every starting instance takes. */
if (wantsHelp(process.argv.slice(2))) {
  console.log(
    usage(
      "node server/dist/migrate.js",
      "Applies the committed migrations to the configured database under the lock every starting instance takes (npm run migrate builds, then runs this).",
    ),
  );
  process.exit(0);
}
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
