import { formatDisplayDate } from "@wms/domain";
import type { InwardReportRow } from "./api";

const columns: Array<[keyof InwardReportRow, string]> = [
  ["ProductCode", "ProductCode"],
  ["SupplierCode", "SupplierCode"],
  ["TotalQty", "TotalQty"],
  ["CreatedDate", "CreatedDate"],
];

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

/** The report as CSV: every row, without TotalRows and ProductId (spec 2 section 9). */
export function inwardReportCsv(rows: InwardReportRow[]): string {
  const lines = [columns.map(([, h]) => csvCell(h)).join(",")];
  for (const r of rows) {
    lines.push(
      columns.map(([k]) => csvCell(k === "CreatedDate" ? formatDisplayDate(r.CreatedDate) : r[k])).join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
