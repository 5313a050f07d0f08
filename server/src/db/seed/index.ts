import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { keepReceiptDaysIn } from "../../modules/inbound/index.js";
import type { StartupConfig } from "../../platform/config.js";
import { hashPassword } from "../../platform/passwords.js";
import type { Database, Db } from "../client.js";
import { serverSecrets, users, userTypes } from "../schema/index.js";
import { inTransaction } from "../transaction.js";
import { seedAccess } from "./access.js";
import type { SeedContext } from "./context.js";
import { demoSeeders } from "./demo.js";

export const adminEmail = "admin@example.com";
export const embeddedAdminPassword = "Admin123";

export interface PreparedDatabase {
  /** Set when this run created the admin user; the password to show once. */
  createdAdminPassword: string | null;
  seededDemo: boolean;
  /** WMS_JWT_SECRET, or the one kept in the database. */
  jwtSecret: string;
}

/** A secret made by whichever instance comes first and read by every other. */
async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row.value;
}

/**
 * Migrates, keeps the page catalogue current and the receipt day totals in the plant's zone, and on an
 * empty database creates the admin (and demo plant). Any number of instances may start at once: one at a time gets here, and the seed is one
 * transaction, so it happens once and never half.
 */
export function prepareDatabase(database: Database, config: StartupConfig): Promise<PreparedDatabase> {
  return database.exclusive(async () => {
    await database.migrate();
    await keepReceiptDaysIn(database.db, config.timeZone);
    return inTransaction(database.db, (tx) => seedOnce(tx, database.kind, config));
  });
}

async function seedOnce(db: Db, kind: Database["kind"], config: StartupConfig): Promise<PreparedDatabase> {
  const { pageIds, adminRoleId } = await seedAccess(db);
  const jwtSecret = config.jwtSecret ?? (await sharedSecret(db, "jwt-secret"));
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return { createdAdminPassword: null, seededDemo: false, jwtSecret };

  const password =
    config.adminPassword ??
    (kind === "pglite" ? embeddedAdminPassword : randomBytes(9).toString("base64url"));
  const hash = (p: string) => hashPassword(p, config.scryptLogN);
  const [adminType] = await db.select().from(userTypes).limit(1);
  const [admin] = await db
    .insert(users)
    .values({
      userName: "Administrator",
      email: adminEmail,
      mobileNo: "9000000000",
      roleId: adminRoleId,
      userTypeId: adminType.userTypeId,
      passwordHash: await hash(password),
    })
    .returning({ userId: users.userId });

  const demo = config.seed === "demo" || (config.seed === null && kind === "pglite");
  if (demo) {
    const ctx: SeedContext = { pageIds, adminRoleId, adminUserId: admin.userId, hashPassword: hash };
    for (const seed of demoSeeders) await seed(db, ctx);
  }
  return { createdAdminPassword: password, seededDemo: demo, jwtSecret };
}
