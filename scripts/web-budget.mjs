// Login-route JS budget: the entry chunk, the login screen's chunk and every chunk they import statically,
// gzipped, read from the Vite build manifest. Prints the figure; exits 1 over budget when asked (--check).
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
// the login screen is in the entry chunk, or in a chunk of its own when it is loaded lazily
const login = Object.keys(manifest).find((key) => key.endsWith("features/auth/login-page.tsx"));
const files = staticClosure(login ? [entry, login] : [entry]);
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const sizes = files.map((file) => ({ file, kb: gzipBytes(file) / 1024 })).sort((a, b) => b.kb - a.kb);
const totalKb = sizes.reduce((sum, s) => sum + s.kb, 0);

export const loginRouteJs = { totalKb, budgetKb, chunks: sizes };

console.log(
  `Login route initial JS: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB) in ${files.length} chunks`,
);
for (const s of sizes) console.log(`  ${s.kb.toFixed(1).padStart(7)} KB  ${s.file}`);
if (process.argv.includes("--check") && totalKb > budgetKb) {
  console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
