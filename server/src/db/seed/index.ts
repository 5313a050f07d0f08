import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import type { Config } from "../../platform/config.js";
import { hashPassword } from "../../platform/passwords.js";
import type { Database, Db } from "../client.js";
import { users, userTypes } from "../schema/index.js";
import { seedAccess } from "./access.js";
import { demoSeeders } from "./demo.js";

export const adminEmail = "admin@example.com";
export const embeddedAdminPassword = "Admin123";

export interface SeedContext {
  pageIds: Map<string, number>;
  adminRoleId: number;
  adminUserId: number;
  hashPassword(password: string): Promise<string>;
}

export interface PreparedDatabase {
  /** Set when this run created the admin user; the password to show once. */
  createdAdminPassword: string | null;
  seededDemo: boolean;
}

/** Migrates, keeps the page catalogue current, and on an empty database creates the admin (and demo plant). */
export async function prepareDatabase(database: Database, config: Config): Promise<PreparedDatabase> {
  await database.migrate();
  const db: Db = database.db;
  const { pageIds, adminRoleId } = await seedAccess(db);
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return { createdAdminPassword: null, seededDemo: false };

  const password =
    config.adminPassword ??
    (database.kind === "pglite" ? embeddedAdminPassword : randomBytes(9).toString("base64url"));
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

  const demo = config.seed === "demo" || (config.seed === null && database.kind === "pglite");
  if (demo) {
    const ctx: SeedContext = { pageIds, adminRoleId, adminUserId: admin.userId, hashPassword: hash };
    for (const seed of demoSeeders) await seed(db, ctx);
  }
  return { createdAdminPassword: password, seededDemo: demo };
}
