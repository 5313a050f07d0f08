import { buildServer } from "../../../scripts/build.mjs";

/**
 * Vitest global setup of the instances project: builds server/dist once for all its files, which run two at once, so
 * none rewrites the build under another's running server.
 */
export default async function setup(): Promise<void> {
  await buildServer();
}
