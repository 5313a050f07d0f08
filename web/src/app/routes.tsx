import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";
import { Navigate } from "react-router";
import { canView, firstViewablePath } from "../platform/permissions";

export interface ShellRoute {
  path: string;
  title: string;
  page: LazyExoticComponent<ComponentType> | ComponentType;
  /** Drawn without Ant Design: the screen opens without the Ant Design frame (its theme, toasts and dialogs). */
  light?: boolean;
}

/** Said to a role without a screen's view right: its illustration loads then, not with every screen. */
const NoAccessPage = lazy(() =>
  import("../components/no-access-page").then((m) => ({ default: m.NoAccessPage })),
);

/** A route whose screen a later change fills: the shell's heading only. */
const placeholder: ComponentType = () => null;

/**
 * A screen behind its view right: a role without it gets a plain "no access" page, except on the
 * dashboard (where unknown addresses and old bookmarks land), which goes on to the first page it may see.
 */
function guarded(path: string, page: ShellRoute["page"]): ComponentType {
  return () => {
    if (canView(path)) return createElement(page);
    const home = firstViewablePath();
    return path === "/dashboard" && home !== path
      ? createElement(Navigate, { to: home, replace: true })
      : createElement(NoAccessPage, { home });
  };
}

/** Every route inside the shell (spec 1 section 2, spec 2 section 2); each screen is its own chunk. */
export const shellRoutes: ShellRoute[] = (
  [
    {
      path: "/dashboard",
      title: "Dashboard",
      page: lazy(() => import("../features/dashboard/dashboard-page")),
    },
    { path: "/profile", title: "Change Password", page: lazy(() => import("../features/auth/profile-page")) },

    {
      path: "/masters/product-master",
      title: "Product Master",
      page: lazy(() => import("../features/masters/product-master")),
    },
    {
      path: "/masters/machine-master",
      title: "Machine Master",
      page: lazy(() => import("../features/masters/machine-master")),
    },
    {
      path: "/masters/customer-master",
      title: "Customer Master",
      page: lazy(() => import("../features/masters/customer-master")),
    },
    {
      path: "/masters/supplier-master",
      title: "Supplier Master",
      page: lazy(() => import("../features/masters/supplier-master")),
    },
    {
      path: "/masters/warehouse-master",
      title: "Warehouse Master",
      page: lazy(() => import("../features/masters/warehouse-master")),
    },
    {
      path: "/masters/role-master",
      title: "User Role",
      page: lazy(() => import("../features/masters/role-master")),
    },
    {
      path: "/masters/shift-master",
      title: "Shift Master",
      page: lazy(() => import("../features/masters/shift-master")),
    },
    {
      path: "/masters/user-master",
      title: "User Master",
      page: lazy(() => import("../features/masters/user-master")),
    },
    {
      path: "/masters/bin-master",
      title: "Bin Master",
      page: lazy(() => import("../features/masters/bin-master")),
    },
    {
      path: "/masters/data-import",
      title: "Data Import",
      page: lazy(() => import("../features/import/data-import")),
    },
    {
      path: "/masters/carton-size-master",
      title: "Carton Size Master",
      page: lazy(() => import("../features/masters/carton-size-master")),
    },
    {
      path: "/masters/printer-master",
      title: "Printer Master",
      page: lazy(() => import("../features/masters/printer-master")),
    },

    {
      path: "/mapping/shift-operator-mapping",
      title: "Shift Operator Mapping",
      page: lazy(() => import("../features/placeholders/shift-operator-mapping")),
    },
    {
      path: "/mapping/operator-machine-mapping",
      title: "Operator Machine Mapping",
      page: lazy(() => import("../features/placeholders/operator-machine-mapping")),
    },
    {
      path: "/mapping/machine-activity-mapping",
      title: "Machine Activity Mapping",
      page: lazy(() => import("../features/placeholders/machine-activity-mapping")),
    },
    {
      path: "/mapping/machine-rm-mapping",
      title: "Machine RM Mapping",
      page: lazy(() => import("../features/placeholders/machine-rm-mapping")),
    },

    {
      path: "/reports/product-rm-report",
      title: "Product RM Report",
      page: lazy(() => import("../features/placeholders/product-rm-report")),
    },
    {
      path: "/reports/fg-traceability-report",
      title: "FG Traceability Report",
      page: lazy(() => import("../features/traceability/fg-traceability-report")),
    },
    {
      path: "/reports/issue-report",
      title: "Issue Report",
      page: lazy(() => import("../features/placeholders/issue-report")),
    },
    {
      path: "/reports/material-inward-report",
      title: "Material Inward Report",
      page: lazy(() => import("../features/inbound/material-inward-report")),
    },
    {
      path: "/reports/consumption-report",
      title: "Consumption & Yield",
      page: lazy(() => import("../features/reports/consumption-report-page")),
    },
    {
      path: "/reports/stock-ageing",
      title: "Stock Ageing",
      page: lazy(() => import("../features/reports/stock-ageing-page")),
    },
    {
      path: "/reports/stock-on-hand",
      title: "Stock on Hand",
      page: lazy(() => import("../features/store/stock-on-hand")),
    },
    {
      path: "/reports/audit-trail",
      title: "Audit Trail",
      page: lazy(() => import("../features/audit/audit-trail")),
    },

    {
      path: "/transactions/material-receive",
      title: "Material Receive",
      page: lazy(() => import("../features/placeholders/material-receive")),
    },
    {
      path: "/transactions/quality-check",
      title: "Quality Check",
      page: lazy(() => import("../features/inbound/quality-check")),
    },
    {
      path: "/transactions/packing",
      title: "Quality Check",
      page: lazy(() => import("../features/inbound/quality-check")),
    },
    {
      path: "/transactions/rm-qr-code-generation",
      title: "QR Code Generation",
      page: lazy(() => import("../features/inbound/qr-code-generation")),
    },
    {
      path: "/transactions/qr-code-generation",
      title: "QR Code Generation",
      page: lazy(() => import("../features/inbound/qr-code-generation")),
    },
    {
      path: "/transactions/raw-material-inward",
      title: "Material Inward",
      page: lazy(() => import("../features/inbound/raw-material-inward")),
      light: true,
    },
    {
      path: "/transactions/raise-requisition",
      title: "Raise Requisition",
      page: lazy(() => import("../features/production/raise-requisition")),
    },
    {
      path: "/transactions/view-requisition",
      title: "View Order",
      page: lazy(() => import("../features/production/view-requisition")),
    },
    {
      path: "/transactions/store-requisition-issue",
      title: "Issue to Production",
      page: lazy(() => import("../features/production/store-requisition-issue")),
      light: true,
    },
    {
      path: "/transactions/store-material-issue",
      title: "Issue to Production",
      page: lazy(() => import("../features/production/store-requisition-issue")),
      light: true,
    },
    {
      path: "/transactions/component-issue",
      title: "RM Issue for Intermediate",
      page: lazy(() => import("../features/placeholders/component-issue")),
    },
    { path: "/transactions/rm-replacement", title: "RM Replacement", page: placeholder },
    { path: "/transactions/issue-material", title: "Issue Material", page: placeholder },
    {
      path: "/transactions/activity-reporting-assembly",
      title: "Activity Reporting Assembly",
      page: lazy(() => import("../features/production/activity-reporting-assembly")),
      light: true,
    },
    {
      path: "/transactions/activity-reporting-intermediate",
      title: "Activity Reporting Intermediate",
      page: lazy(() => import("../features/production/activity-reporting-intermediate")),
      light: true,
    },
    {
      path: "/transactions/return",
      title: "Return RM & FG",
      page: lazy(() => import("../features/returns/return-page")),
      light: true,
    },
    {
      path: "/transactions/production-receipt",
      title: "Production Receipt",
      page: lazy(() => import("../features/production/production-receipt")),
      light: true,
    },
    {
      path: "/transactions/final-production",
      title: "Final Production",
      page: lazy(() => import("../features/production/final-production")),
    },
    {
      path: "/transactions/stock-transfer",
      title: "Stock Transfer",
      page: lazy(() => import("../features/store/stock-transfer")),
      light: true,
    },
    {
      path: "/transactions/hold-and-scrap",
      title: "Hold & Scrap",
      page: lazy(() => import("../features/store/hold-and-scrap")),
      light: true,
    },
    {
      path: "/transactions/cycle-count",
      title: "Cycle Count",
      page: lazy(() => import("../features/store/cycle-count")),
      light: true,
    },
    {
      path: "/transactions/recall",
      title: "Recall",
      page: lazy(() => import("../features/recall/recall")),
    },
    {
      path: "/transactions/dispatch-orders",
      title: "Dispatch Orders",
      page: lazy(() => import("../features/dispatch/dispatch-orders")),
    },
    {
      path: "/transactions/dispatch",
      title: "Dispatch",
      page: lazy(() => import("../features/dispatch/dispatch")),
      light: true,
    },
    {
      path: "/transactions/customer-returns",
      title: "Customer Returns",
      page: lazy(() => import("../features/dispatch/customer-returns")),
      light: true,
    },
  ] as ShellRoute[]
).map((r) => ({ ...r, page: guarded(r.path, r.page) }));
