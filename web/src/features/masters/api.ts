import { useQuery } from "@tanstack/react-query";
import {
  type CallAccess,
  type CallDef,
  masterCalls,
  type PagePermissionInput,
  type Received,
} from "@wms/domain";
import type { ZodType } from "zod";
import { call, callKey } from "../../platform/api/client";

/** A drop-down choice as the form's Select takes it (built from a lookup row). */
export interface Option {
  value: number;
  label: string;
}

/** A drop-down's call: a GET of rows without parameters. */
type LookupCall<Rows extends ZodType<unknown[]>> = CallDef<{
  method: "GET";
  path: string;
  access: CallAccess;
  summary: string;
  response: Rows;
}>;

/** A shared drop-down's rows as choices, kept a minute. */
const useLookup = <Rows extends ZodType<unknown[]>>(
  def: LookupCall<Rows>,
  toOption: (row: Received<Rows>[number]) => Option,
) =>
  useQuery({
    queryKey: callKey(def),
    queryFn: async () => {
      const answer = await call(def, {});
      return answer.ResponseCode === "200" ? answer.ResponseData.map(toOption) : [];
    },
    staleTime: 60_000,
  });

const { lookups } = masterCalls;

export const useProductTypes = () =>
  useLookup(lookups.getProductTypes, (r) => ({ value: r.ProductTypeId, label: r.ProductTypeName }));
export const useUserTypes = () =>
  useLookup(lookups.getUserTypes, (r) => ({ value: r.UserTypeId, label: r.UserTypeName }));
export const useRoleOptions = () =>
  useLookup(lookups.getRolesDDL, (r) => ({ value: r.RoleId, label: r.RoleName }));

/** Uploads a product image; answers its path, or null when refused (the toast says why). */
export async function uploadProductImage(file: File): Promise<string | null> {
  const body = new FormData();
  body.append("file", file);
  const answer = await call(masterCalls.imageUpload, body);
  return answer.ResponseCode === "200" ? answer.ResponseData.Source : null;
}

/** A role's pages and rights, for the Edit Permission dialog. */
export const fetchPermissionTree = (roleId: number) =>
  call(masterCalls.permission.getPagePermissionRoleID, { roleId });

export const updatePagePermission = (body: PagePermissionInput[]) =>
  call(masterCalls.permission.updatePagePermission, body, { notify: "all" });
