import { authMessages } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema/index.js";
import { hashPassword } from "../../platform/passwords.js";
import { adminEmail } from "../../seed/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { tokenWithRights } from "../masters/test-support.js";

let t: TestApp;
const accountLimit = 10;
const addressLimit = 30;

/** Each case signs in from its own client address (`from`), so one case's count does not spill into the next. */
async function signIn(
  app: TestApp["app"],
  email: string,
  password: string,
  from: string,
  forwardedFor?: string,
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/api/Login/CheckUser",
    payload: { Email: email, Password: password },
    remoteAddress: from,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return { status: res.statusCode, code: res.json().ResponseCode as string };
}

beforeAll(async () => {
  t = await startTestApp({ loginRateLimit: accountLimit, addressRateLimit: addressLimit });
  await tokenWithRights(t, "dashboard", ["view"], "b@example.com");
});
afterAll(async () => {
  await t.close();
});

describe("Login/CheckUser limits", () => {
  it("refuses guesses on one account after its limit, whatever X-Forwarded-For claims", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(
        (await signIn(t.app, "a-victim@example.com", `guess${i}`, "192.0.2.1", `10.0.${i}.1`)).status,
      );
    }
    expect(statuses.slice(0, accountLimit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(accountLimit).every((s) => s === 429)).toBe(true);
  });

  it("lets another account sign in from the same address after one is locked", async () => {
    const from = "192.0.2.2";
    for (let i = 0; i < accountLimit + 1; i++) await signIn(t.app, "locked@example.com", "wrong", from);
    expect((await signIn(t.app, "locked@example.com", "Pass123", from)).status).toBe(429);
    expect(await signIn(t.app, "b@example.com", "Pass123", from)).toEqual({ status: 200, code: "200" });
  });

  it("refuses an address after its higher limit, across accounts, without a trusted proxy", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < addressLimit + 5; i++) {
      statuses.push(
        (await signIn(t.app, `spray${i}@example.com`, "wrong", "192.0.2.3", `10.1.${i}.1`)).status,
      );
    }
    expect(statuses.slice(0, addressLimit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(addressLimit).every((s) => s === 429)).toBe(true);
  });

  it("counts the forwarded client address when the proxy is trusted (WMS_TRUST_PROXY)", async () => {
    const proxied = await startTestApp({
      loginRateLimit: accountLimit,
      addressRateLimit: addressLimit,
      trustProxy: "127.0.0.1",
    });
    try {
      const spread: number[] = [];
      for (let i = 0; i < addressLimit + 5; i++) {
        spread.push(
          (await signIn(proxied.app, `client${i}@example.com`, "wrong", "127.0.0.1", `10.2.${i}.1`)).status,
        );
      }
      expect(spread.every((s) => s === 200)).toBe(true);
      const oneClient: number[] = [];
      for (let i = 0; i < addressLimit + 5; i++) {
        oneClient.push(
          (await signIn(proxied.app, `same${i}@example.com`, "wrong", "127.0.0.1", "10.3.0.1")).status,
        );
      }
      expect(oneClient.slice(addressLimit).every((s) => s === 429)).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("shares the counts between two instances on one database", async () => {
    const second = await t.secondInstance();
    const statuses: number[] = [];
    for (let i = 0; i < 2 * accountLimit; i++) {
      const app = i % 2 === 0 ? t.app : second;
      statuses.push((await signIn(app, "shared@example.com", "wrong", "192.0.2.4")).status);
    }
    expect(statuses.slice(0, accountLimit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(accountLimit).every((s) => s === 429)).toBe(true);
  });

  it("forgets an account's failures once its owner signs in", async () => {
    const email = "forgetful@example.com";
    await tokenWithRights(t, "dashboard", ["view"], email);
    const from = "192.0.2.5";
    for (let i = 0; i < accountLimit - 1; i++) await signIn(t.app, email, "wrong", from);
    expect((await signIn(t.app, email, "Pass123", from)).code).toBe("200");
    for (let i = 0; i < accountLimit - 1; i++) {
      expect((await signIn(t.app, email, "wrong", from)).status).toBe(200);
    }
  });
});

describe("Login/ForgotPassword limits", () => {
  it("refuses requests for one account after its limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < accountLimit + 2; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/api/Login/ForgotPassword",
        payload: { Email: "flooded@example.com" },
        remoteAddress: "192.0.2.6",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, accountLimit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(accountLimit)).toEqual([429, 429]);
  });
});

describe("password checks shared fairly between client addresses", () => {
  it("32 concurrent sign-ins from one address: a sign-in from another is answered while the flood's checks still wait", async () => {
    // A real hash cost, so checks (not the database) are what a flood queues for: at 2^16 the three checks the flood
    // has waiting outlast the other address's database work on a loaded machine (at 2^14 they did not, once in CI).
    const scryptLogN = 16;
    const app = await startTestApp({ scryptLogN, hashConcurrency: 2, hashQueueLimit: 32, hashPerClient: 4 });
    try {
      const victim = "victim@example.com";
      await tokenWithRights(app, "dashboard", ["view"], victim);
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword("Pass123", scryptLogN) })
        .where(eq(users.email, victim));
      const refusals: string[] = [];
      const rounds = 5;
      for (let round = 0; round < rounds; round++) {
        let settled = 0;
        const flood = Array.from({ length: 32 }, () =>
          app.app
            .inject({
              method: "POST",
              url: "/api/api/Login/CheckUser",
              payload: { Email: adminEmail, Password: "Wrong123" },
              remoteAddress: "203.0.113.9",
            })
            .then((res) => {
              settled++;
              return { status: res.statusCode, message: res.json().ResponseMessage as string };
            }),
        );
        // Beyond its few checks at once the flooding address is refused at once; the rest hold their turns.
        await vi.waitUntil(() => settled >= 28, { timeout: 30_000, interval: 5 });
        expect(await signIn(app.app, victim, "Pass123", "198.51.100.1")).toEqual({
          status: 200,
          code: "200",
        });
        // The other address took the free turn: the flood's own checks, one at a time, are not all done.
        expect(settled).toBeLessThan(flood.length);
        const answers = await Promise.all(flood);
        refusals.push(...answers.filter((a) => a.status === 429).map((a) => a.message));
        // Four at once; a fifth gets in only if one of the first four was already answered when it arrived.
        expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
        expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(4);
      }
      expect(refusals.length).toBeGreaterThanOrEqual(rounds * 24);
      expect(new Set(refusals)).toEqual(new Set([authMessages.signInsAtOnce]));
    } finally {
      await app.close();
    }
  });
});
