import { pageSizes, paginatorText, shellText } from "@wms/domain";
import { Input, Table, type TableProps } from "antd";
import type { ColumnsType, TablePaginationConfig } from "antd/es/table";
import type { SorterResult } from "antd/es/table/interface";
import { isValidElement, type ReactNode, useState } from "react";

/** 'Showing {first} to {last} of {totalRecords}' for any antd paginator. */
export const showTotal = (total: number, range: [number, number]) =>
  paginatorText(total === 0 ? 0 : range[0], range[1], total);

/** The empty text of a grid: nothing while it loads (never a false "no data"), else the spec's words. */
export const emptyTextOf = (loading: boolean, text: string = shellText.noDataFound) =>
  loading ? <span aria-busy="true" /> : text;

/** What a table's onChange says of its sort, whatever its row type. */
export type SortLike = Pick<SorterResult<unknown>, "field" | "columnKey" | "order">;

type Column<Row> = ColumnsType<Row>[number] & { dataIndex?: unknown };

/** The cell text a user sees: a render's text when it gives text, the raw value otherwise. */
function cellText<Row>(column: Column<Row>, row: Row, index: number): string {
  if (typeof column.dataIndex !== "string") return "";
  const raw = (row as Record<string, unknown>)[column.dataIndex];
  const shown = column.render ? column.render(raw, row, index) : raw;
  const value = isValidElement(shown) || (shown !== null && typeof shown === "object") ? raw : shown;
  return value === null || value === undefined || typeof value === "boolean" ? "" : String(value);
}

/** Whether a row's shown cells contain the search text (hidden fields never match). */
export function matchesShown<Row>(row: Row, columns: ColumnsType<Row>, search: string, index = 0) {
  const needle = search.trim().toLowerCase();
  return (
    needle === "" ||
    columns.some((c) =>
      cellText(c as Column<Row>, row, index)
        .toLowerCase()
        .includes(needle),
    )
  );
}

/**
 * The page a table goes to after a change: page 1 after a sort or page-size change, else the one clicked.
 */
export function pageAfterChange(
  before: { pageSize: number; sort: string },
  pagination: TablePaginationConfig,
  sorter: unknown,
) {
  const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SortLike | undefined;
  const sort = one?.order ? `${String(one.field ?? one.columnKey)}:${one.order}` : "";
  const pageSize = pagination.pageSize ?? before.pageSize;
  const current = pageSize !== before.pageSize || sort !== before.sort ? 1 : (pagination.current ?? 1);
  return { current, pageSize, sort };
}

/** A server grid's paging state, as `useServerPage` gives it. */
export interface ServerGrid {
  search: string;
  setSearch: (text: string) => void;
  pagination: (total: number) => TablePaginationConfig;
  onTableChange: (pagination: TablePaginationConfig, filters: unknown, sorter: unknown) => void;
}

export interface DataGridProps<Row> extends Omit<TableProps<Row>, "pagination" | "locale" | "loading"> {
  columns: ColumnsType<Row>;
  dataSource: readonly Row[];
  loading?: boolean;
  /** Shows the global search box (default true). */
  searchable?: boolean;
  /** Beside the search box (page title, buttons). */
  toolbar?: ReactNode;
  /** Server-paged: search, paging and sorting go to the server; `total` from the rows' TotalRows. */
  server?: { grid: ServerGrid; total: number };
  /** false: one page, no paginator. */
  paged?: boolean;
  emptyText?: string;
}

/**
 * Every data grid's one behaviour: global search over what is shown, the spec's paginator text,
 * 'No data found.' only once loaded, back to page 1 after search, sort or page-size change.
 * Client grids page 10 (10/20/50); server grids take their state from `useServerPage`.
 */
export function DataGrid<Row extends object>({
  columns,
  dataSource,
  loading = false,
  searchable = true,
  toolbar,
  server,
  paged = true,
  emptyText,
  onChange,
  ...table
}: DataGridProps<Row>) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState({ current: 1, pageSize: pageSizes.client[0] as number, sort: "" });
  const searchValue = server ? server.grid.search : search;
  const rows = server ? dataSource : dataSource.filter((r, i) => matchesShown(r, columns, search, i));

  const pagination: TablePaginationConfig | false = !paged
    ? false
    : server
      ? server.grid.pagination(server.total)
      : {
          current: page.current,
          pageSize: page.pageSize,
          showSizeChanger: true,
          pageSizeOptions: pageSizes.client.map(String),
          showTotal,
        };

  const handleChange: TableProps<Row>["onChange"] = (p, filters, sorter, extra) => {
    if (server) server.grid.onTableChange(p, filters, sorter);
    else setPage(pageAfterChange(page, p, sorter));
    onChange?.(p, filters, sorter, extra);
  };

  return (
    <div className="data-grid">
      {(searchable || toolbar) && (
        <div
          className="data-grid-toolbar"
          style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 8 }}
        >
          {toolbar}
          {searchable && (
            <Input.Search
              allowClear
              placeholder="Search"
              aria-label="Global search"
              value={searchValue}
              onChange={(e) => {
                if (server) server.grid.setSearch(e.target.value);
                else {
                  setSearch(e.target.value);
                  setPage((p) => ({ ...p, current: 1 }));
                }
              }}
              style={{ width: 240, marginLeft: "auto" }}
            />
          )}
        </div>
      )}
      <Table<Row>
        size="small"
        {...table}
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: emptyTextOf(loading, emptyText) }}
        pagination={pagination}
        onChange={handleChange}
      />
    </div>
  );
}
