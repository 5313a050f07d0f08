// JS budgets: the login route (the entry chunk, the login screen's chunk and every chunk they import statically) and
// each scan screen signed in (the shell too), gzipped, read from the Vite build manifest. Prints the figure; exits 1 over budget when asked (--check);
// with --packages and a build made with --sourcemap, names the packages each screen's own chunks hold.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const budgetKb = 150;
const root = path.resolve(import.meta.dirname, "..");
const dist = process.env.WMS_WEB_DIST ?? path.join(root, "web/dist");
const manifestPath = path.join(dist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run npm run build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

/** Chunks loaded before the login screen shows: the keys and their static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key].file);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const moduleKey = (source) => Object.keys(manifest).find((key) => key.endsWith(source));
/** The gzip size of the chunks `keys` load, with their static imports, largest first. */
function measure(keys) {
  const sizes = staticClosure(keys)
    .map((file) => ({ file, kb: gzipBytes(file) / 1024 }))
    .sort((a, b) => b.kb - a.kb);
  return { totalKb: sizes.reduce((sum, s) => sum + s.kb, 0), chunks: sizes };
}

// the login screen is in the entry chunk, or in a chunk of its own when it is loaded lazily
const login = moduleKey("features/auth/login-page.tsx");
const loginRoute = measure(login ? [entry, login] : [entry]);
export const loginRouteJs = { ...loginRoute, budgetKb };

/**
 * Each scan screen opened signed in: the entry, the signed-in shell, the Ant Design frame unless the screen is light
 * (`light: true` in app/routes.tsx) and the screen's chunk, with their static imports.
 * Each budget is the screen's figure rounded up to 5 KB, so none grows unseen; the goal (issue 37) is 200 KB.
 */
const scanScreenGoalKb = 200;
const shell = moduleKey("app/shell/shell-layout.tsx");
const antFrame = moduleKey("app/shell/ant-frame.tsx");
const scanScreens = {
  "Raw Material Inward (put-away)": {
    source: "features/inbound/raw-material-inward.tsx",
    budgetKb: 190,
    light: true,
  },
  "Issue to Production": {
    source: "features/production/store-requisition-issue.tsx",
    budgetKb: 185,
    light: true,
  },
  "Stock Transfer": { source: "features/store/stock-transfer.tsx", budgetKb: 180, light: true },
  "Cycle Count": { source: "features/store/cycle-count.tsx", budgetKb: 180, light: true },
  "Hold & Scrap": { source: "features/store/hold-and-scrap.tsx", budgetKb: 185, light: true },
  "Activity Reporting": {
    source: "features/production/activity-reporting-assembly.tsx",
    budgetKb: 185,
    light: true,
  },
  "Production Receipt": { source: "features/production/production-receipt.tsx", budgetKb: 180, light: true },
  "Return RM & FG": { source: "features/returns/return-page.tsx", budgetKb: 185, light: true },
  Dispatch: { source: "features/dispatch/dispatch.tsx", budgetKb: 185, light: true },
  "Customer Returns": { source: "features/dispatch/customer-returns.tsx", budgetKb: 180, light: true },
};
const shellFiles = new Set(staticClosure([entry, shell]));
export const scanScreenJs = Object.entries(scanScreens).map(([screen, { source, budgetKb, light }]) => {
  const route = measure([entry, shell, ...(light ? [] : [antFrame]), moduleKey(source)]);
  // the screen's own part: what it loads beyond the entry and the shell
  const own = route.chunks.filter((c) => !shellFiles.has(c.file));
  return { screen, budgetKb, ...route, own, ownKb: own.reduce((sum, c) => sum + c.kb, 0) };
});

/** The packages a build's chunks hold, named from their source maps (a build with --sourcemap), else none. */
function packagesOf(files) {
  const packages = new Set();
  for (const file of files) {
    const map = path.join(dist, `${file}.map`);
    if (!existsSync(map)) return null;
    for (const source of JSON.parse(readFileSync(map, "utf8")).sources)
      packages.add(/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? "(app)");
  }
  return [...packages].sort();
}

console.log(
  `Login route initial JS: ${loginRoute.totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB) in ${loginRoute.chunks.length} chunks`,
);
for (const s of loginRoute.chunks) console.log(`  ${s.kb.toFixed(1).padStart(7)} KB  ${s.file}`);
console.log(`Scan screens, signed in, before the first scan (goal ${scanScreenGoalKb} KB):`);
for (const s of scanScreenJs) {
  console.log(
    `  ${s.totalKb.toFixed(1).padStart(7)} KB  ${s.screen} (budget ${s.budgetKb} KB, ${s.chunks.length} chunks; its own ${s.ownKb.toFixed(1)} KB beyond the shell)`,
  );
  const packages = process.argv.includes("--packages") ? packagesOf(s.own.map((c) => c.file)) : null;
  if (packages) console.log(`           its own chunks hold: ${packages.join(", ")}`);
}

const over = [
  ...(loginRoute.totalKb > budgetKb
    ? [`the login route by ${(loginRoute.totalKb - budgetKb).toFixed(1)} KB`]
    : []),
  ...scanScreenJs
    .filter((s) => s.totalKb > s.budgetKb)
    .map((s) => `${s.screen} by ${(s.totalKb - s.budgetKb).toFixed(1)} KB`),
];
if (process.argv.includes("--check") && over.length > 0) {
  console.error(`Over budget: ${over.join(", ")}`);
  process.exit(1);
}
