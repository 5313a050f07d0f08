import net from "node:net";

/** A ZPL printer on localhost: every connection is one job, kept as the text it sent. */
export async function testPrinter() {
  const jobs: string[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => jobs.push(Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { jobs, port, close: () => new Promise((resolve) => server.close(resolve)) };
}
