import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A landed migration has run on plants' databases: changing it would make theirs differ from a fresh one.
const folder = path.join(import.meta.dirname, "migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
  entries: Array<{ tag: string }>;
};
/** `sha256sum` lines of every landed migration (`sha256sum -c landed.sha256` in the folder checks them too). */
const landed = readFileSync(path.join(folder, "landed.sha256"), "utf8")
  .trim()
  .split("\n")
  .map((line) => {
    const [hash, file] = line.split(/\s+\*?/);
    return { hash, file };
  });
const hashOf = (file: string) =>
  createHash("sha256")
    .update(readFileSync(path.join(folder, file)))
    .digest("hex");

describe("landed migrations", () => {
  it("are never edited: each one's content still has the hash it landed with", () => {
    expect(landed.filter(({ hash, file }) => hashOf(file) !== hash).map(({ file }) => file)).toEqual([]);
  });

  it("are all listed: a new migration's hash is added to landed.sha256 when it lands", () => {
    const listed = new Set(landed.map(({ file }) => file));
    expect(journal.entries.map((e) => `${e.tag}.sql`).filter((file) => !listed.has(file))).toEqual([]);
  });
});
