import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.js";

/**
 * Stops accepting connections (requests arriving on open ones, health included, get 503), lets
 * in-flight requests finish, then closes the database; gives up after `timeoutMs`.
 */
export async function shutdown(
  app: FastifyInstance,
  database: Database,
  timeoutMs: number,
): Promise<"closed" | "timed out"> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), timeoutMs);
  });
  const closed = (async () => {
    await app.close();
    await database.close();
    return "closed" as const;
  })();
  try {
    return await Promise.race([closed, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
