import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.js";
import { permissionTreeOf, setRights, tokenWithRights } from "../modules/masters/test-support.js";
import { startTestApp, type TestApp } from "../test/harness.js";
import { accessChangedChannel } from "./access-cache.js";

let t: TestApp;
let b: FastifyInstance;

const listOnB = async (token: string) =>
  (
    await b.inject({
      method: "GET",
      url: "/api/api/Warehouse/GetWarehouses",
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

/** Waits until instance B has seen every change committed so far (notifications arrive in commit order). */
async function bCaughtUp() {
  const seen = b.accessCache.nextInvalidation();
  await t.db.execute(sql`select pg_notify(${accessChangedChannel}, '')`);
  await seen;
}

beforeAll(async () => {
  t = await startTestApp();
  b = await t.secondInstance();
});
afterAll(async () => {
  await t.close();
});

describe("rights and sessions cache", () => {
  it("answers a user's access from memory until something changes", async () => {
    await bCaughtUp();
    const first = b.accessCache.user(1);
    expect(b.accessCache.user(1)).toBe(first);
    expect(b.accessCache.rights(1)).toBe(b.accessCache.rights(1));
    await bCaughtUp();
    expect(b.accessCache.user(1)).not.toBe(first);
  });

  it("ends a session on instance B once A deactivates the user", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "two-a@example.com");
    await bCaughtUp();
    expect(await listOnB(token)).toBe(200);
    const [u] = await t.db.select().from(users).where(sql`${users.email} = 'two-a@example.com'`);
    const changed = b.accessCache.nextInvalidation();
    expect((await t.call("GET", `/api/api/User/InActiveRow/${u.userId}`)).body.ResponseCode).toBe("200");
    await changed;
    expect(await listOnB(token)).toBe(401);
  });

  it("applies a permission change made through A on B's next call", async () => {
    const token = await tokenWithRights(t, "warehouse-master", ["view"], "two-b@example.com");
    const [u] = await t.db.select().from(users).where(sql`${users.email} = 'two-b@example.com'`);
    await bCaughtUp();
    expect(await listOnB(token)).toBe(200);
    const tree = setRights(
      setRights(await permissionTreeOf(t, u.roleId), "warehouse-master", { IsView: false }),
      "bin-master",
      { IsView: true },
    );
    const changed = b.accessCache.nextInvalidation();
    const saved = await t.call("POST", "/api/api/Permission/UpdatePagePermission", tree);
    expect(saved.body.ResponseCode).toBe("200");
    await changed;
    expect(await listOnB(token)).toBe(403);
  });
});
