export declare const migrationsFolder: string;
export declare const guardFile: string;
/** What changed a landed migration, how many commits were compared, and what could not be checked. */
export declare function landedMigrationProblems(
  cwd: string,
  options?: { folder?: string; since?: string | null },
): { problems: string[]; checked: number; notice: string | null };
