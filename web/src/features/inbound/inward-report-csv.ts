import { type CsvColumn, csvText, formatDisplayDate } from "@wms/domain";
import type { InwardReportRow } from "./api";

const columns: ReadonlyArray<CsvColumn<InwardReportRow>> = [
  { title: "ProductCode", cell: (r) => r.ProductCode },
  { title: "SupplierCode", cell: (r) => r.SupplierCode },
  { title: "TotalQty", cell: (r) => r.TotalQty },
  { title: "CreatedDate", cell: (r) => formatDisplayDate(r.CreatedDate) },
];

/** The report as CSV: every row, without TotalRows and ProductId (spec 2 section 9). */
export const inwardReportCsv = (rows: InwardReportRow[]): string => csvText(columns, rows);
