import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, serverDist } from "../../scripts/build.mjs";
import { repoRoot, settingsText } from "./platform/config.js";
import {
  type CompiledServer,
  freePort,
  startCompiledServer,
  stopCompiledServer,
  untilHealthy,
} from "./test/compiled-server.js";

const scratch = mkdtempSync(path.join(tmpdir(), "wms-startup-"));
beforeAll(() => buildServer());
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("--help", () => {
  for (const entry of ["main.js", "migrate.js"]) {
    it(`${entry} prints every setting with its default and exits 0 without opening a database`, () => {
      const dataDir = path.join(scratch, `help-${entry}`);
      const run = spawnSync(process.execPath, [path.join(serverDist, entry), "--help"], {
        cwd: repoRoot,
        // An address nothing listens on: opening it would fail, and the run would not exit 0.
        env: { ...process.env, WMS_DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Usage: node server/dist/${entry} [--help]`);
      expect(run.stdout).toContain(settingsText());
      expect(existsSync(dataDir)).toBe(false);
    });
  }
});

describe("the compiled server at start", () => {
  let server: CompiledServer;
  beforeAll(async () => {
    server = startCompiledServer(await freePort(), {
      WMS_DATA_DIR: path.join(scratch, "supplied"),
      WMS_SEED: "none",
      WMS_ADMIN_PASSWORD: "Sup9lied",
      LOG_LEVEL: "info",
      WMS_LOG_FORMAT: "json",
    });
    // A first start migrates a new embedded database: minutes on a loaded 2-core machine.
    await untilHealthy(server, 200);
  }, 240_000);
  afterAll(() => stopCompiledServer(server));

  it("is never printed when WMS_ADMIN_PASSWORD supplied it; the line names the variable instead", () => {
    const output = server.output.join("");
    expect(output).toContain("Sign in as admin@example.com with the password in WMS_ADMIN_PASSWORD");
    expect(output).not.toContain("Sup9lied");
  });

  it("reports on /metrics the commit the build was made of", async () => {
    const metrics = await (await fetch(`${server.base}/metrics`)).text();
    const commit = /^wms_build_info\{version="[^"]+",commit="([^"]+)"\} 1$/m.exec(metrics)?.[1];
    expect(commit).toMatch(/^[0-9a-f]{12}$/);
    const known = spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: repoRoot });
    expect(known.status).toBe(0);
  });
});
