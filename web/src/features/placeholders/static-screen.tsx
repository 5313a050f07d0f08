import { pageSizes, paginatorText, shellText } from "@wms/domain";
import { Card, Input, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";

type SampleRow = Record<string, string | number>;

/**
 * A screen the specification keeps as a static page: hard-coded sample rows, a local search,
 * no calls.
 */
export function StaticScreen({
  title,
  columns,
  rows,
  emptyText = shellText.noDataFound,
}: {
  title: string;
  columns: Array<{ title: string; key: string }>;
  rows: SampleRow[];
  emptyText?: string;
}) {
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const shown = rows.filter((r) => Object.values(r).some((v) => String(v).toLowerCase().includes(needle)));
  const tableColumns: ColumnsType<SampleRow> = columns.map((c) => ({
    title: c.title,
    dataIndex: c.key,
    sorter: (a, b) => String(a[c.key]).localeCompare(String(b[c.key]), undefined, { numeric: true }),
  }));
  return (
    <Card>
      <div className="master-toolbar">
        <Typography.Title level={3} className="page-title">
          {title}
        </Typography.Title>
        <Input.Search
          allowClear
          placeholder="Search"
          aria-label="Global search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 240 }}
        />
      </div>
      <Table<SampleRow>
        rowKey={(r) => JSON.stringify(r)}
        columns={tableColumns}
        dataSource={shown}
        locale={{ emptyText }}
        pagination={{
          pageSize: pageSizes.client[0],
          showSizeChanger: true,
          pageSizeOptions: pageSizes.client.map(String),
          showTotal: (total, range) => paginatorText(total === 0 ? 0 : range[0], range[1], total),
        }}
      />
    </Card>
  );
}
