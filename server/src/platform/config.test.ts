import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, repoRoot, settingsText } from "./config.js";

function failure(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error("expected the configuration to be refused");
}

describe("configuration", () => {
  it("takes the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.jwtSecret).toBeNull();
    expect(config.metrics).toBe(true);
    expect(config.shutdownTimeoutMs).toBe(10000);
  });

  it("drains 5 s before a stop on PostgreSQL (behind a balancer), not at all embedded, and always within the stop's time", () => {
    const pg = "postgres://postgres@127.0.0.1:5432/wms";
    expect(loadConfig({}).drainMs).toBe(0);
    expect(loadConfig({ DATABASE_URL: pg }).drainMs).toBe(5000);
    expect(loadConfig({ DATABASE_URL: pg, WMS_SHUTDOWN_TIMEOUT_MS: "4000" }).drainMs).toBe(2000);
    expect(loadConfig({ WMS_DRAIN_MS: "1500" }).drainMs).toBe(1500);
    expect(failure({ WMS_DRAIN_MS: "10000" })).toContain(
      'WMS_DRAIN_MS="10000": expected less than WMS_SHUTDOWN_TIMEOUT_MS (10000)',
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeNull();
  });

  it("stops on a bad value, naming the variable, the value and what it expects", () => {
    const message = failure({ PORT: "abc" });
    expect(message).toContain('PORT="abc"');
    expect(message).toContain("expected a whole number from 1 to 65535");
  });

  it("names every bad variable at once", () => {
    const message = failure({
      PORT: "70000",
      DATABASE_URL: "mysql://x/y",
      WMS_SEED: "all",
      LOG_LEVEL: "loud",
    });
    for (const name of ["PORT", "DATABASE_URL", "WMS_SEED", "LOG_LEVEL"])
      expect(message).toContain(`${name}=`);
    expect(message).toContain("expected a postgres:// or postgresql:// address");
    expect(message).toContain("expected demo or none");
  });

  it("refuses a short signing secret or metrics token", () => {
    expect(failure({ WMS_JWT_SECRET: "short" })).toContain("WMS_JWT_SECRET");
    expect(failure({ WMS_METRICS_TOKEN: "short" })).toContain("WMS_METRICS_TOKEN");
  });

  it("keeps /metrics to loopback without a token, to any address with one, or to the networks named", () => {
    const token = "metrics-token-metrics-token";
    expect(loadConfig({}).metricsAllow).toEqual(["127.0.0.0/8", "::1"]);
    expect(loadConfig({ WMS_METRICS_TOKEN: token }).metricsAllow).toBeNull();
    expect(loadConfig({ WMS_METRICS_ALLOW: " 10.0.0.0/8, ::1 ,2001:db8::/32" }).metricsAllow).toEqual([
      "10.0.0.0/8",
      "::1",
      "2001:db8::/32",
    ]);
    expect(loadConfig({ WMS_METRICS_TOKEN: token, WMS_METRICS_ALLOW: "10.0.0.5" }).metricsAllow).toEqual([
      "10.0.0.5",
    ]);
    for (const bad of ["10.0.0.0/33", "::1/129", "prometheus.local", "10.0.0.0/8/1", "10.0.0.0/x", " , "]) {
      expect(failure({ WMS_METRICS_ALLOW: bad })).toContain(
        `WMS_METRICS_ALLOW=${JSON.stringify(bad)}: expected a comma list of addresses or CIDRs`,
      );
    }
  });
});

describe("settings documentation", () => {
  it("writes every setting with its default, as .env.example holds it (vitest -u rewrites the file)", async () => {
    const text = settingsText();
    expect(text).toContain("# PORT=3000\n");
    expect(text).toContain("# WMS_SHUTDOWN_TIMEOUT_MS=10000\n");
    expect(text).toContain("# DATABASE_URL=\n");
    await expect(text).toMatchFileSnapshot(path.join(repoRoot, ".env.example"));
  });

  it("leaves no setting out of the README's table", () => {
    const readme = readFileSync(path.join(repoRoot, "README.md"), "utf8");
    const names = [...settingsText().matchAll(/^# ([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(names).toContain("WMS_TIMEZONE");
    expect(names.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
