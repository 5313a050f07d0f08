import type { Database, Db } from "./db/client.js";
import type { Config } from "./platform/config.js";
import type { Mailer } from "./platform/mail.js";

/** What every module's routes and services are given. */
export interface AppContext {
  config: Config;
  db: Db;
  database: Database;
  mailer: Mailer;
}
