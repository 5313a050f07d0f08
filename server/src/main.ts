import path from "node:path";
import { buildApp } from "./app.js";
import { type Database, openEmbedded, openPostgres } from "./db/client.js";
import { adminEmail, prepareDatabase } from "./db/seed/index.js";
import { loadConfig } from "./platform/config.js";
import { createMailer } from "./platform/mail.js";

const config = loadConfig();
let database: Database;
try {
  database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openEmbedded(path.join(config.dataDir, "db"));
} catch (err) {
  console.error(`Cannot open the database: ${(err as Error).message}`);
  process.exit(1);
}

const prepared = await prepareDatabase(database, config);
const app = await buildApp(
  { config, db: database.db, database, mailer: createMailer(config) },
  { logger: true },
);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl
  ? "PostgreSQL (DATABASE_URL)"
  : `embedded PGlite in ${path.join(config.dataDir, "db")}`;
console.log(`\nWarehouse Management System is running at http://localhost:${config.port}`);
console.log(`Database: ${where}${prepared.seededDemo ? ", seeded with the demo plant" : ""}`);
if (prepared.createdAdminPassword) {
  console.log(`Sign in as ${adminEmail} with password ${prepared.createdAdminPassword}`);
  if (prepared.seededDemo)
    console.log("Demo users: store@example.com / Store123, operator@example.com / Oper123");
}
if (!config.webDist)
  console.log("The web app is not built: run `npm run build` (npm start does it for you).");
