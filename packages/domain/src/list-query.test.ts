import { describe, expect, it } from "vitest";
import { pageSizeMax } from "./bounds.js";
import { exportableListQuery, listQuery, listQueryString } from "./list-query.js";
import { pagingMessages } from "./messages/paging.js";

const problem = (schema: typeof listQuery | typeof exportableListQuery, PageSize: unknown) => {
  const parsed = schema.safeParse({ PageSize });
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("listQuery", () => {
  it("takes a page of 1 to pageSizeMax rows, from a number or digits", () => {
    expect(listQuery.parse({ PageSize: 1 }).PageSize).toBe(1);
    expect(listQuery.parse({ PageSize: String(pageSizeMax) }).PageSize).toBe(pageSizeMax);
    expect(listQuery.parse({}).PageSize).toBeUndefined();
  });

  it("refuses every row at once (-1), 0 and more than pageSizeMax, saying that only exports take every row", () => {
    for (const size of [-1, 0, pageSizeMax + 1, "-1", 1.5])
      expect(problem(listQuery, size)).toBe(pagingMessages.pageSizeOutOfRange);
  });

  it("in a query string drops the flags a GET list does not read", () => {
    expect(listQueryString.parse({ PageSize: "5", IsActive: "true", UserId: "3" })).not.toHaveProperty(
      "IsActive",
    );
  });
});

describe("exportableListQuery", () => {
  it("takes -1 (the export) or a bounded page, and refuses anything else", () => {
    expect(exportableListQuery.parse({ PageSize: -1 }).PageSize).toBe(-1);
    expect(exportableListQuery.parse({ PageSize: pageSizeMax }).PageSize).toBe(pageSizeMax);
    for (const size of [-2, 0, pageSizeMax + 1])
      expect(problem(exportableListQuery, size)).toBe(pagingMessages.exportPageSizeOutOfRange);
  });
});
