import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages, serverSecrets, stockLedger, users, warehouses } from "../db/schema/index.js";
import { loadConfig, type StartupConfig } from "../platform/config.js";
import { verifyPassword } from "../platform/passwords.js";
import { freshEmbedded } from "../test/harness.js";
import { demoUsers } from "./demo.js";
import { adminEmail, demoPasswordLogN, embeddedAdminPassword, prepareDatabase } from "./index.js";

const config: StartupConfig = {
  ...loadConfig({}),
  seed: "demo",
  adminPassword: embeddedAdminPassword,
  scryptLogN: 10,
};

describe("prepareDatabase", () => {
  it("makes the signing secret once and gives every later start the same; WMS_JWT_SECRET wins", async () => {
    const database = await freshEmbedded();
    try {
      const first = await prepareDatabase(database, { ...config, seed: "none" });
      const second = await prepareDatabase(database, { ...config, seed: "none" });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(second.createdAdminPassword).toBeNull();
      const given = await prepareDatabase(database, { ...config, jwtSecret: "given-secret-given-secret" });
      expect(given.jwtSecret).toBe("given-secret-given-secret");
      const [{ n }] = await database.db.select({ n: count() }).from(serverSecrets);
      expect(n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("hashes the demo users' published passwords cheaply and the admin's at the configured cost", async () => {
    const database = await freshEmbedded();
    try {
      const fullCost = demoPasswordLogN + 2;
      const prepared = await prepareDatabase(database, { ...config, scryptLogN: fullCost });
      expect(prepared.seedMs).toBeGreaterThan(0);
      const hashOf = async (email: string) => {
        const [row] = await database.db
          .select({ hash: users.passwordHash })
          .from(users)
          .where(eq(users.email, email));
        return row.hash;
      };
      const admin = await hashOf(adminEmail);
      expect(admin.split("$")[1]).toBe(String(2 ** fullCost));
      expect(await verifyPassword(embeddedAdminPassword, admin)).toBe(true);
      for (const u of demoUsers) {
        const hash = await hashOf(u.email);
        expect(hash.split("$")[1], u.email).toBe(String(2 ** demoPasswordLogN));
        expect(await verifyPassword(u.password, hash)).toBe(true);
        expect(await verifyPassword(embeddedAdminPassword, hash)).toBe(false);
      }
    } finally {
      await database.close();
    }
  });

  it("seeds all or nothing: a seed that fails leaves no trace, and the next start seeds it whole", async () => {
    const database = await freshEmbedded();
    try {
      await database.migrate();
      // The demo seed fails at its first stock movement, after the access seed and the masters have written.
      await database.db.execute(sql`
        create function refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
      await database.db.execute(
        sql`create trigger refuse_moves before insert on stock_ledger execute function refuse()`,
      );
      await expect(prepareDatabase(database, config)).rejects.toThrow();
      for (const table of [users, pages, serverSecrets, warehouses]) {
        const [{ n }] = await database.db.select({ n: count() }).from(table);
        expect(n).toBe(0);
      }
      await database.db.execute(sql`drop trigger refuse_moves on stock_ledger`);
      const prepared = await prepareDatabase(database, config);
      expect(prepared.seededDemo).toBe(true);
      const [{ n }] = await database.db.select({ n: count() }).from(users);
      expect(n).toBe(3);
      const [{ moves }] = await database.db.select({ moves: count() }).from(stockLedger);
      expect(moves).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
