import dayjs from "dayjs";

/**
 * A spot where a spreadsheet may start a formula: the cell's start, or after any separator it might split on
 * (`,`, `;`, tab, a line break; spaces between), before =, +, -, @, tab or CR (OWASP CSV injection).
 */
const formulaStart = /(?<=(?:^|[,;\t\r\n]) *)(?=[=+\-@\t\r])/g;

/** One CSV cell: text is always quoted, an apostrophe before every formula start; numbers stay numbers. */
export const csvCell = (value: unknown) => {
  if (typeof value === "number") return String(value);
  const neutral = String(value ?? "").replace(formulaStart, "'");
  return `"${neutral.replace(/"/g, '""')}"`;
};

/** A column of a CSV export: its title and how a row's cell reads. */
export type CsvColumn<Row> = { title: string; cell: (row: Row) => unknown };

/** Rows as CSV text: a header line of the columns' titles, then each row's cells as `cell` gives them. */
export function csvText<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]) {
  const lines = [columns.map((c) => csvCell(c.title)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.cell(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Saves `csv` as `<name>_<DD-MM-YYYY_HH-mm-ss>.csv`. */
export function downloadCsv(name: string, csv: string) {
  const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${name}_${dayjs().format("DD-MM-YYYY_HH-mm-ss")}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
