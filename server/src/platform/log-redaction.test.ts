import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ logStream, logLevel: "info" });
});
afterAll(() => t.close());

describe("no secrets in logs", () => {
  it("a failed insert is logged without its parameters: no password hash, no e-mail", async () => {
    await t.db.execute(sql`alter table users add constraint users_no_boom check (user_name <> 'Boom')`);
    const res = await t.call("POST", "/api/api/User/CreateUser", {
      UserId: 0,
      UserName: "Boom",
      UserTypeId: 1,
      RoleId: 1,
      Email: "boom.secret@example.com",
      MobileNo: "9876543210",
      Password: "Abc123",
      ConfirmPassword: "Abc123",
    });
    expect(res.status).toBe(500);
    const failure = lines.find((l) => l.includes("request failed"));
    expect(failure).toBeDefined();
    expect(failure).toContain("insert into");
    expect(failure).not.toContain("boom.secret@example.com");
    expect(failure).not.toContain("scrypt$");
    expect(failure).not.toContain("Abc123");
    // The error line and the request's own line carry the same request id (the child logger is made at its first line).
    const answeredLine = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === "answered" && l.status === 500);
    const failed = JSON.parse(failure ?? "{}");
    expect(failed.reqId).toMatch(/^req-/);
    expect(answeredLine?.reqId).toBe(failed.reqId);
  });

  it("redacts the Authorization header and password fields wherever a log line carries them", () => {
    t.app.log.info(
      {
        req: { headers: { authorization: "Bearer secret-token-123" } },
        body: { Email: "a@example.com", Password: "Pass123", NewPassword: "New123" },
        user: { passwordHash: "scrypt$abc" },
      },
      "probe",
    );
    const line = lines.find((l) => l.includes('"probe"'));
    expect(line).toBeDefined();
    for (const secret of ["secret-token-123", "Pass123", "New123", "scrypt$abc"])
      expect(line).not.toContain(secret);
    expect(line).toContain("[redacted]");
    expect(line).toContain("a@example.com");
  });
});

describe("one log line per request", () => {
  const answered = () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "answered");

  it("a reset link's token never reaches the log: the line has the path without its query string", async () => {
    const token = "reset-token-9f8e7d6c5b4a";
    const res = await t.app.inject({ method: "GET", url: `/reset-password?token=${token}` });
    expect(res.statusCode).toBe(404);
    expect(lines.join("")).not.toContain(token);
    expect(answered().filter((l) => l.path === "/reset-password")).toHaveLength(1);
  });

  it("names method, route template, status, ResponseCode, time and user, once per request", async () => {
    const before = answered().length;
    const res = await t.call("GET", "/api/api/Stock/GetPacketHistory/NO-SUCH-PACKET");
    expect(res.body.ResponseCode).toBe("400");
    const mine = answered().slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      method: "GET",
      route: "/api/api/Stock/GetPacketHistory/:QRCode",
      path: "/api/api/Stock/GetPacketHistory/NO-SUCH-PACKET",
      status: 200,
      code: "400",
      user: 1,
    });
    expect(mine[0].reqId).toMatch(/^req-/);
    expect(mine[0].ms).toBeGreaterThan(0);
    expect(lines.some((l) => /incoming request|request completed/.test(l))).toBe(false);
  });
});
