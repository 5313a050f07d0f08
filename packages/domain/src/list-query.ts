import { z } from "zod";

/** The list query object every paged list takes (spec 1 section 3); lenient about nulls. */
export const listQuery = z.object({
  IsActive: z.boolean().nullish(),
  PageNo: z.coerce.number().int().min(1).nullish(),
  First: z.coerce.number().int().min(0).nullish(),
  PageSize: z.coerce.number().int().min(-1).max(1000).nullish(),
  SearchValue: z.string().max(200).nullish(),
  SortColumn: z.string().max(60).nullish(),
  SortOrder: z
    .string()
    .nullish()
    .transform((v) => (v?.toUpperCase() === "ASC" ? "ASC" : "DESC")),
  FromDate: z.string().max(30).nullish(),
  ToDate: z.string().max(30).nullish(),
  UserId: z.coerce.number().int().nullish(),
});
export type ListQuery = z.input<typeof listQuery>;

/** Default list query, spec 1 section 9: first page of 5, newest first, active only. */
export const defaultListQuery = {
  IsActive: true,
  PageNo: 1,
  First: 1,
  PageSize: 5,
  SearchValue: "",
  SortColumn: "CreatedDate",
  SortOrder: "DESC",
} as const;

export const pageSizes = { server: [5, 10, 20], client: [10, 20, 50] } as const;
/** Delay before a server page request or an autocomplete filter, spec section 9. */
export const pagingDelayMs = 250;
