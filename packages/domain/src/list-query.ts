import { z } from "zod";
import { count, id, pageSizeMax, text, wholeNumber } from "./bounds.js";
import { pagingMessages } from "./messages/paging.js";

/** PageSize -1: every row; only an export sends it (spec 2 section 7), and its rows are streamed. */
export const exportPageSize = -1;

const listFields = {
  IsActive: z.boolean().nullish(),
  PageNo: id().nullish(),
  First: count().nullish(),
  PageSize: wholeNumber(1, pageSizeMax, pagingMessages.pageSizeOutOfRange).nullish(),
  SearchValue: text(200).nullish(),
  SortColumn: text(60).nullish(),
  SortOrder: text(10)
    .nullish()
    .transform((v) => (v?.toUpperCase() === "ASC" ? "ASC" : "DESC")),
  FromDate: text(30).nullish(),
  ToDate: text(30).nullish(),
  UserId: count().nullish(),
};

/** The list query object every paged list takes (spec 1 section 3); lenient about nulls; one bounded page. */
export const listQuery = z.object(listFields);
export type ListQuery = z.input<typeof listQuery>;

/** The list query of a GET list, sent in the query string (no flags there: a list answers active and inactive rows). */
export const listQueryString = listQuery.omit({ IsActive: true, UserId: true });

/**
 * The list query of a call that also serves an export (MaterialInwardReport/GetMaterialInwardReport):
 * a bounded page, or PageSize -1 for every row, which the server streams.
 */
export const exportableListQuery = listQuery.extend({
  PageSize: wholeNumber(exportPageSize, pageSizeMax, pagingMessages.exportPageSizeOutOfRange)
    .refine((size) => size !== 0, { error: pagingMessages.exportPageSizeOutOfRange })
    .nullish(),
});

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
