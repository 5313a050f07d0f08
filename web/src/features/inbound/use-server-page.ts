import { defaultListQuery, type ListQuery, pageSizes, paginatorText, pagingDelayMs } from "@wms/domain";
import { useEffect, useMemo, useState } from "react";

interface PageState {
  pageNo: number;
  pageSize: number;
  sortColumn: string;
  sortOrder: "ASC" | "DESC";
  search: string;
}

/** List-query state of a server-paged grid: page, size, sort, extra filters and a search that waits 250 ms. */
export function useServerPage(initial: { SortColumn?: string } = {}) {
  const [state, setState] = useState<PageState>({
    pageNo: 1,
    pageSize: defaultListQuery.PageSize,
    sortColumn: initial.SortColumn ?? defaultListQuery.SortColumn,
    sortOrder: "DESC",
    search: "",
  });
  const [filters, setFilters] = useState<Partial<ListQuery>>({});
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

  const pagination = (total: number) => ({
    current: state.pageNo,
    pageSize: state.pageSize,
    total,
    pageSizeOptions: pageSizes.server.map(String),
    showSizeChanger: true,
    showTotal: (all: number, range: [number, number]) =>
      paginatorText(all === 0 ? 0 : range[0], range[1], all),
  });

  const onTableChange = (p: { current?: number; pageSize?: number }, _filters: unknown, sorter: unknown) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as {
      field?: unknown;
      order?: "ascend" | "descend" | null;
    };
    setState((current) => ({
      ...current,
      pageNo: p.current ?? 1,
      pageSize: p.pageSize ?? current.pageSize,
      sortColumn: s?.order ? String(s.field) : (initial.SortColumn ?? defaultListQuery.SortColumn),
      sortOrder: s?.order === "ascend" ? "ASC" : "DESC",
    }));
  };

  return { query, filter, search, setSearch, pagination, onTableChange };
}
