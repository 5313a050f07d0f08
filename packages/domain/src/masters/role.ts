import { z } from "zod";
import { mastersMessages as m } from "../messages/masters.js";
import { requiredText } from "../text-rules.js";
import { isActiveFlag, recordId } from "./fields.js";

export const roleRequest = z.object({
  RoleId: recordId,
  RoleName: requiredText(m.roleNameRequired, 100),
  RoleDesc: requiredText(m.roleRemarksRequired, 500),
  IsActive: isActiveFlag,
});
export type RoleRequest = z.input<typeof roleRequest>;

/** One page (and its child pages) of the permission dialog, as sent to UpdatePagePermission. */
export interface PagePermissionInput {
  PageId: number;
  RoleId: number;
  IsView: boolean;
  IsAdd: boolean;
  IsEdit: boolean;
  IsDelete?: boolean | null;
  IsActive?: boolean | null;
  CreatedBy?: number | null;
  CreatedDate?: string | null;
  Children?: PagePermissionInput[] | null;
}

/** Named in the OpenAPI components, so the tree's self-reference resolves. */
export const pagePermissionInput: z.ZodType<PagePermissionInput> = z
  .object({
    PageId: z.coerce.number().int().positive(),
    RoleId: z.coerce.number().int().positive(),
    IsView: z.boolean(),
    IsAdd: z.boolean(),
    IsEdit: z.boolean(),
    IsDelete: z.boolean().nullish(),
    IsActive: z.boolean().nullish(),
    CreatedBy: z.coerce.number().int().nullish(),
    CreatedDate: z.string().max(40).nullish(),
    get Children() {
      return z.array(pagePermissionInput).max(200).nullish();
    },
  })
  .meta({ id: "PagePermissionInput" });

export const updatePagePermissionRequest = z.array(pagePermissionInput).max(200);
