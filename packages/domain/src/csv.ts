import { formatDisplayDate } from "./dates.js";
import type { Received } from "./envelope.js";
import type { onHandProductRow } from "./stock-on-hand.js";

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

/**
 * Rows as a CSV file: a UTF-8 byte-order mark (without it Excel reads the file in the machine's code page), a header
 * line of the columns' titles, then each row's cells as `cell` gives them.
 */
export function csvText<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]) {
  const lines = [columns.map((c) => csvCell(c.title)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.cell(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Stock on Hand by product as exported; it re-imports as Products (ProductName and Type read by that import). */
export const onHandByProductCsv: ReadonlyArray<
  CsvColumn<Omit<Received<typeof onHandProductRow>, "TotalRows">>
> = [
  { title: "ProductCode", cell: (r) => r.ProductCode },
  { title: "ProductName", cell: (r) => r.ProductName },
  { title: "Type", cell: (r) => r.ProductTypeName },
  { title: "UOM", cell: (r) => r.UOM },
  { title: "TotalQty", cell: (r) => r.TotalQty },
  { title: "AvailableInBinQty", cell: (r) => r.AvailableQty },
  { title: "OnHoldQty", cell: (r) => r.OnHoldQty },
  { title: "RejectedQty", cell: (r) => r.RejectedQty },
  { title: "PackedQty", cell: (r) => r.PackedQty },
  { title: "Packets", cell: (r) => r.Packets },
  { title: "OldestInwardDate", cell: (r) => formatDisplayDate(r.OldestInwardDate) },
  { title: "OldestReceivedOn", cell: (r) => formatDisplayDate(r.OldestReceivedOn) },
  { title: "AgeDays", cell: (r) => r.AgeDays ?? "" },
];
