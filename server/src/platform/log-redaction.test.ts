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
