import type { FastifyServerOptions } from "fastify";
import type { StartupConfig } from "./config.js";
import { logRedaction } from "./log-redaction.js";

/** Human-readable lines on a terminal (pino-pretty), one JSON object a line otherwise (for collectors). */
export function loggerOptions(
  config: Pick<StartupConfig, "logLevel" | "logFormat">,
): FastifyServerOptions["logger"] {
  const pretty =
    config.logFormat === "pretty" || (config.logFormat === "auto" && process.stdout.isTTY === true);
  if (!pretty) return { level: config.logLevel, redact: logRedaction };
  return {
    level: config.logLevel,
    redact: logRedaction,
    transport: {
      target: "pino-pretty",
      options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true },
    },
  };
}
