// npm run dev: the server from TypeScript with tsx (restarting on change) beside Vite's dev server.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn("npx", ["tsx", "watch", "server/src/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "web"], { cwd: root, stdio: "inherit" }),
];
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
  });
children[0].on("exit", (code) => {
  for (const c of children.slice(1)) c.kill();
  process.exit(code ?? 0);
});
