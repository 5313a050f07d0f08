import { shellText } from "@wms/domain";
import { Table, type TableProps } from "antd";
import type { ReactNode } from "react";

/**
 * The lines a screen lists whole: a small table without pages, the spec's "No Data Found" unless told otherwise.
 * One place for the scan screens' light packet list to replace (docs/decisions.md, "Scan screens within 200 KB").
 */
export function LinesTable<Row extends object>({
  emptyText = shellText.noDataFound,
  ...table
}: Omit<TableProps<Row>, "size" | "pagination" | "locale"> & { emptyText?: ReactNode }) {
  return <Table<Row> size="small" pagination={false} locale={{ emptyText }} {...table} />;
}
