import type { FastifyBaseLogger, FastifyLogFn, FastifyServerOptions } from "fastify";
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

type LevelCheck = { isLevelEnabled(level: string): boolean };
const logLevelsOfCalls = ["fatal", "error", "warn", "info", "debug", "trace"] as const;

/**
 * A request's logger, made at its first line at an enabled level: pino passes a child's bindings (the request id)
 * through the redaction when it makes the child, a cost on every request, and at the usual levels most log nothing.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) => {
  let child: FastifyBaseLogger | undefined;
  const made = () => {
    child ??= logger.child(bindings, options);
    return child;
  };
  const enabled = (level: string) =>
    child !== undefined || (logger as unknown as LevelCheck).isLevelEnabled(level);
  const logAt =
    (level: (typeof logLevelsOfCalls)[number]): FastifyLogFn =>
    (...args: Parameters<FastifyLogFn>) => {
      if (enabled(level)) made()[level](...(args as [string]));
    };
  return {
    get level() {
      return (child ?? logger).level;
    },
    set level(level: string) {
      made().level = level;
    },
    fatal: logAt("fatal"),
    error: logAt("error"),
    warn: logAt("warn"),
    info: logAt("info"),
    debug: logAt("debug"),
    trace: logAt("trace"),
    silent: () => {},
    child: (more, moreOptions) => made().child(more, moreOptions),
  };
};
