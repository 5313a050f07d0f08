/**
 * The pages a role's permissions are given on, in menu order. A page's ActionName is the last
 * segment of its path: the key a screen looks its permission up by (spec 1 section 6).
 * Groups (path null) are the menu's headings and the permission tree's parents.
 */
export interface PageDef<Key extends string = string> {
  actionName: Key;
  label: string;
  path: string | null;
  parent: string | null;
  /** Dashboard offers no Add/Update boxes in the permission dialog. */
  hasAddEdit: boolean;
}

/** The last segment of a path, as a type ("/masters/bin-master" -> "bin-master"). */
type LastSegment<P extends string> = P extends `${string}/${infer Rest}` ? LastSegment<Rest> : P;

const group = <const Key extends string>(actionName: Key, label: string): PageDef<Key> => ({
  actionName,
  label,
  path: null,
  parent: null,
  hasAddEdit: true,
});

const page = <const Path extends string>(
  parent: string,
  path: Path,
  label: string,
): PageDef<LastSegment<Path>> => ({
  actionName: path.slice(path.lastIndexOf("/") + 1) as LastSegment<Path>,
  label,
  path,
  parent,
  hasAddEdit: true,
});

const pages = [
  {
    actionName: "dashboard" as const,
    label: "Dashboard",
    path: "/dashboard",
    parent: null,
    hasAddEdit: false,
  },
  group("masters", "Masters"),
  page("masters", "/masters/machine-master", "Machine Master"),
  page("masters", "/masters/product-master", "Product Master"),
  page("masters", "/masters/supplier-master", "Supplier Master"),
  page("masters", "/masters/customer-master", "Customer Master"),
  page("masters", "/masters/warehouse-master", "Warehouse Master"),
  page("masters", "/masters/shift-master", "Shift Master"),
  page("masters", "/masters/user-master", "User Master"),
  page("masters", "/masters/role-master", "Role Master"),
  page("masters", "/masters/bin-master", "Bin Master"),
  page("masters", "/masters/carton-size-master", "Carton Size Master"),
  page("masters", "/masters/data-import", "Data Import"),
  page("masters", "/masters/printer-master", "Printer Master"),
  group("mapping", "Mapping"),
  page("mapping", "/mapping/machine-activity-mapping", "Machine Activity Mapping"),
  page("mapping", "/mapping/machine-rm-mapping", "Machine RM Mapping"),
  group("transactions", "Transactions"),
  page("transactions", "/transactions/quality-check", "Quality Check"),
  page("transactions", "/transactions/rm-qr-code-generation", "RM QR Code Generation"),
  page("transactions", "/transactions/raw-material-inward", "Material Inward"),
  page("transactions", "/transactions/raise-requisition", "Raise Requisition"),
  page("transactions", "/transactions/view-requisition", "View Order"),
  page("transactions", "/transactions/store-requisition-issue", "Issue to Production"),
  page("transactions", "/transactions/component-issue", "RM Issue for Intermediate"),
  page("transactions", "/transactions/rm-replacement", "RM Replacement"),
  page("transactions", "/transactions/activity-reporting-assembly", "Activity Reporting Assembly"),
  page("transactions", "/transactions/activity-reporting-intermediate", "Activity Reporting Intermediate"),
  page("transactions", "/transactions/final-production", "Final Production"),
  page("transactions", "/transactions/production-receipt", "Production Receipt"),
  page("transactions", "/transactions/return", "Return RM & FG"),
  page("transactions", "/transactions/stock-transfer", "Stock Transfer"),
  page("transactions", "/transactions/cycle-count", "Cycle Count"),
  page("transactions", "/transactions/hold-and-scrap", "Hold & Scrap"),
  page("transactions", "/transactions/recall", "Recall"),
  page("transactions", "/transactions/dispatch-orders", "Dispatch Orders"),
  page("transactions", "/transactions/dispatch", "Dispatch"),
  page("transactions", "/transactions/customer-returns", "Customer Returns"),
  group("reports", "Reports"),
  page("reports", "/reports/material-inward-report", "Material Inward Report"),
  page("reports", "/reports/fg-traceability-report", "FG Traceability Report"),
  page("reports", "/reports/stock-on-hand", "Stock on Hand"),
  page("reports", "/reports/consumption-report", "Consumption & Yield"),
  page("reports", "/reports/stock-ageing", "Stock Ageing"),
  page("reports", "/reports/audit-trail", "Audit Trail"),
] as const;

/** A page's key (its ActionName): what a call's permission names, checked against this catalogue. */
export type PageKey = (typeof pages)[number]["actionName"];

export const pageCatalogue: readonly PageDef<PageKey>[] = pages;

/** The ActionName of a path: its last segment ("/masters/bin-master" -> "bin-master"). */
export function actionNameOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}

export type PageRight = "view" | "add" | "edit";
