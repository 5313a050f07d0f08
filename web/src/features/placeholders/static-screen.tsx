import { Card } from "antd";
import type { ColumnsType } from "antd/es/table";
import { DataGrid } from "../../components/data-grid";

type SampleRow = Record<string, string | number>;

/**
 * A screen the specification keeps as a static page: hard-coded sample rows, a local search,
 * no calls.
 */
export function StaticScreen({
  columns,
  rows,
  emptyText,
}: {
  columns: Array<{ title: string; key: string }>;
  rows: SampleRow[];
  emptyText?: string;
}) {
  const tableColumns: ColumnsType<SampleRow> = columns.map((c) => ({
    title: c.title,
    dataIndex: c.key,
    sorter: (a, b) => String(a[c.key]).localeCompare(String(b[c.key]), undefined, { numeric: true }),
  }));
  return (
    <Card>
      <DataGrid<SampleRow>
        rowKey={(r) => JSON.stringify(r)}
        size="middle"
        columns={tableColumns}
        dataSource={rows}
        emptyText={emptyText}
      />
    </Card>
  );
}
