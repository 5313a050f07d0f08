import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appVersion, repoRoot } from "./platform/config.js";

const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");

describe("what a release ships", () => {
  it("a changelog whose newest release is package.json's version", () => {
    const newest = /^## (\d+\.\d+\.\d+) - \d{4}-\d{2}-\d{2}$/m.exec(read("CHANGELOG.md"));
    expect(newest?.[1]).toBe(appVersion);
  });

  it("the MIT license, named in package.json too", () => {
    expect(read("LICENSE")).toMatch(/^MIT License\n/);
    expect(JSON.parse(read("package.json")).license).toBe("MIT");
  });

  it("an image built from the lockfile, run as a non-root user, checked on the liveness probe", () => {
    const dockerfile = read("Dockerfile");
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/health\/live/m);
    expect(read("compose.yaml")).toMatch(/image: postgres:\d+/);
  });
});
