import { z } from "zod";
import { count, id, text, wholeNumber } from "./bounds.js";

/** The list query object every paged list takes (spec 1 section 3); lenient about nulls. */
export const listQuery = z.object({
  IsActive: z.boolean().nullish(),
  PageNo: id().nullish(),
  First: count().nullish(),
  PageSize: wholeNumber(-1, 1000).nullish(),
  SearchValue: text(200).nullish(),
  SortColumn: text(60).nullish(),
  SortOrder: text(10)
    .nullish()
    .transform((v) => (v?.toUpperCase() === "ASC" ? "ASC" : "DESC")),
  FromDate: text(30).nullish(),
  ToDate: text(30).nullish(),
  UserId: count().nullish(),
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
