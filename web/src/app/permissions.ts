import { actionNameOf } from "@wms/domain";
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
