import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./platform/config.js";

const manifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));

/** Every installed package's directory under `modules`, nested installs included. */
function packagesIn(modules: string): string[] {
  if (!existsSync(modules)) return [];
  return readdirSync(modules, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith(".")) return [];
    const dir = path.join(modules, entry.name);
    if (entry.name.startsWith("@")) return packagesIn(dir);
    if (!existsSync(path.join(dir, "package.json"))) return [];
    return [dir, ...packagesIn(path.join(dir, "node_modules"))];
  });
}

describe("package.json engines", () => {
  it("claims only Node versions every installed dependency accepts", () => {
    const ours: string = manifest(repoRoot).engines.node;
    expect(semver.validRange(ours)).not.toBeNull();
    const workspaces: string[] = manifest(repoRoot).workspaces;
    const installed = [repoRoot, ...workspaces.map((w) => path.join(repoRoot, w))].flatMap((dir) =>
      packagesIn(path.join(dir, "node_modules")),
    );
    expect(installed.length).toBeGreaterThan(100);
    const narrower = installed.flatMap((dir) => {
      const { name, version, engines } = manifest(dir);
      const theirs = engines?.node;
      if (typeof theirs !== "string" || semver.validRange(theirs) === null) return [];
      return semver.subset(ours, theirs) ? [] : [`${name}@${version} wants node ${theirs}`];
    });
    expect(narrower).toEqual([]);
  });
});
