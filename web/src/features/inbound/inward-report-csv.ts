import { formatDisplayDate } from "@wms/domain";
import { csvCell } from "../../components/csv";
import type { InwardReportRow } from "./api";

const columns: Array<[keyof InwardReportRow, string]> = [
  ["ProductCode", "ProductCode"],
  ["SupplierCode", "SupplierCode"],
  ["TotalQty", "TotalQty"],
  ["CreatedDate", "CreatedDate"],
];

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
