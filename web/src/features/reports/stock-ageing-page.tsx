import { ageBands, type CsvColumn, reportsMessages, reportsText } from "@wms/domain";
import { Card, Input, Space, Spin, Table, type TableColumnsType, Tooltip } from "antd";
import { lazy, Suspense } from "react";
import { CsvExportButton } from "../../components/csv-export";
import { emptyTextOf } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { dataOf } from "../../platform/api/client";
import { showToast } from "../../platform/toast";
import { fetchStockAgeing, type StockAgeingReportRow, useStockAgeing } from "./api";

const AgeingChart = lazy(() => import("./ageing-chart"));
type Row = StockAgeingReportRow;

const qty = (v: number) => v.toFixed(3);

const csvColumns: CsvColumn<Row>[] = [
  { title: "Product Code", cell: (r) => r.ProductCode },
  { title: "Product Name", cell: (r) => r.ProductName },
  { title: "UOM", cell: (r) => r.UOM },
  ...ageBands.map((b) => ({ title: b.label, cell: (r: Row) => r[b.field] })),
  { title: "Total Qty", cell: (r) => r.TotalQty },
  { title: "Packets", cell: (r) => r.Packets },
  { title: "Oldest (days)", cell: (r) => r.OldestDays },
];

/** The report's columns: each age band's header says the age is counted from inward; the server sorts. */
const columns: TableColumnsType<Row> = [
  { title: "Product Code", dataIndex: "ProductCode", sorter: true, showSorterTooltip: false },
  { title: "Product Name", dataIndex: "ProductName", sorter: true, showSorterTooltip: false },
  { title: "UOM", dataIndex: "UOM" },
  ...ageBands.map((b) => ({
    title: (
      <Tooltip title={reportsText.ageFrom}>
        <span style={{ borderBottom: "1px dotted" }}>{b.label}</span>
      </Tooltip>
    ),
    dataIndex: b.field,
    sorter: true,
    showSorterTooltip: false,
    align: "right" as const,
    render: qty,
  })),
  {
    title: "Total Qty",
    dataIndex: "TotalQty",
    sorter: true,
    showSorterTooltip: false,
    align: "right" as const,
    render: qty,
  },
  {
    title: "Packets",
    dataIndex: "Packets",
    sorter: true,
    showSorterTooltip: false,
    align: "right" as const,
  },
  {
    title: "Oldest (days)",
    dataIndex: "OldestDays",
    sorter: true,
    showSorterTooltip: false,
    align: "right" as const,
  },
];

/** Stock Ageing: on-hand quantity per product in age bands since inward, with a stacked chart and CSV. */
export default function StockAgeingPage() {
  const { query, search, setSearch, pagination, onTableChange } = useServerPage({
    SortColumn: "ProductCode",
  });
  const report = useStockAgeing(query);
  const rows = report.data?.ResponseCode === "200" ? report.data.ResponseData : [];
  const total = rows[0]?.TotalRows ?? 0;

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Search"
          placeholder="Search"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 220 }}
        />
        <CsvExportButton<Row>
          file={reportsText.ageingFile}
          rowCount={total}
          read={() => dataOf(fetchStockAgeing({ ...query, PageSize: -1, First: 1 }))}
          columns={csvColumns}
          onEmpty={() => showToast("warning", reportsMessages.noData)}
        />
      </Space>
      {rows.length > 0 && (
        <Suspense fallback={<Spin />}>
          <AgeingChart rows={rows} />
        </Suspense>
      )}
      <Table<Row>
        size="small"
        scroll={{ x: "max-content" }}
        rowKey="ProductId"
        loading={report.isFetching}
        dataSource={rows}
        onChange={onTableChange}
        pagination={pagination(total)}
        locale={{ emptyText: emptyTextOf(report.isFetching) }}
        columns={columns}
      />
    </Card>
  );
}
