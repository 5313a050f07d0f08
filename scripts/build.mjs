// The production build: the server (with the domain package) bundled to JavaScript in server/dist, and
// the web app built by Vite when its sources changed, every text asset also written as .br and .gz.
// `node scripts/build.mjs` builds both; `--server` only the server; `--start` (npm start) also creates the
// embedded database (when there is none) while the web app builds.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const serverDist = path.join(root, "server", "dist");

/** The commit built: WMS_BUILD_COMMIT (for a build without .git), else git's HEAD, else "unknown". */
function buildCommit() {
  if (process.env.WMS_BUILD_COMMIT) return process.env.WMS_BUILD_COMMIT;
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: root, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "unknown";
}

/**
 * Bundles the server's entry points into `outdir` (below server/, where its npm packages resolve); npm packages stay
 * imports, the workspace's TypeScript is compiled in.
 */
export async function buildServer(outdir = serverDist) {
  await build({
    // The commit is part of the build, for /metrics' wms_build_info.
    define: { "process.env.WMS_BUILD_COMMIT": JSON.stringify(buildCommit()) },
    entryPoints: {
      main: path.join(root, "server/src/main.ts"),
      migrate: path.join(root, "server/src/cli/migrate.ts"),
      "create-database": path.join(root, "server/src/cli/create-database.ts"),
    },
    outdir,
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
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every text asset under `dir` worth compressing (by its name). */
function textAssets(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textAssets(full);
    return compressible.test(entry.name) ? [full] : [];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every text asset of 1 KB or more, all at once (thread pool). */
export async function precompress(dir) {
  await Promise.all(
    textAssets(dir).map(async (full) => {
      const data = await readFile(full);
      if (data.length < 1024) return;
      // Brotli 10 on the WebAssembly (the camera QR decoder) takes 20 times quality 6's time for 10% less.
      const quality = full.endsWith(".wasm") ? 6 : 10;
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
        gzipped(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }),
  );
}

/** Runs a command to its end with this process's output; rejects with `failure` unless it exits 0. */
function run(command, args, cwd, failure) {
  return new Promise((resolve, reject) => {
    spawn(command, args, { cwd, stdio: "inherit" })
      .on("error", reject)
      .on("exit", (code) => (code === 0 ? resolve() : reject(new Error(failure))));
  });
}

const webDist = path.join(root, "web", "dist");

/** Whether the web app in `outDir` is newer than every source it is built from. */
function webIsCurrent(outDir = webDist) {
  const builtIndex = path.join(outDir, "index.html");
  const sources = Math.max(
    ...["web/src", "web/public", "web/index.html", "web/vite.config.ts", "packages/domain/src"].map((p) =>
      newest(path.join(root, p)),
    ),
  );
  return existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sources;
}

/** Builds the web app into `outDir` (Vite), unless it is current; then precompresses it. */
export async function buildWeb(outDir = webDist, { force = false } = {}) {
  if (!force && webIsCurrent(outDir)) return;
  console.log("Building the web app...");
  const viteArgs = ["vite", "build", "--outDir", outDir, "--emptyOutDir"];
  await run("npx", viteArgs, path.join(root, "web"), "The web build failed");
  await precompress(outDir);
}

if (process.argv[1] === import.meta.filename) {
  await buildServer();
  if (!process.argv.includes("--server")) {
    // npm start (--start): while the web app builds, a child creates the embedded database if there is none
    // (initdb, single-threaded, the longest step of a first start): the server would do it after the build.
    const creating =
      process.argv.includes("--start") && !webIsCurrent()
        ? run(process.execPath, [path.join(serverDist, "create-database.js")], root, "No database made")
        : null;
    const failed = (await Promise.allSettled([buildWeb(), creating])).find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
  }
}
