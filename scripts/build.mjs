// The production build: the server (with the domain package) bundled to JavaScript in server/dist, and
// the web app built by Vite when its sources changed, every text asset also written as .br and .gz.
// `node scripts/build.mjs` builds both; `--server` only the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const serverDist = path.join(root, "server", "dist");

/** The commit built: WMS_BUILD_COMMIT (for a build without .git), else git's HEAD, else "unknown". */
function buildCommit() {
  if (process.env.WMS_BUILD_COMMIT) return process.env.WMS_BUILD_COMMIT;
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: root, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "unknown";
}

/** Bundles the server's entry points; npm packages stay imports, the workspace's TypeScript is compiled in. */
export async function buildServer() {
  await build({
    // The commit is part of the build, for /metrics' wms_build_info.
    define: { "process.env.WMS_BUILD_COMMIT": JSON.stringify(buildCommit()) },
    entryPoints: {
      main: path.join(root, "server/src/main.ts"),
      migrate: path.join(root, "server/src/cli/migrate.ts"),
    },
    outdir: serverDist,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        name: "npm-packages-external",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@wms/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;

/** Writes `<file>.br` and `<file>.gz` beside every text asset worth compressing. */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(full);
    else if (compressible.test(entry.name)) {
      const data = readFileSync(full);
      if (data.length < 1024) continue;
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
      );
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

/** Builds the web app into `outDir` (Vite), unless it is newer than every source; then precompresses it. */
export function buildWeb(outDir = path.join(root, "web", "dist"), { force = false } = {}) {
  const builtIndex = path.join(outDir, "index.html");
  const sources = Math.max(
    ...["web/src", "web/public", "web/index.html", "web/vite.config.ts", "packages/domain/src"].map((p) =>
      newest(path.join(root, p)),
    ),
  );
  if (!force && existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sources) return;
  console.log("Building the web app...");
  const vite = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: path.join(root, "web"),
    stdio: "inherit",
  });
  if (vite.status !== 0) throw new Error("The web build failed");
  precompress(outDir);
}

if (process.argv[1] === import.meta.filename) {
  await buildServer();
  if (!process.argv.includes("--server")) buildWeb();
}
