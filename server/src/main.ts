import path from "node:path";
import { commonMessages } from "@wms/domain";
import { buildApp } from "./app.js";
import { type Database, openEmbedded, openPostgres } from "./db/client.js";
import { ConfigError, loadConfig, type StartupConfig, usage, wantsHelp } from "./platform/config.js";
import { watchEmbeddedDiskFull } from "./platform/disk-full-watchdog.js";
import { shutdown } from "./platform/lifecycle.js";
import { loggerOptions, processLogOutput } from "./platform/logging.js";
import { createMailer } from "./platform/mail.js";
import { adminEmail, prepareDatabase } from "./seed/index.js";

if (wantsHelp(process.argv.slice(2))) {
  console.log(
    usage(
      "node server/dist/main.js",
      "Migrates the database, seeds it when empty, and serves the Warehouse Management System (npm start builds, then runs this).",
    ),
  );
  process.exit(0);
}

let startup: StartupConfig;
try {
  startup = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

// Before the database opens: its recovery on a still-full disk can stop answering too.
if (!startup.databaseUrl) watchEmbeddedDiskFull(startup.dataDir, commonMessages.diskFull);

let database: Database;
try {
  database = startup.databaseUrl
    ? openPostgres(startup.databaseUrl, startup.dbPoolSize)
    : await openEmbedded(path.join(startup.dataDir, "db"), startup.pglite);
} catch (err) {
  console.error(`Cannot open the database: ${(err as Error).message}`);
  process.exit(1);
}

const prepared = await prepareDatabase(database, startup);
const config = { ...startup, jwtSecret: prepared.jwtSecret };
const logOutput = processLogOutput();
const app = await buildApp(
  { config, db: database.db, database, mailer: createMailer(config) },
  { logger: loggerOptions(config, logOutput) },
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info(
      `${signal}: draining for ${config.drainMs} ms, then finishing in-flight requests and stopping`,
    );
    // The last tenth of the time (at most a quarter second) is kept for writing out the log.
    const flushMs = Math.min(250, config.shutdownTimeoutMs / 10);
    const outcome = await shutdown(app, database, config.shutdownTimeoutMs - flushMs, config.drainMs);
    if (outcome === "timed out") app.log.error(`Not stopped within ${config.shutdownTimeoutMs} ms: exiting`);
    else app.log.info("Stopped");
    await logOutput.flushed(flushMs);
    process.exit(outcome === "closed" ? 0 : 1);
  });
}

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl
  ? "PostgreSQL (DATABASE_URL)"
  : `embedded PGlite in ${path.join(config.dataDir, "db")}`;
app.log.info(`Warehouse Management System is running at http://localhost:${config.port}`);
const seeded = prepared.seededDemo ? `, seeded with the demo plant in ${prepared.seedMs} ms` : "";
app.log.info(`Database: ${where}${seeded}`);
if (prepared.createdAdminPassword) {
  // A supplied password is the operator's secret and never printed; a made one is shown this once.
  const password = config.adminPassword
    ? "the password in WMS_ADMIN_PASSWORD"
    : `password ${prepared.createdAdminPassword}`;
  app.log.info(`Sign in as ${adminEmail} with ${password}`);
  if (prepared.seededDemo)
    app.log.info("Demo users: store@example.com / Store123, operator@example.com / Oper123");
}
if (!config.webDist)
  app.log.warn("The web app is not built: run `npm run build` (npm start does it for you).");
