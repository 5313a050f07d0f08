import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const onPostgres = process.env.WMS_TEST_DB === "postgres";
/**
 * Server files whose tests open no database, or always the embedded one (a PGlite directory, a compiled server on its
 * own data directory) whatever WMS_TEST_DB says, or read only what the database does not change (the OpenAPI
 * document): the PGlite pass runs them; the PostgreSQL pass would only repeat them.
 */
const anyDatabase = [
  "server/src/db/client.test.ts",
  "server/src/db/coalesced-reads.test.ts",
  "server/src/db/landed-migrations.test.ts",
  "server/src/db/unavailable.test.ts",
  "server/src/engines.test.ts",
  "server/src/modules/import/csv.test.ts",
  "server/src/openapi.test.ts",
  "server/src/packaging.test.ts",
  "server/src/platform/config.test.ts",
  "server/src/platform/disk-full-watchdog.test.ts",
  "server/src/platform/done-at.test.ts",
  "server/src/platform/passwords.test.ts",
  "server/src/seed/prepare.test.ts",
  "server/src/startup.test.ts",
];
/** Server files of what only PostgreSQL has (PGlite has no JIT): the PostgreSQL pass alone runs them. */
const postgresOnly = ["server/src/db/postgres-sessions.test.ts"];
const instanceFiles = ["server/src/instances.test.ts", "server/src/**/*.instances.test.ts"];
/** A hash of the domain package's source: the web tests' pre-bundle of it is made again when it changes. */
const domainDir = new URL("packages/domain/src/", import.meta.url);
const domainSource = createHash("sha256");
for (const file of readdirSync(domainDir, { recursive: true, encoding: "utf8" }).sort())
  if (file.endsWith(".ts")) domainSource.update(file).update(readFileSync(new URL(file, domainDir)));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
          environment: "node",
          // Property tests of thousands of runs: gs1's 2,000-run round trip took 5.7 s at load 25 and failed on
          // vitest's default 5 s. A timeout guards a hang; it is no speed check.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/src/**/*.test.ts"],
          exclude: [...instanceFiles, ...(onPostgres ? anyDatabase : postgresOnly)],
          environment: "node",
          // Migrates once per run; each file's database is a copy of that template.
          globalSetup: ["server/src/test/template-database.ts"],
          // Files are independent (a database each). Two workers on 2 cores: 18% faster on PostgreSQL, whose server
          // works beside them; none on PGlite (312 s against 273 s), whose database runs in the worker itself.
          maxWorkers: onPostgres ? 2 : 1,
          // A worker imports the server once, not once a file (210 s of a 870 s PGlite pass), and so compiles
          // PGlite's WebAssembly once: no file mocks a module, stubs the env or keeps state another file reads.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real server processes from the compiled build on PostgreSQL (`*.instances.test.ts`): run with the PostgreSQL suite.
        test: {
          name: "instances",
          include: instanceFiles,
          environment: "node",
          globalSetup: ["server/src/test/server-build.ts"],
          // Two files at once: each has its own database (or cluster, or data directory) and ports the OS hands out,
          // and their time is mostly servers starting and waiting.
          maxWorkers: 2,
          // After the server project's files (its workers differ, so it is a group of its own).
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/src/test/setup.ts"],
          // Ant Design and the other UI libraries pre-bundled once a run, each a single file a test file imports, not
          // hundreds (antd's own files cost 1.8 s of CPU each time a file loads them). React and React DOM stay one
          // copy each, the one Testing Library renders with. The domain package too (its ~80 modules cost ~2.9 s of a
          // file's 3.4 s of imports, bundled 0.1 s), with zod shared with the web's own zod imports; Vite keys a
          // pre-bundle by the lockfile and this config only, so the domain's source hash goes into it as a banner.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  "antd",
                  "@tanstack/react-query",
                  "react-router",
                  "dayjs",
                  "zod",
                  "@wms/domain",
                  "@wms/domain/gs1",
                ],
                exclude: ["react-dom", "react-dom/client"],
                rolldownOptions: { output: { banner: `/* @wms/domain ${domainSource.digest("hex")} */` } },
              },
            },
          },
          // A screen's test renders and waits for many answers: at load 17 one took 30 s, on a quiet machine 3 s.
          testTimeout: 60_000,
          // Hooks render pages and wait for them like tests do.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
