import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { count, eq } from "drizzle-orm";
import type { Database, Db } from "../db/client.js";
import { serverSecrets, users, userTypes } from "../db/schema/index.js";
import { inTransaction } from "../db/transaction.js";
import { keepReceiptDaysIn } from "../modules/inbound/index.js";
import type { StartupConfig } from "../platform/config.js";
import { hashPassword } from "../platform/passwords.js";
import { seedAccess } from "./access.js";
import type { SeedContext } from "./context.js";
import { demoSeeders } from "./demo.js";

export const adminEmail = "admin@example.com";
export const embeddedAdminPassword = "Admin123";
/** scrypt cost (log2 N) of demo users' hashes: their passwords are public (README), cost guards nothing. */
export const demoPasswordLogN = 10;

export interface PreparedDatabase {
  /** Set when this run created the admin user; the password to show once. */
  createdAdminPassword: string | null;
  seededDemo: boolean;
  /** How long the demo plant (and the admin's hash beside it) took, when seeded. */
  seedMs: number | null;
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
  if (n > 0) return { createdAdminPassword: null, seededDemo: false, jwtSecret, seedMs: null };

  const password =
    config.adminPassword ??
    (kind === "pglite" ? embeddedAdminPassword : randomBytes(9).toString("base64url"));
  const [adminType] = await db.select().from(userTypes).limit(1);
  const [admin] = await db
    .insert(users)
    .values({
      userName: "Administrator",
      email: adminEmail,
      mobileNo: "9000000000",
      roleId: adminRoleId,
      userTypeId: adminType.userTypeId,
      // No password matches it; the real hash replaces it before this transaction commits.
      passwordHash: "unset",
    })
    .returning({ userId: users.userId });

  const demo = config.seed === "demo" || (config.seed === null && kind === "pglite");
  const started = performance.now();
  const ctx: SeedContext = {
    pageIds,
    adminRoleId,
    adminUserId: admin.userId,
    hashDemoPassword: (p) => hashPassword(p, Math.min(demoPasswordLogN, config.scryptLogN)),
  };
  // The admin's full-cost hash runs on the thread pool while the demo plant is made.
  const [passwordHash] = await Promise.all([
    hashPassword(password, config.scryptLogN),
    demo ? seedDemo(db, ctx) : null,
  ]);
  await db.update(users).set({ passwordHash }).where(eq(users.userId, admin.userId));
  const seedMs = demo ? Math.round(performance.now() - started) : null;
  return { createdAdminPassword: password, seededDemo: demo, jwtSecret, seedMs };
}

async function seedDemo(db: Db, ctx: SeedContext) {
  for (const seed of demoSeeders) await seed(db, ctx);
}
