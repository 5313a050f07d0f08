import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";
import { PlaceholderPage } from "../components/placeholder-page";

export interface ShellRoute {
  path: string;
  title: string;
  page: LazyExoticComponent<ComponentType> | ComponentType;
}

const placeholder = (title: string) => () => createElement(PlaceholderPage, { title });

/** Every route inside the shell (spec 1 section 2, spec 2 section 2); each screen is its own chunk. */
export const shellRoutes: ShellRoute[] = [
  { path: "/dashboard", title: "Dashboard", page: placeholder("Dashboard") },
  { path: "/profile", title: "Change Password", page: lazy(() => import("../features/auth/profile-page")) },

  { path: "/masters/product-master", title: "Product Master", page: placeholder("Product Master") },
  { path: "/masters/machine-master", title: "Machine Master", page: placeholder("Machine Master") },
  { path: "/masters/customer-master", title: "Customer Master", page: placeholder("Customer Master") },
  { path: "/masters/supplier-master", title: "Supplier Master", page: placeholder("Supplier Master") },
  { path: "/masters/warehouse-master", title: "Warehouse Master", page: placeholder("Warehouse Master") },
  { path: "/masters/role-master", title: "User Role", page: placeholder("User Role") },
  { path: "/masters/shift-master", title: "Shift Master", page: placeholder("Shift Master") },
  { path: "/masters/user-master", title: "User Master", page: placeholder("User Master") },
  { path: "/masters/bin-master", title: "Bin Master", page: placeholder("Bin Master") },
  {
    path: "/masters/carton-size-master",
    title: "Carton Size Master",
    page: placeholder("Carton Size Master"),
  },

  {
    path: "/mapping/shift-operator-mapping",
    title: "Shift Operator Mapping",
    page: placeholder("Shift Operator Mapping"),
  },
  {
    path: "/mapping/operator-machine-mapping",
    title: "Operator Machine Mapping",
    page: placeholder("Operator Machine Mapping"),
  },
  {
    path: "/mapping/machine-activity-mapping",
    title: "Machine Activity Mapping",
    page: placeholder("Machine Activity Mapping"),
  },
  {
    path: "/mapping/machine-rm-mapping",
    title: "Machine RM Mapping",
    page: placeholder("Machine RM Mapping"),
  },

  { path: "/reports/product-rm-report", title: "Product RM Report", page: placeholder("Product RM Report") },
  {
    path: "/reports/fg-traceability-report",
    title: "FG Traceability Report",
    page: placeholder("FG Traceability Report"),
  },
  { path: "/reports/issue-report", title: "Issue Report", page: placeholder("Issue Report") },
  {
    path: "/reports/material-inward-report",
    title: "Material Inward Report",
    page: placeholder("Material Inward Report"),
  },

  {
    path: "/transactions/material-receive",
    title: "Material Receive",
    page: placeholder("Material Receive"),
  },
  { path: "/transactions/quality-check", title: "Quality Check", page: placeholder("Quality Check") },
  { path: "/transactions/packing", title: "Quality Check", page: placeholder("Quality Check") },
  {
    path: "/transactions/rm-qr-code-generation",
    title: "QR Code Generation",
    page: placeholder("QR Code Generation"),
  },
  {
    path: "/transactions/qr-code-generation",
    title: "QR Code Generation",
    page: placeholder("QR Code Generation"),
  },
  {
    path: "/transactions/raw-material-inward",
    title: "Material Inward",
    page: placeholder("Material Inward"),
  },
  {
    path: "/transactions/raise-requisition",
    title: "Raise Requisition",
    page: placeholder("Raise Requisition"),
  },
  { path: "/transactions/view-requisition", title: "View Order", page: placeholder("View Order") },
  {
    path: "/transactions/store-requisition-issue",
    title: "Issue to Production",
    page: placeholder("Issue to Production"),
  },
  {
    path: "/transactions/store-material-issue",
    title: "Issue to Production",
    page: placeholder("Issue to Production"),
  },
  {
    path: "/transactions/component-issue",
    title: "RM Issue for Intermediate",
    page: placeholder("RM Issue for Intermediate"),
  },
  { path: "/transactions/rm-replacement", title: "RM Replacement", page: placeholder("RM Replacement") },
  { path: "/transactions/issue-material", title: "Issue Material", page: placeholder("Issue Material") },
  {
    path: "/transactions/activity-reporting-assembly",
    title: "Activity Reporting Assembly",
    page: placeholder("Activity Reporting Assembly"),
  },
  {
    path: "/transactions/activity-reporting-intermediate",
    title: "Activity Reporting Intermediate",
    page: placeholder("Activity Reporting Intermediate"),
  },
  { path: "/transactions/return", title: "Return RM & FG", page: placeholder("Return RM & FG") },
  {
    path: "/transactions/final-production",
    title: "Final Production",
    page: placeholder("Final Production"),
  },
];
