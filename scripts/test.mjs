// npm test: typecheck beside lint, landed migrations against git history and the JS budgets on a web build; then two
// lanes at once, one a core: unit + API tests on PGlite, the plant-day files west of UTC, then the server suite again
// on PostgreSQL when WMS_TEST_DATABASE_URL is set (with two compiled server processes started at once on one
// database) and half of the web tests; half of the web tests followed by Playwright end-to-end in the system Chromium
// against the compiled server, serving the web build made for the budgets. Each step's wall time is printed at the end.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { precompress } from "./build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });
const ci = process.env.CI === "true" || process.env.CI === "1";
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each failed test as `file > name`, printed last. */
const failedTests = [];
/** What a failed step run beside another printed about its failure (unhandled errors, failed files), printed last. */
const failureExcerpts = [];
/** Each step's wall time, printed last: which lane is the critical path. */
const stepTimes = [];
const suiteStarted = Date.now();

/** The lines of a vitest log that say why it failed, with a few after each; a CI log's tail keeps them. */
function failureExcerpt(log) {
  const lines = stripVTControlCharacters(readFileSync(log, "utf8")).split("\n");
  const picked = new Set();
  lines.forEach((line, i) => {
    if (
      /Unhandled (Error|Rejection)|^\s*Errors\s+\d|\bFAIL\b|Error:|Test Files|exited unexpectedly/.test(line)
    )
      for (let j = i; j < Math.min(i + 8, lines.length); j++) picked.add(j);
  });
  return [...picked].slice(0, 80).map((i) => lines[i]);
}

/**
 * Runs a step to its end: its output live, or into `log` (a step run beside another), printed when it ends, with
 * the lines that say why it failed kept for the end. Answers whether it passed.
 */
