import { formatDisplayDate } from "@wms/domain";
import type { InwardReportRow } from "./api";

const columns: Array<[keyof InwardReportRow, string]> = [
  ["ProductCode", "ProductCode"],
  ["SupplierCode", "SupplierCode"],
  ["TotalQty", "TotalQty"],
  ["CreatedDate", "CreatedDate"],
];

const cell = (value: unknown) => {
  const s = String(value ?? "");
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The report as CSV: every row, without TotalRows and ProductId (spec 2 section 9). */
export function inwardReportCsv(rows: InwardReportRow[]): string {
  const lines = [columns.map(([, h]) => h).join(",")];
  for (const r of rows) {
    lines.push(
      columns.map(([k]) => cell(k === "CreatedDate" ? formatDisplayDate(r.CreatedDate) : r[k])).join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
