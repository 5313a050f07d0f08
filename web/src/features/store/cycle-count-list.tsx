import { type CountStatus, countStatuses, formatDisplayDate } from "@wms/domain";
import { Button, Select, Tag } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { type CountRow, useCounts } from "./count-api";

const statusColor: Record<CountStatus, string> = {
  Open: "blue",
  Submitted: "gold",
  Approved: "green",
  Cancelled: "default",
};

/** The count list: server-paged, searched by bin, filtered by status; a row opens the count. Loaded when shown (`lazy`). */
export default function CountList({ onOpen }: { onOpen: (countId: number) => void }) {
  const grid = useServerPage({ SortColumn: "StartedAt" });
  const [status, setStatus] = useState<CountStatus | null>(null);
  const counts = useCounts({ ...grid.query, Status: status });
  const rows = counts.data ?? [];
  return (
    <DataGrid<CountRow>
      rowKey="CountId"
      loading={counts.isFetching}
      dataSource={rows}
      server={{ grid, total: rows[0]?.TotalRows ?? 0 }}
      scroll={{ x: true }}
      toolbar={
        <Select<CountStatus>
          allowClear
          placeholder="Status"
          aria-label="Count status"
          style={{ width: 130 }}
          value={status ?? undefined}
          onChange={(v) => setStatus(v ?? null)}
          options={countStatuses.map((s) => ({ value: s, label: s }))}
        />
      }
      columns={[
        {
          title: "Count",
          dataIndex: "CountId",
          sorter: true,
          render: (id: number) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(id)}>
              {id}
            </Button>
          ),
        },
        { title: "Bin", dataIndex: "BinAddress", sorter: true },
        {
          title: "Status",
          dataIndex: "Status",
          sorter: true,
          render: (s: CountStatus) => <Tag color={statusColor[s]}>{s}</Tag>,
        },
        {
          title: "Started",
          dataIndex: "StartedAt",
          sorter: true,
          render: (at: string, row) => `${row.StartedBy ?? "-"}, ${formatDisplayDate(at)}`,
        },
        { title: "Counted By", dataIndex: "CountedBy" },
        {
          title: "Approved",
          dataIndex: "ApprovedAt",
          sorter: true,
          render: (at: string | null, row) =>
            at ? `${row.ApprovedBy ?? "-"}, ${formatDisplayDate(at)}` : "-",
        },
        {
          title: "Variances",
          dataIndex: "Variances",
          render: (n: number, row) =>
            row.Status === "Approved" ? `${n} (${row.Posted} posted, ${row.Stale} stale)` : String(n),
        },
      ]}
    />
  );
}
