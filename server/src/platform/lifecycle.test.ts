import { once } from "node:events";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { authMessages } from "@wms/domain";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { users } from "../db/schema/index.js";
import { adminEmail, embeddedAdminPassword } from "../seed/index.js";
import { startTestApp, type TestApp } from "../test/harness.js";
import type { Config } from "./config.js";
import { shutdown } from "./lifecycle.js";
import { hashPassword } from "./passwords.js";

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function listening(overrides: Partial<Config> = {}): Promise<{ t: TestApp; port: number }> {
  t = await startTestApp(overrides);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** A request whose body is only half sent: in flight (the server has it) until the rest follows. */
async function halfSentSignIn(t: TestApp, port: number): Promise<{ socket: net.Socket; rest: string }> {
  const body = JSON.stringify({ Email: "admin@example.com", Password: embeddedAdminPassword });
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  const arrived = once(t.app.server, "request");
  socket.write(
    "POST /api/api/Login/CheckUser HTTP/1.1\r\nHost: wms\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await arrived;
  return { socket, rest: body.slice(10) };
}

const untilRefusingConnections = (port: number) =>
  vi.waitUntil(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => false,
        () => true,
      ),
    { timeout: 30_000, interval: 20 },
  );

/**
 * A request sent twice on a fresh kept-alive connection: the raw answers, and whether the server closed the
 * connection after answering the first (else it answers the second too).
 */
async function rawRequest(port: number, request: string): Promise<{ answer: string; closed: boolean }> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  let answer = "";
  const closed = new Promise<boolean>((settle) => {
    socket.on("data", (chunk) => {
      answer += chunk.toString();
      if ((answer.match(/HTTP\/1\.1 \d{3} /g) ?? []).length === 2) settle(false);
    });
    socket.on("end", () => settle(true));
    // Writing the second request to a connection the server closed.
    socket.on("error", () => settle(true));
  });
  socket.write(request + request);
  const outcome = await closed;
  socket.destroy();
  return { answer, closed: outcome };
}

const signInRequest = (password: string) => {
  const body = JSON.stringify({ Email: adminEmail, Password: password });
  return (
    "POST /api/api/Login/CheckUser HTTP/1.1\r\nHost: wms\r\nConnection: keep-alive\r\n" +
    `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`
  );
};

describe("shutdown", () => {
  it("drains first: health answers 503 and every answer closes its kept-alive connection, while calls are still served", async () => {
    const { t, port } = await listening();
    const before = await rawRequest(port, "GET /api/health HTTP/1.1\r\nHost: wms\r\n\r\n");
    expect(before.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(before.closed).toBe(false);
    const stopped = shutdown(t.app, t.database, 20_000, 4000);
    const health = await rawRequest(port, "GET /api/health HTTP/1.1\r\nHost: wms\r\n\r\n");
    expect(health.answer).toMatch(/^HTTP\/1\.1 503/);
    expect(health.answer.toLowerCase()).toContain("connection: close");
    expect(health.closed).toBe(true);
    const signIn = await rawRequest(port, signInRequest(embeddedAdminPassword));
    expect(signIn.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(signIn.answer).toContain('"ResponseCode":"200"');
    expect(signIn.answer.toLowerCase()).toContain("connection: close");
    expect(signIn.closed).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(503);
    // Readiness says "send no traffic"; liveness still says the process is fine (no restart while it drains).
    expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(503);
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
    expect(await stopped).toBe("closed");
    await untilRefusingConnections(port);
  });

  it("sheds password checks still waiting for a turn with 503 at once; the one running finishes", async () => {
    const { t, port } = await listening({ hashConcurrency: 1 });
    // A costly hash for the admin, so checks queue behind the one running.
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(embeddedAdminPassword, 17) })
      .where(eq(users.email, adminEmail));
    let arrived = 0;
    t.app.server.on("request", () => arrived++);
    const signIns = [1, 2, 3].map(() =>
      fetch(`http://127.0.0.1:${port}/api/api/Login/CheckUser`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ Email: adminEmail, Password: embeddedAdminPassword }),
      }).then(async (res) => ({ status: res.status, body: await res.json() })),
    );
    await vi.waitUntil(() => arrived === signIns.length, { timeout: 30_000 });
    expect(await shutdown(t.app, t.database, 20_000)).toBe("closed");
    const answers = await Promise.all(signIns);
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.ResponseCode)).toEqual(["200"]);
    const shed = answers.filter((a) => a.status === 503);
    expect(shed).toHaveLength(2);
    for (const a of shed) expect(a.body.ResponseMessage).toBe(authMessages.signInStopping);
  });

  it("stops accepting, finishes the request in flight and closes its connection, then closes the database", async () => {
    const { t, port } = await listening();
    const { socket, rest } = await halfSentSignIn(t, port);
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    const stopped = shutdown(t.app, t.database, 5000);
    await untilRefusingConnections(port);
    socket.write(rest);
    await once(socket, "close");
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toContain('"ResponseCode":"200"');
    expect(received.toLowerCase()).toContain("connection: close");
    expect(await stopped).toBe("closed");
    await expect(t.db.execute("select 1")).rejects.toThrow();
  });

  it("gives up after the configured time when a request never finishes", async () => {
    const { t, port } = await listening();
    const { socket } = await halfSentSignIn(t, port);
    expect(await shutdown(t.app, t.database, 300)).toBe("timed out");
    socket.destroy();
  });
});
