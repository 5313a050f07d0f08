import path from "node:path";
import { createEmbeddedDirectory } from "../db/client.js";
import { ConfigError, loadConfig } from "../platform/config.js";

/**
 * npm start, beside the web build: creates the embedded database (initdb) when the settings name one and it
 * is not there yet, so the server finds it made. A bad setting is the server's to report, a moment later.
 */
try {
  const config = loadConfig();
  if (!config.databaseUrl) createEmbeddedDirectory(path.join(config.dataDir, "db"));
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
}
