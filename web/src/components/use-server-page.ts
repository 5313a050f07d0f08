import { defaultListQuery, type ListQuery, pageSizes, pagingDelayMs } from "@wms/domain";
import type { TablePaginationConfig } from "antd/es/table";
import { useEffect, useMemo, useState } from "react";
import { pageAfterChange, type SortLike, showTotal } from "./data-grid";

interface PageState {
  pageNo: number;
  pageSize: number;
  /** The table's sort as `pageAfterChange` spells it ("" = the default sort). */
  sortKey: string;
  sortColumn: string;
  sortOrder: "ASC" | "DESC";
  search: string;
}

/** The spec's paging constants a grid shows: "server" 5 rows (5/10/20), "client" 10 rows (10/20/50). */
export type PagingScheme = keyof typeof pageSizes;

/**
 * List-query state of a server-paged grid: page, size, sort, extra filters and a search that waits 250 ms.
 * Every grid pages on the server; the spec's client-paged grids keep their 10/20/50 sizes.
 */
export function useServerPage(
  initial: {
    SortColumn?: string;
    SortOrder?: "ASC" | "DESC";
    paging?: PagingScheme;
    Filters?: Partial<ListQuery>;
  } = {},
) {
  const defaultSort = initial.SortColumn ?? defaultListQuery.SortColumn;
  const sizes = pageSizes[initial.paging ?? "server"];
  const [state, setState] = useState<PageState>({
    pageNo: 1,
    pageSize: sizes[0],
    sortKey: "",
    sortColumn: defaultSort,
    sortOrder: initial.SortOrder ?? "DESC",
    search: "",
  });
  const [filters, setFilters] = useState<Partial<ListQuery>>(initial.Filters ?? {});
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(
      () => setState((s) => (s.search === search ? s : { ...s, search, pageNo: 1 })),
      pagingDelayMs,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const query: ListQuery = useMemo(
    () => ({
      ...defaultListQuery,
      ...filters,
      PageNo: state.pageNo,
      PageSize: state.pageSize,
      First: (state.pageNo - 1) * state.pageSize + 1,
      SearchValue: state.search,
      SortColumn: state.sortColumn,
      SortOrder: state.sortOrder,
    }),
    [state, filters],
  );

  /** Sets extra list-query fields (dates) and goes back to the first page. */
  const filter = (extra: Partial<ListQuery>) => {
    setFilters(extra);
    setState((s) => ({ ...s, pageNo: 1 }));
  };

  const pagination = (total: number): TablePaginationConfig => ({
    current: state.pageNo,
    pageSize: state.pageSize,
    total,
    pageSizeOptions: sizes.map(String),
    showSizeChanger: true,
    showTotal,
  });

  /** A page click keeps the page; a sort or page-size change goes back to page 1. */
  const onTableChange = (p: TablePaginationConfig, _filters: unknown, sorter: unknown) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SortLike | undefined;
    setState((current) => {
      const next = pageAfterChange({ pageSize: current.pageSize, sort: current.sortKey }, p, sorter);
      return {
        ...current,
        pageNo: next.current,
        pageSize: next.pageSize,
        sortKey: next.sort,
        sortColumn: s?.order ? String(s.field ?? s.columnKey) : defaultSort,
        sortOrder: s?.order ? (s.order === "ascend" ? "ASC" : "DESC") : (initial.SortOrder ?? "DESC"),
      };
    });
  };

  return { query, filter, search, setSearch, pagination, onTableChange };
}
