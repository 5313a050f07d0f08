import net from "node:net";

/** How long a printer has to take a job: connecting and receiving it. */
export const printerTimeoutMs = 5000;

/**
 * Sends one job over raw TCP (a Zebra's port 9100): connects, writes, closes; resolves once the job is handed to the
 * network, rejects when the printer cannot be reached or does not take it within `timeoutMs`.
 */
export function sendRawJob(
  host: string,
  port: number,
  job: string,
  timeoutMs = printerTimeoutMs,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.end(job, "utf8", () => {
        socket.setTimeout(0);
        resolve();
      });
    });
  });
}
