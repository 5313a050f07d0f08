/** A parsed CSV record: its 1-based line number in the file and its fields by header name. */
export interface CsvRecord {
  line: number;
  fields: Record<string, string>;
}

/**
 * Parses CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) whose first row names
 * the fields. Blank lines are skipped; line numbers are the file's.
 */
export function parseCsv(text: string): CsvRecord[] {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const src = text.replace(/^\uFEFF/, "");
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== "") rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (cell !== "" || cells.length > 0) endRow();
  const [header, ...data] = rows;
  if (!header) return [];
  const names = header.cells.map((h) => h.trim());
  return data.map(({ line: l, cells: values }) => ({
    line: l,
    fields: Object.fromEntries(names.map((n, i) => [n, (values[i] ?? "").trim()])),
  }));
}
