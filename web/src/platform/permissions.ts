import { actionNameOf, pageCatalogue } from "@wms/domain";
import { useLocation } from "react-router";
import { storedPermissions } from "./session";

export interface PagePermission {
  IsView: boolean;
  IsAdd: boolean;
  IsEdit: boolean;
}

/** The permission whose ActionName is the last path segment; allowed when the role has none recorded. */
export function permissionFor(pathname: string): PagePermission {
  const action = actionNameOf(pathname);
  const entry = storedPermissions().find((p) => p.ActionName === action);
  return entry
    ? { IsView: entry.IsView, IsAdd: entry.IsAdd, IsEdit: entry.IsEdit }
    : { IsView: true, IsAdd: true, IsEdit: true };
}

export function usePagePermission(): PagePermission {
  return permissionFor(useLocation().pathname);
}

/** Whether the role may open a page: a catalogued page needs its view right; other screens are open. */
export function canView(pathname: string): boolean {
  const action = actionNameOf(pathname);
  const catalogued = pageCatalogue.some((p) => p.path !== null && p.actionName === action);
  if (!catalogued) return true;
  return storedPermissions().some((p) => p.ActionName === action && p.IsView);
}

/** The first page (in menu order) the role may see: where a sign-in lands. */
export function firstViewablePath(): string {
  return pageCatalogue.find((p) => p.path !== null && canView(p.path))?.path ?? "/profile";
}
