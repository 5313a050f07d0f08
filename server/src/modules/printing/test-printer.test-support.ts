import net from "node:net";
import { expect, vi } from "vitest";
import type { TestApp } from "../../test/harness.js";

/** A ZPL printer on localhost: every connection is one job, kept as the text it sent; an empty one is a probe. */
export async function testPrinter() {
  const jobs: string[] = [];
  let probes = 0;
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => {
      if (chunks.length === 0) probes++;
      else jobs.push(Buffer.concat(chunks).toString("utf8"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    jobs,
    port,
    /** Waits until the printer has taken `count` jobs in all (a job is kept once its connection ends). */
    untilJobs: (count: number) =>
      vi.waitFor(() => expect(jobs.length).toBeGreaterThanOrEqual(count), { timeout: 10_000 }),
    /** Waits until a probe sent now has ended: a job sent before it, its connection ended first, is kept by then. */
    async settled() {
      const seen = probes;
      await new Promise<void>((resolve, reject) => {
        const probe = net.connect({ host: "127.0.0.1", port }, () => probe.end(resolve));
        probe.once("error", reject);
      });
      await vi.waitFor(() => expect(probes).toBeGreaterThan(seen), { timeout: 10_000 });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Printer/CreatePrinter of a ZPL printer at `port` on localhost (a 30 x 25 mm slip at 203 dpi unless `body` says). */
export const createZplPrinter = (t: TestApp, port: number, body: Record<string, unknown> = {}) =>
  t.call<{ PrinterId: number }>("POST", "/api/api/Printer/CreatePrinter", {
    PrinterId: 0,
    PrinterName: "Dock Zebra",
    Kind: "ZPL",
    Host: "127.0.0.1",
    Port: port,
    LabelWidthMm: 30,
    LabelHeightMm: 25,
    Dpi: 203,
    Station: "Receiving dock",
    ...body,
  });

/** A ZPL printer at `port` registered as createZplPrinter registers it: its id. */
export async function aZplPrinter(t: TestApp, port: number, body: Record<string, unknown> = {}) {
  const res = await createZplPrinter(t, port, body);
  expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
  return res.body.ResponseData.PrinterId;
}