function run(title, command, args, env = {}, log = null) {
  if (!log) console.log(`\n=== ${title} ===`);
  const out = log ? openSync(log, "w") : "inherit";
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: log ? ["ignore", out, out] : "inherit",
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (log) {
        closeSync(out);
        console.log(`\n=== ${title} (run beside another step) ===`);
        console.log(readFileSync(log, "utf8"));
      }
      console.log(`--- ${title}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      stepTimes.push(`${seconds} s  ${title}`);
      if (code !== 0) {
        failedSteps.push(title);
        if (log) failureExcerpts.push(`${title} (exit code ${code}):`, ...failureExcerpt(log));
      }
      resolve(code === 0);
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    const file = path.relative(process.cwd(), result.name);
    const tests = result.assertionResults ?? [];
    for (const test of tests) if (test.status === "failed") failedTests.push(`${file} > ${test.fullName}`);
    // a file fails without a failed test when a hook (afterAll, say) or its collection failed
    if (result.status === "failed" && !tests.some((t) => t.status === "failed"))
      failedTests.push(`${file} (the file, not a test): ${(result.message ?? "").split("\n")[0]}`);
  }
}

/** Each Playwright test's spec file and outcome (expected, unexpected, flaky, skipped) from a JSON report. */
function playwrightTests(file) {
  if (!existsSync(file)) return [];
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        tests.push({ file: spec.file, title: spec.title, status: test.status });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, "utf8")).suites ?? []) walk(suite);
  return tests;
}

function countPlaywright(tests) {
  for (const { file, title, status } of tests) {
    if (status === "expected" || status === "flaky") totals.passed++;
    else if (status === "unexpected") {
      totals.failed++;
      failedTests.push(`e2e/${file} > ${title}`);
    } else totals.skipped++;
  }
}

const noPg = { WMS_TEST_DB: "" };
// The checks: typecheck (one core, the longest) beside lint, the migrations guard, the web build and its budgets.
const typecheck = run("typecheck", "npx", ["tsc", "-p", "."], {}, path.join(results, "typecheck.log"));
await run("lint", "npx", ["biome", "check", "."]);
await run("landed migrations unchanged (git history)", process.execPath, [
  path.join(root, "scripts/landed-migrations.mjs"),
]);

// The JS budgets (the login route, architecture section 7; each scan screen) on a production build made for them;
// the end-to-end servers serve the same build, precompressed as `npm start` serves it, rather than build it again.
const webDist = path.join(results, "web-dist");
const webBuild = ["vite", "build", "web", "--outDir", webDist, "--emptyOutDir", "--logLevel", "warn"];
const webBuilt = await run("web build", "npx", webBuild);
if (webBuilt) {
  await run(
    "JS budgets (login route, scan screens)",
    process.execPath,
    [path.join(root, "scripts/web-budget.mjs"), "--check"],
    { WMS_WEB_DIST: webDist },
  );
  await precompress(webDist);
}
await typecheck;

// The suite passes on any machine's clock: the PGlite run is east of UTC, the PostgreSQL run and a
// second run of the files that read or bucket plant days are west of it.
const east = { TZ: "Asia/Kolkata" };
const west = { TZ: "America/New_York" };
const pgliteReport = path.join(results, "vitest-pglite.json");
/** The web files in two halves (Vitest's shards), one in each lane: end-to-end starts once the first is done. */
const webShards = [1, 2].map((shard) => ({
  title: `web unit tests, half ${shard} of 2 (jsdom, TZ=${east.TZ})`,
  args: [`--shard=${shard}/2`],
  report: path.join(results, `vitest-web-${shard}.json`),
  log: path.join(results, `vitest-web-${shard}.log`),
}));
const pgReport = path.join(results, "vitest-postgres.json");
const vitestRun = (projects, report) => [
  "vitest",
  "run",
  ...projects.flatMap((p) => ["--project", p]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];
/** The plant-day files, run once more west of UTC. */
const plantDayFiles = [
  "packages/domain/src/dates.test.ts",
  "server/src/modules/inbound/routes.test.ts",
  "server/src/modules/import/routes.test.ts",
  "server/src/modules/import/orders.test.ts",
  "server/src/modules/reports/plant-day.test.ts",
];
const datesReport = path.join(results, "vitest-dates-west.json");
/** Playwright end-to-end in the system Chromium; a spec file that failed runs once more on a fresh server. */
async function endToEnd() {
  const chromium =
    process.env.CHROMIUM_PATH ??
    ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => existsSync(p));
  if (chromium) {
    const e2eReport = path.join(results, "e2e.json");
    const e2eEnv = {
      ...noPg,
      CHROMIUM_PATH: chromium,
      CI: "true",
      ...(webBuilt ? { E2E_WEB_DIST: webDist } : {}),
    };
    const e2eTitle = "end-to-end (Playwright, Chromium)";
    await run(e2eTitle, "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], e2eEnv);
    const first = playwrightTests(e2eReport);
    const failedFiles = [...new Set(first.filter((t) => t.status === "unexpected").map((t) => t.file))];
    if (failedFiles.length === 0) countPlaywright(first);
    else {
      // a spec's retry in the same run meets the failed try's writes (an MRN already checked, a qty already
      // reported); once more, whole, on a fresh server and database, it starts from the demo plant again
      countPlaywright(first.filter((t) => !failedFiles.includes(t.file)));
      renameSync(e2eReport, path.join(results, "e2e-first-try.json"));
      if (failedSteps.includes(e2eTitle)) failedSteps.splice(failedSteps.indexOf(e2eTitle), 1);
      await run(
        `${e2eTitle}: ${failedFiles.join(", ")} once more, on a fresh server and database`,
        "npx",
        ["playwright", "test", "-c", "e2e/playwright.config.ts", ...failedFiles],
        e2eEnv,
      );
      countPlaywright(playwrightTests(e2eReport));
    }
  } else if (ci) {
    console.error(
      "\nNo Chromium found (set CHROMIUM_PATH or install the OS package): end-to-end tests cannot run in CI.",
    );
    failedSteps.push("end-to-end: no Chromium");
  } else {
    console.warn("\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    console.warn("!! No Chromium found: END-TO-END TESTS SKIPPED. Install it (apt-get install chromium)");
    console.warn("!! or set CHROMIUM_PATH.");
    console.warn("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
  }
}

// Two lanes, one a core (Vitest gives a run one worker on two cores). The server lane: the PGlite pass (PGlite runs
// in the worker), the plant-day files west of UTC, the PostgreSQL pass, then the second half of the web files. The
// web lane: the first half of the web files (jsdom), then end-to-end, the longest step, beside the PostgreSQL pass
// (the e2e servers run a server build of their own, e2e/server.mjs). The output of a step run beside another is
// printed as it ends.
const webHalf = ({ title, args, report, log }) =>
  run(title, "npx", [...vitestRun(["web"], report), ...args], { ...noPg, ...east }, log);
const serverLane = (async () => {
  await run(
    `domain, unit and API tests (PGlite, TZ=${east.TZ})`,
    "npx",
    vitestRun(["domain", "server"], pgliteReport),
    {
      ...noPg,
      ...east,
    },
  );
  await run(
    `plant-day tests (PGlite, TZ=${west.TZ})`,
    "npx",
    [...vitestRun([], datesReport), ...plantDayFiles],
    { ...noPg, ...west },
  );
  if (process.env.WMS_TEST_DATABASE_URL)
    await run(
      "API and concurrency tests, and two server instances at once (PostgreSQL)",
      "npx",
      vitestRun(["server", "instances"], pgReport),
      { WMS_TEST_DB: "postgres", ...west },
      path.join(results, "vitest-postgres.log"),
    );
  else console.log("\nWMS_TEST_DATABASE_URL is not set: the PostgreSQL run of the API suite is skipped.");
  await webHalf(webShards[1]);
})();
const webLane = (async () => {
  await webHalf(webShards[0]);
  await endToEnd();
})();
await Promise.all([serverLane, webLane]);
countVitest(pgliteReport);
for (const { report } of webShards) countVitest(report);
countVitest(datesReport);
countVitest(pgReport);

// Named again at the very end, where a CI log's tail shows them.
console.log(`\nSteps' wall times:\n${stepTimes.map((t) => `  ${t}`).join("\n")}`);
console.log(`npm test took ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
if (failureExcerpts.length > 0)
  console.error(`\nWhy the steps run beside others failed:\n${failureExcerpts.join("\n")}`);
if (failedTests.length > 0) console.error(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join("\n")}`);
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
