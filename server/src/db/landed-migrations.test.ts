import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { guardFile, landedMigrationProblems, migrationsFolder } from "../../../scripts/landed-migrations.mjs";

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A scratch git repository on branch main, with helpers to write files and commit as the plant's CI would see them. */
function scratchRepo(dir = mkdtempSync(path.join(tmpdir(), "wms-landed-"))) {
  scratch.push(dir);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=ci", "-c", "user.email=ci@example.com", ...args], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  git("init", "-q", "-b", "main");
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  const migration = (name: string) => path.join(migrationsFolder, name);
  mkdirSync(path.join(dir, migrationsFolder), { recursive: true });
  mkdirSync(path.join(dir, "scripts"));
  const commit = (message: string) => {
    git("add", "-A");
    git("commit", "-q", "--allow-empty", "-m", message);
  };
  const check = () => landedMigrationProblems(dir);
  return { dir, git, write, migration, commit, check };
}

describe("landed migrations (git history)", () => {
  it("a main whose migrations only ever were added passes; one rewritten in a later commit fails, however it is re-signed", () => {
    const r = scratchRepo();
    r.write(r.migration("0000_first.sql"), "create table a (id integer);");
    r.write(guardFile, "// the guard");
    r.write(path.join(migrationsFolder, "landed.sha256"), "hash-of-first  0000_first.sql\n");
    r.commit("first migration, and the guard");
    r.write(r.migration("0001_second.sql"), "create table b (id integer);");
    r.commit("second migration");
    expect(r.check()).toEqual({ problems: [], checked: 1, notice: null });

    r.write(r.migration("0000_first.sql"), "create table a (id bigint);");
    // What a list kept in the tree let through: the same commit writes the edited file's new hash.
    r.write(path.join(migrationsFolder, "landed.sha256"), "hash-of-edited  0000_first.sql\n");
    r.commit("edit the landed migration and re-sign it");
    const { problems } = r.check();
    expect(problems).toEqual([
      `${r.migration("0000_first.sql")} changed by commit ${r.git("log", "-1", "--format=%h")} (edit the landed migration and re-sign it)`,
    ]);
    // A later commit does not bury it: every commit since the guard is compared with its first parent.
    r.write("README.md", "later work");
    r.commit("later work");
    expect(r.check().problems).toHaveLength(1);
  });

  it("a removed landed migration fails, and so does an edit in the working tree", () => {
    const r = scratchRepo();
    r.write(r.migration("0000_first.sql"), "create table a (id integer);");
    r.write(r.migration("0001_second.sql"), "create table b (id integer);");
    r.write(guardFile, "// the guard");
    r.commit("two migrations and the guard");
    r.write(r.migration("0000_first.sql"), "drop table a;");
    expect(r.check().problems).toEqual([`${r.migration("0000_first.sql")} changed in the working tree`]);
    r.git("checkout", "--", r.migration("0000_first.sql"));
    unlinkSync(path.join(r.dir, r.migration("0001_second.sql")));
    r.commit("renumber the second migration");
    expect(r.check().problems).toEqual([
      `${r.migration("0001_second.sql")} removed by commit ${r.git("log", "-1", "--format=%h")} (renumber the second migration)`,
    ]);
  });

  it("a branch's migration lands at its merge: edited on the branch before, it passes; a branch editing a landed one fails at its merge", () => {
    const r = scratchRepo();
    r.write(r.migration("0000_first.sql"), "create table a (id integer);");
    r.write(guardFile, "// the guard");
    r.commit("first migration and the guard");
    r.git("checkout", "-q", "-b", "feature");
    r.write(r.migration("0001_draft.sql"), "create table b (id integer);");
    r.commit("draft migration");
    r.write(r.migration("0001_draft.sql"), "create table b (id bigint);");
    r.commit("draft migration reworked before it lands");
    r.git("checkout", "-q", "main");
    r.git("merge", "-q", "--no-ff", "-m", "merge feature", "feature");
    expect(r.check().problems).toEqual([]);

    r.git("checkout", "-q", "-b", "rewrite");
    r.write(r.migration("0000_first.sql"), "create table a (id bigint);");
    r.commit("rewrite the first migration on a branch");
    r.git("checkout", "-q", "main");
    r.git("merge", "-q", "--no-ff", "-m", "merge rewrite", "rewrite");
    expect(r.check().problems).toEqual([
      `${r.migration("0000_first.sql")} changed by commit ${r.git("log", "-1", "--format=%h")} (merge rewrite)`,
    ]);
  });

  it("history before the guard's own commit is not judged: an edit main made then passes", () => {
    const r = scratchRepo();
    r.write(r.migration("0000_first.sql"), "create table a (id integer);");
    r.commit("first migration");
    r.write(r.migration("0000_first.sql"), "create table a (id integer, b text);");
    r.commit("first migration edited, before any guard");
    r.write(guardFile, "// the guard");
    r.commit("the guard");
    expect(r.check()).toEqual({ problems: [], checked: 1, notice: null });
    expect(landedMigrationProblems(r.dir, { since: null }).problems).toHaveLength(1);
  });

  it("a clone without history says so and compares nothing it cannot", () => {
    const r = scratchRepo();
    r.write(r.migration("0000_first.sql"), "create table a (id integer);");
    r.write(guardFile, "// the guard");
    r.commit("first migration and the guard");
    r.write(r.migration("0001_second.sql"), "create table b (id integer);");
    r.commit("second migration");
    const clone = mkdtempSync(path.join(tmpdir(), "wms-landed-clone-"));
    scratch.push(clone);
    execFileSync("git", ["clone", "-q", "--depth", "1", `file://${r.dir}`, clone]);
    const shallow = landedMigrationProblems(clone);
    expect(shallow.problems).toEqual([]);
    expect(shallow.checked).toBe(0);
    expect(shallow.notice).toMatch(/no commit before HEAD in this shallow clone.*git fetch --unshallow/);
    const empty = mkdtempSync(path.join(tmpdir(), "wms-landed-none-"));
    scratch.push(empty);
    expect(landedMigrationProblems(empty).notice).toMatch(/not a git repository/);
  });
});
