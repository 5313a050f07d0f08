import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["server/src/**/*.test.ts"],
          exclude: ["server/src/instances.test.ts", "server/src/**/*.instances.test.ts"],
          environment: "node",
          // Migrates once per run; each file's database is a copy of that template.
          globalSetup: ["server/src/test/template-database.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Real server processes from the compiled build on PostgreSQL (`*.instances.test.ts`): run with the PostgreSQL suite.
        test: {
          name: "instances",
          include: ["server/src/instances.test.ts", "server/src/**/*.instances.test.ts"],
          environment: "node",
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
          testTimeout: 30_000,
        },
      },
    ],
  },
});
