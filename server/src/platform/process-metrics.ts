import { Counter, Histogram, Registry } from "prom-client";
import { BusinessRuleError } from "./envelope.js";

/**
 * What this process did, counted where it happens (the stock kernel, the named statements) by code
 * that knows nothing of /metrics; every app's /metrics serves it beside its own figures.
 */
export const processMetrics = new Registry();

const commands = new Counter({
  name: "wms_stock_commands_total",
  help: "Stock commands by command and outcome (done; refused: a business rule said no; failed: an error)",
  labelNames: ["command", "outcome"] as const,
  registers: [processMetrics],
});

/** The stock command `run`, counting each call's outcome under `name`. */
export function countedCommand<A extends unknown[], R>(
  name: string,
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  for (const outcome of ["done", "refused", "failed"]) commands.labels(name, outcome);
  return async (...args) => {
    try {
      const result = await run(...args);
      commands.inc({ command: name, outcome: "done" });
      return result;
    } catch (err) {
      commands.inc({ command: name, outcome: err instanceof BusinessRuleError ? "refused" : "failed" });
      throw err;
    }
  };
}

const statementSeconds = new Histogram({
  name: "wms_db_statement_duration_seconds",
  help: "Time of the named (prepared) database statements, by statement name",
  labelNames: ["statement"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [processMetrics],
});

/** Where a named statement's times go: its own series, there (at zero) before its first call. */
export const statementTimer = (name: string) => statementSeconds.labels(name);
