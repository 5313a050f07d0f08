import { type CsvColumn, csvText } from "./csv.js";

/** The kinds of record an import takes (architecture section 3), as the call's path names them. */
export const importKindNames = ["Products", "Boms", "Mrns", "Orders", "DispatchOrders"] as const;
export type ImportKindName = (typeof importKindNames)[number];

/** A cell of an exported record: text, or a number (quantities, ids). */
export type ImportCell = string | number;

/**
 * The columns of each kind's template and export, in order: exactly the fields its import reads, so an
 * export re-imports as its kind unchanged.
 */
export const importColumns: Record<ImportKindName, readonly string[]> = {
  Products: ["ProductCode", "ProductDescription", "ProductTypeId", "UOM", "Level", "Revision"],
  Boms: ["ParentProductCode", "ComponentProductCode", "Quantity"],
  Mrns: [
    "MRNID",
    "PONumber",
    "SupplierCode",
    "Type",
    "MRNDate",
    "ProductCode",
    "RequestedQty",
    "ReceivedQty",
    "UOM",
  ],
  Orders: ["OrderNo", "OrderDate", "ProductCode", "Qty"],
  DispatchOrders: ["ErpOrderNo", "CustomerCode", "PromisedDate", "ProductCode", "Qty"],
};

/** Records of a kind as a CSV file in its import's columns (no rows: the template). */
export function importCsv(kind: ImportKindName, rows: ReadonlyArray<Record<string, ImportCell>>): string {
  const columns: CsvColumn<Record<string, ImportCell>>[] = importColumns[kind].map((title) => ({
    title,
    cell: (row) => row[title] ?? "",
  }));
  return csvText(columns, rows);
}

/** The Data Import screen's words. */
export const importText = {
  title: "Data Import",
  kind: "Kind",
  kinds: {
    Products: "Products",
    Boms: "BOM lines",
    Mrns: "MRNs (goods receipts)",
    Orders: "Production orders",
    DispatchOrders: "Dispatch orders",
  } satisfies Record<ImportKindName, string>,
  template: "Download template",
  currentRecords: "Download current records",
  drop: "Click or drag a CSV or JSON file here",
  dropHint:
    "CSV: a header row of column names, delimiter comma, semicolon or tab. JSON: an array of records.",
  columns: "Columns",
  notCsvOrJson: "Choose a .csv or .json file.",
  preview: "Check file",
  checking: "Checking the file...",
  checked: (rows: number) =>
    `${rows.toLocaleString("en-US")} ${rows === 1 ? "row" : "rows"} checked: no errors. Nothing has been saved yet.`,
  refused: (errors: number) =>
    `${errors.toLocaleString("en-US")} ${errors === 1 ? "problem" : "problems"} found. Nothing was saved; correct the file and check it again.`,
  line: "Line",
  problem: "Problem",
  import: "Import",
  importing: (rows: number, seconds: number) =>
    `Importing ${rows.toLocaleString("en-US")} rows... ${seconds} s (all or nothing: nothing is kept unless every row is saved)`,
  imported: (rows: number, kind: string) => `${rows.toLocaleString("en-US")} rows imported as ${kind}.`,
  another: "Import another file",
};
