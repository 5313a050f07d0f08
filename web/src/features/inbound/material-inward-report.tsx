import { formatDisplayDate, formatSentDate, inboundMessages as m, inboundText as text } from "@wms/domain";
import { Button, Card, DatePicker, Progress, Space, Table, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { downloadCsv } from "../../components/csv";
import { emptyTextOf } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { showToast } from "../../platform/toast";
import { fetchInwardReport, type InwardReportRow, useInwardReport } from "./api";
import { inwardReportCsv } from "./inward-report-csv";
import { dateFormats, defaultRange, useReportRange } from "./report-range";

/** The spec's pause before the CSV export starts. */
const exportDelayMs = 3000;
const bareFieldset = { border: 0, margin: 0, padding: 0, display: "inline-block" } as const;

type Range = { FromDate: string; ToDate: string };

/** The report's CSV of the range, after the spec's pause, with its progress (null while none is under way). */
function useInwardReportExport(range: () => Range | null) {
  const [exporting, setExporting] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => clearInterval(timer.current ?? undefined), []);

  const exportCsv = () => {
    const dates = range();
    if (!dates || exporting !== null) return;
    const started = Date.now();
    setExporting(0);
    timer.current = setInterval(
      () => setExporting(Math.min(90, ((Date.now() - started) / exportDelayMs) * 90)),
      200,
    );
    setTimeout(async () => {
      try {
        const answer = await fetchInwardReport({
          ...dates,
          PageSize: -1,
          First: 1,
          SortOrder: "DESC",
          SearchValue: "",
        });
        if (answer.ResponseCode !== "200") return;
        if (answer.ResponseData.length === 0) return showToast("warning", m.noData);
        downloadCsv(text.inwardReportFile, inwardReportCsv(answer.ResponseData));
      } finally {
        clearInterval(timer.current ?? undefined);
        setExporting(null);
      }
    }, exportDelayMs);
  };

  return { exporting, exportCsv };
}

/** Material Inward Report: what was put away per product, supplier and day, with a CSV export. */
export default function MaterialInwardReportPage() {
  const { from, to, range, pick, typing, leave } = useReportRange();
  const { query, filter, pagination, onTableChange } = useServerPage({
    SortColumn: "CreatedDate",
    Filters: {
      FromDate: formatSentDate(defaultRange.from.toDate()),
      ToDate: formatSentDate(defaultRange.to.toDate()),
    },
  });
  const report = useInwardReport(query);
  const rows = report.data?.ResponseCode === "200" ? report.data.ResponseData : [];
  const { exporting, exportCsv } = useInwardReportExport(range);

  const submit = () => {
    const dates = range();
    if (dates) filter(dates);
  };

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text>From</Typography.Text>
        <fieldset style={bareFieldset} onInput={typing("from")} onBlur={leave("from")}>
          <DatePicker aria-label="From Date" value={from} onChange={pick("from")} format={dateFormats} />
        </fieldset>
        <Typography.Text>To</Typography.Text>
        <fieldset style={bareFieldset} onInput={typing("to")} onBlur={leave("to")}>
          <DatePicker aria-label="To Date" value={to} onChange={pick("to")} format={dateFormats} />
        </fieldset>
        <Button type="primary" onClick={submit}>
          Submit
        </Button>
        <Button onClick={exportCsv} loading={exporting !== null}>
          Export
        </Button>
        {exporting !== null && (
          <Space>
            <Progress type="circle" size={28} percent={Math.round(exporting)} />
            <Typography.Text>Preparing export…</Typography.Text>
          </Space>
        )}
      </Space>
      <Table<InwardReportRow>
        rowKey={(r) => `${r.ProductId}-${r.SupplierCode}-${r.CreatedDate}`}
        loading={report.isFetching}
        dataSource={rows}
        onChange={onTableChange}
        pagination={pagination(rows[0]?.TotalRows ?? 0)}
        locale={{ emptyText: emptyTextOf(report.isFetching) }}
        columns={[
          { title: "Product Code", dataIndex: "ProductCode", sorter: true },
          { title: "Supplier Code", dataIndex: "SupplierCode", sorter: true },
          { title: "Total Quantity", dataIndex: "TotalQty", sorter: true },
          {
            title: "Created Date",
            dataIndex: "CreatedDate",
            sorter: true,
            render: (d: string) => formatDisplayDate(d),
          },
        ]}
      />
    </Card>
  );
}
