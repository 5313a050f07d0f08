import { formatDisplayDate, type RecallStatus, recallStatuses, recallText as text } from "@wms/domain";
import { Button, Select, Tag } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { type RecallRow, useRecalls } from "./api";

/** The recall list: server-paged, newest first, searched by lot or reason, filtered by status; a row opens it. */
export function RecallList({ onOpen }: { onOpen: (recallId: number) => void }) {
  const grid = useServerPage({ SortColumn: "OpenedAt" });
  const [status, setStatus] = useState<RecallStatus | null>(null);
  const recalls = useRecalls({ ...grid.query, Status: status });
  const rows = recalls.data ?? [];
  return (
    <DataGrid<RecallRow>
      rowKey="RecallId"
      loading={recalls.isFetching}
      dataSource={rows}
      server={{ grid, total: rows[0]?.TotalRows ?? 0 }}
      scroll={{ x: true }}
      toolbar={
        <Select<RecallStatus>
          allowClear
          placeholder="Status"
          aria-label="Recall status"
          style={{ width: 120 }}
          value={status ?? undefined}
          onChange={(v) => setStatus(v ?? null)}
          options={recallStatuses.map((s) => ({ value: s, label: text.statuses[s] }))}
        />
      }
      columns={[
        {
          title: "Recall",
          dataIndex: "RecallId",
          sorter: true,
          render: (id: number) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(id)}>
              {id}
            </Button>
          ),
        },
        { title: "Lot", dataIndex: "Lot" },
        {
          title: "Status",
          dataIndex: "Status",
          sorter: true,
          render: (s: RecallStatus, row) => (
            <Tag color={s === "Open" ? "red" : "default"}>
              {text.statuses[s]}
              {row.Disposition ? `: ${text.dispositions[row.Disposition]}` : ""}
            </Tag>
          ),
        },
        { title: "Reason", dataIndex: "Reason", sorter: true },
        {
          title: "Opened",
          dataIndex: "OpenedAt",
          sorter: true,
          render: (at: string, row) => `${row.OpenedBy ?? "-"}, ${formatDisplayDate(at)}`,
        },
        {
          title: "Held",
          dataIndex: "Held",
          sorter: true,
          render: (n: number, row) => `${n} (${row.StillHeld} still)`,
        },
        { title: "At production", dataIndex: "AtProduction" },
      ]}
    />
  );
}
