import { createReadStream, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { inboundMessages } from "@wms/domain";
import { type Database, openEmbedded, openPostgres } from "../db/client.js";
import { importKinds, importRecords } from "../modules/import/index.js";
import { loadConfig } from "../platform/config.js";
import { BusinessRuleError } from "../platform/envelope.js";
import { seedAccess } from "../seed/access.js";

/** `npm run import -- <kind> <file>`: the import API's service on the configured database. */
const [kind, file] = process.argv.slice(2);
if (!kind || !file) {
  console.error(
    `Usage: npm run import -- <${importKinds.map((k) => k.name).join("|")}> <file.csv|file.json>`,
  );
  process.exit(2);
}

const config = loadConfig();
const limits = { maxBytes: config.importMaxBytes, maxRows: config.importMaxRows };
const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
let database: Database | undefined;
try {
  if (statSync(filePath).size > limits.maxBytes) {
    throw new BusinessRuleError(inboundMessages.importTooLarge(limits.maxBytes));
  }
  // CSV is read as a stream, row by row; JSON is one document, parsed whole within the byte limit.
  const input: unknown = file.toLowerCase().endsWith(".json")
    ? JSON.parse(readFileSync(filePath, "utf8"))
    : createReadStream(filePath);
  database = config.databaseUrl
    ? openPostgres(config.databaseUrl, 2)
    : await openEmbedded(path.join(config.dataDir, "db"));
  await database.migrate();
  await seedAccess(database.db);
  // No one signs in here: the audit rows name the command as where the change came from.
  const result = await importRecords(
    database.db,
    kind,
    input,
    { userId: null, address: "npm run import" },
    limits,
  );
  console.log(`Imported ${result.Rows} ${result.Kind} rows.`);
} catch (err) {
  process.exitCode = 1;
  if (err instanceof BusinessRuleError) {
    console.error(err.message);
    for (const e of (err.data as Array<{ Line: number; Message: string }> | null) ?? []) {
      console.error(`  line ${e.Line}: ${e.Message}`);
    }
  } else console.error((err as Error).message);
} finally {
  await database?.close();
}
