import { once } from "node:events";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { embeddedAdminPassword } from "../db/seed/index.js";
import { startTestApp, type TestApp } from "../test/harness.js";
import { shutdown } from "./lifecycle.js";

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function listening(): Promise<{ t: TestApp; port: number }> {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** A request whose body is only half sent: in flight until the rest follows. */
async function halfSentSignIn(port: number): Promise<{ socket: net.Socket; rest: string }> {
  const body = JSON.stringify({ Email: "admin@example.com", Password: embeddedAdminPassword });
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.write(
    "POST /api/api/Login/CheckUser HTTP/1.1\r\nHost: wms\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((r) => setTimeout(r, 100));
  return { socket, rest: body.slice(10) };
}

async function refusesConnections(port: number): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => false,
      () => true,
    );
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe("shutdown", () => {
  it("stops accepting, answers 503 on an open connection, finishes the request in flight, then closes the database", async () => {
    const { t, port } = await listening();
    const { socket, rest } = await halfSentSignIn(port);
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    const stopped = shutdown(t.app, t.database, 5000);
    expect(await refusesConnections(port)).toBe(true);
    socket.write(`${rest}GET /api/health HTTP/1.1\r\nHost: wms\r\n\r\n`);
    await once(socket, "close");
    const [signIn, health] = received.split(/(?=HTTP\/1\.1 )/);
    expect(signIn).toMatch(/^HTTP\/1\.1 200/);
    expect(signIn).toContain('"ResponseCode":"200"');
    expect(health).toMatch(/^HTTP\/1\.1 503/);
    expect(await stopped).toBe("closed");
    await expect(t.db.execute("select 1")).rejects.toThrow();
  });

  it("gives up after the configured time when a request never finishes", async () => {
    const { t, port } = await listening();
    const { socket } = await halfSentSignIn(port);
    const started = Date.now();
    expect(await shutdown(t.app, t.database, 300)).toBe("timed out");
    expect(Date.now() - started).toBeLessThan(2000);
    socket.destroy();
  });
});
