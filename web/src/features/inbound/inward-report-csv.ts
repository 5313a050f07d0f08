import { formatDisplayDate } from "@wms/domain";
import type { InwardReportRow } from "./api";

const columns: Array<[keyof InwardReportRow, string]> = [
  ["ProductCode", "ProductCode"],
  ["SupplierCode", "SupplierCode"],
  ["TotalQty", "TotalQty"],
  ["CreatedDate", "CreatedDate"],
];

/** A leading =, +, -, @, tab or CR makes a spreadsheet read the cell as a formula (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell: text that could start a formula gets a leading apostrophe; numbers stay numbers. */
export const csvCell = (value: unknown) => {
  const raw = String(value ?? "");
  const s = typeof value !== "number" && formulaStart.test(raw) ? `'${raw}` : raw;
  return /[",\r\n\t']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The report as CSV: every row, without TotalRows and ProductId (spec 2 section 9). */
export function inwardReportCsv(rows: InwardReportRow[]): string {
  const lines = [columns.map(([, h]) => h).join(",")];
  for (const r of rows) {
    lines.push(
      columns.map(([k]) => csvCell(k === "CreatedDate" ? formatDisplayDate(r.CreatedDate) : r[k])).join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
