import type { FastifyServerOptions } from "fastify";
import { prettyFactory } from "pino-pretty";
import type { StartupConfig } from "./config.js";
import { logRedaction } from "./log-redaction.js";

/** Log lines waiting for a slow reader beyond this are dropped rather than kept in memory. */
const maxPendingBytes = 16 * 1024 * 1024;

export interface LogOutput {
  write(line: string): void;
  /** Resolves once every line is written out, the output is gone, or `timeoutMs` has passed. */
  flushed(timeoutMs: number): Promise<void>;
}

/**
 * Standard output for the log, and standard error, made harmless: a write error (the reader went away:
 * EPIPE, a full disk) ends writing there instead of the process, and a reader that stalls costs at most
 * `maxPendingBytes` and never blocks a shutdown (pino's own stdout stream retries a broken pipe forever at exit).
 */
export function processLogOutput(): LogOutput {
  let broken = false;
  process.stdout.on("error", () => {
    broken = true;
  });
  process.stderr.on("error", () => {});
  return {
    write(line) {
      if (!broken && process.stdout.writableLength < maxPendingBytes) process.stdout.write(line);
    },
    flushed(timeoutMs) {
      if (broken || process.stdout.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          process.stdout.off("drain", done).off("error", done).off("close", done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        process.stdout.once("drain", done).once("error", done).once("close", done);
      });
    },
  };
}

/**
 * Human-readable lines on a terminal (pino-pretty, formatted in-process: its worker-thread transport
 * waits on a broken pipe at exit), one JSON object a line otherwise (for collectors).
 */
export function loggerOptions(
  config: Pick<StartupConfig, "logLevel" | "logFormat">,
  output: LogOutput,
): FastifyServerOptions["logger"] {
  const pretty =
    config.logFormat === "pretty" || (config.logFormat === "auto" && process.stdout.isTTY === true);
  if (!pretty) return { level: config.logLevel, redact: logRedaction, stream: output };
  const format = prettyFactory({ translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true });
  return {
    level: config.logLevel,
    redact: logRedaction,
    stream: { write: (line: string) => output.write(format(line)) },
  };
}
