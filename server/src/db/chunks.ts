/** Rows per statement: well under PostgreSQL's 65,535 bind parameters for tables of up to ~30 columns. */
export const chunkRows = 2000;

/** Runs `write` over `rows` in chunks (inside the caller's transaction), concatenating what it answers. */
export async function inChunks<T, R>(rows: readonly T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += chunkRows) {
    const answered = await write(rows.slice(i, i + chunkRows));
    for (const r of answered) out.push(r);
  }
  return out;
}
