import { z } from "zod";
import { count, id, text, treeDepthMax } from "../bounds.js";
import { instant } from "../instant.js";
import { mastersMessages as m } from "../messages/masters.js";
import { requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId } from "./fields.js";

export const roleRequest = z.object({
  RoleId: recordId,
  RoleName: requiredText(m.roleNameRequired, 100),
  RoleDesc: requiredText(m.roleRemarksRequired, 500),
  IsActive: isActiveFlag,
});
export type RoleRequest = z.input<typeof roleRequest>;

/** Role/GetRoles row. */
export const roleRow = z.object({
  RoleId: z.number(),
  RoleName: z.string(),
  RoleDesc: z.string(),
  ...listedRowFields,
});

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

const pagePermissionFields = {
  PageId: id(),
  RoleId: id(),
  IsView: z.boolean(),
  IsAdd: z.boolean(),
  IsEdit: z.boolean(),
  IsDelete: z.boolean().nullish(),
  IsActive: z.boolean().nullish(),
  CreatedBy: count().nullish(),
  CreatedDate: text(40).nullish(),
};

/** Most pages one permission request may name: more than the menu has. */
export const pagePermissionMax = 200;

/** A page and its child pages, at most `depth` levels deep (the menu has two). */
function pagePermissionLevel(depth: number): z.ZodType<PagePermissionInput> {
  const children =
    depth > 1 ? z.array(pagePermissionLevel(depth - 1)).max(pagePermissionMax) : z.array(z.never()).max(0);
  return z.object({ ...pagePermissionFields, Children: children.nullish() });
}

export const pagePermissionInput = pagePermissionLevel(treeDepthMax);

/** Every page of a permission request, children after their parent. */
export const flattenPagePermissions = (list: readonly PagePermissionInput[]): PagePermissionInput[] =>
  list.flatMap((p) => [p, ...flattenPagePermissions(p.Children ?? [])]);

/** The whole dialog: each page once, no more pages than the menu could have. */
export const updatePagePermissionRequest = z
  .array(pagePermissionInput)
  .max(pagePermissionMax)
  .superRefine((list, ctx) => {
    const pages = flattenPagePermissions(list);
    if (pages.length > pagePermissionMax) {
      ctx.addIssue({ code: "custom", message: m.tooManyPages });
    } else if (new Set(pages.map((p) => p.PageId)).size !== pages.length) {
      ctx.addIssue({ code: "custom", message: m.pageTwice });
    }
  });

/** Role/GetRolesDDL row: an active role. */
export const roleOption = z.object({ RoleId: z.number(), RoleName: z.string() });

/** A page of a role's permission tree (Permission/GetPagePermissionRoleID), with its child pages. */
export interface PagePermissionRow {
  PageId: number;
  PageName: string;
  ActionName: string;
  HasAddEdit: boolean;
  RoleId: number;
  IsView: boolean;
  IsAdd: boolean;
  IsEdit: boolean;
  IsDelete: boolean;
  IsActive: boolean;
  CreatedBy: number | null;
  CreatedDate: Date | null;
  Children: PagePermissionRow[];
}

/** Named in the OpenAPI components, so the tree's self-reference resolves. */
export const pagePermissionRow: z.ZodType<PagePermissionRow> = z
  .object({
    PageId: z.number(),
    PageName: z.string(),
    ActionName: z.string(),
    HasAddEdit: z.boolean(),
    RoleId: z.number(),
    IsView: z.boolean(),
    IsAdd: z.boolean(),
    IsEdit: z.boolean(),
    IsDelete: z.boolean(),
    IsActive: z.boolean(),
    CreatedBy: z.number().nullable(),
    CreatedDate: instant.nullable(),
    get Children() {
      return z.array(pagePermissionRow);
    },
  })
  .meta({ id: "PagePermissionRow" });
