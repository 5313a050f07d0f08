// npm start: build the web app when its sources are newer than the build, then run the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const builtIndex = path.join(root, "web", "dist", "index.html");
const sources = Math.max(
  newest(path.join(root, "web", "src")),
  newest(path.join(root, "packages", "domain", "src")),
);
if (!dev && (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources)) {
  console.log("Building the web app...");
  const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn("npx", ["tsx", ...(dev ? ["watch"] : []), "server/src/main.ts"], { cwd: root, stdio: "inherit" }),
];
if (dev) children.push(spawn("npm", ["run", "dev", "-w", "web"], { cwd: root, stdio: "inherit" }));
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
  });
children[0].on("exit", (code) => {
  for (const c of children.slice(1)) c.kill();
  process.exit(code ?? 0);
});
