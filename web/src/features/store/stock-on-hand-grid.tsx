import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type CsvColumn, csvText, stockOnHandMessages as m, stockOnHandText as text } from "@wms/domain";
import { Button, Space, Spin, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { downloadCsv } from "../../components/csv";
import { DataGrid } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { showToast } from "../../platform/toast";
import type { OnHandSource } from "./on-hand-api";

/** A column of the export: its header and what a row puts in it. */

export interface OnHandGridProps<Row> {
  /** The export's file name. */
  name: string;
  source: OnHandSource<Row>;
  columns: ColumnsType<Row>;
  csv: ReadonlyArray<CsvColumn<Row>>;
  rowKey: (row: Row) => string;
  sort: { column: string; order: "ASC" | "DESC" };
}

/** One list of the Stock on Hand screen: paged, searched and sorted on the server, with its CSV export. */
export function OnHandGrid<Row extends { TotalRows?: number }>({
  name,
  source,
  columns,
  csv,
  rowKey,
  sort,
}: OnHandGridProps<Row>) {
  const grid = useServerPage({ SortColumn: sort.column, SortOrder: sort.order });
  const page = useQuery({
    queryKey: source.key(grid.query),
    queryFn: async () => (await source.page(grid.query)) ?? [],
    placeholderData: keepPreviousData,
  });
  const rows = page.data ?? [];
  const total = rows[0]?.TotalRows ?? 0;
  const [exporting, setExporting] = useState<number | null>(null);

  const exportCsv = async () => {
    if (exporting !== null) return;
    setExporting(total);
    try {
      const all = await source.all(grid.query);
      if (all === null) return;
      if (all.length === 0) return showToast("warning", m.noData);
      downloadCsv(name, csvText(csv, all));
      showToast("success", m.exported(all.length));
    } finally {
      setExporting(null);
    }
  };

  return (
    <DataGrid<Row>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={page.isFetching}
      server={{ grid, total }}
      scroll={{ x: "max-content" }}
      toolbar={
        <Space wrap>
          <Button onClick={exportCsv} loading={exporting !== null}>
            {text.exportCsv}
          </Button>
          {exporting !== null && (
            <Space role="status">
              <Spin size="small" />
              <Typography.Text>{m.exporting(exporting)}</Typography.Text>
            </Space>
          )}
        </Space>
      }
    />
  );
}
