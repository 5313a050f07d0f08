// Landed migrations are never edited, checked against git history (not a list kept in the tree, which the same
// commit could re-sign): along main's first-parent chain, every commit since this guard was added keeps each
// migration its first parent had, byte for byte; the working tree keeps HEAD's. A migration on a branch lands when
// the branch is merged: it may change until then. `node scripts/landed-migrations.mjs` (npm test runs it) exits 1
// naming each change.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const migrationsFolder = "server/src/db/migrations";
/** The guard's own file: history before the commit that added it is not judged (0030 was edited on main then). */
export const guardFile = "scripts/landed-migrations.mjs";

const git = (cwd, args) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trimEnd();

/** The migrations a `--name-status` listing changed or removed, as problems naming `where`. */
function changed(listing, where) {
  return listing
    .split("\n")
    .filter((line) => /^[MDTR]/.test(line))
    .map((line) => `${line.split("\t").at(-1)} ${line.startsWith("D") ? "removed" : "changed"} ${where}`);
}

/**
 * What changed a landed migration in the repository at `cwd`: each commit of HEAD's first-parent chain since
 * `since` was added (the whole chain when null) against its first parent, and the working tree against HEAD.
 * `notice` says what could not be checked (no repository, no history before HEAD).
 */
export function landedMigrationProblems(cwd, { folder = migrationsFolder, since = guardFile } = {}) {
  try {
    git(cwd, ["rev-parse", "--verify", "HEAD"]);
  } catch {
    return {
      problems: [],
      checked: 0,
      notice: "not a git repository with a commit: landed migrations not checked",
    };
  }
  const sqlFiles = `:(glob)${folder}/*.sql`;
  const problems = changed(
    git(cwd, ["diff", "--no-renames", "--name-status", "HEAD", "--", sqlFiles]),
    "in the working tree",
  );

  const chain = git(cwd, ["log", "--first-parent", "--format=%H %P"])
    .split("\n")
    .map((line) => {
      const [commit, parent] = line.split(" ");
      return { commit, parent: parent || null };
    });
  const added = since
    ? git(cwd, ["log", "--first-parent", "--diff-filter=A", "--format=%H", "--", since]).split("\n")
    : [];
  const start = added.at(-1) || null;
  // Since the guard's commit (itself included); without it in history yet, the last commit alone.
  const upTo = since === null ? chain.length : start ? chain.findIndex((c) => c.commit === start) + 1 : 1;
  const judged = chain.slice(0, upTo).filter((c) => c.parent !== null);
  for (const { commit, parent } of judged) {
    const listing = git(cwd, ["diff", "--no-renames", "--name-status", parent, commit, "--", sqlFiles]);
    const subject = git(cwd, ["log", "-1", "--format=%h (%s)", commit]);
    problems.push(...changed(listing, `by commit ${subject}`));
  }
  const shallow = git(cwd, ["rev-parse", "--is-shallow-repository"]) === "true";
  const notice =
    judged.length === 0
      ? `no commit before HEAD in this ${shallow ? "shallow " : ""}clone: HEAD's migrations not compared with main's ` +
        "previous commit (clone with history, or `git fetch --unshallow`)"
      : shallow && judged.length < upTo
        ? `shallow clone: ${judged.length} of the commits since the guard compared (\`git fetch --unshallow\` for all)`
        : null;
  return { problems, checked: judged.length, notice };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const { problems, checked, notice } = landedMigrationProblems(root);
  if (notice) console.log(`NOTICE: ${notice}`);
  if (problems.length > 0) {
    console.error("A landed migration was changed or removed (add a new migration instead):");
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`Landed migrations unchanged over ${checked} commit(s) of main and the working tree.`);
}
