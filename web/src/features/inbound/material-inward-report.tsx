import {
  formatDisplayDate,
  formatSentDate,
  inboundMessages as m,
  reportRangeProblem,
  inboundText as text,
  toastLifeMs,
  toastTitle,
} from "@wms/domain";
import { Button, Card, DatePicker, Progress, Space, Table, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useRef, useState } from "react";
import { showToast } from "../../app/toast";
import { useServerPage } from "../../components/use-server-page";
import { fetchInwardReport, type InwardReportRow, useInwardReport } from "./api";
import { inwardReportCsv } from "./inward-report-csv";

/** The spec's pause before the CSV export starts. */
const exportDelayMs = 3000;

/** Material Inward Report: what was put away per product, supplier and day, with a CSV export. */
export default function MaterialInwardReportPage() {
  const [from, setFrom] = useState<Dayjs | null>(dayjs().subtract(7, "day"));
  const [to, setTo] = useState<Dayjs | null>(dayjs());
  const { query, filter, pagination, onTableChange } = useServerPage({ SortColumn: "CreatedDate" });
  const [submitted, setSubmitted] = useState(false);
  const report = useInwardReport(submitted ? query : null);
  const rows = report.data?.ResponseCode === "200" ? report.data.ResponseData : [];
  const [exporting, setExporting] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => clearInterval(timer.current ?? undefined), []);

  const range = () => {
    const f = from ? formatSentDate(from.toDate()) : "";
    const t = to ? formatSentDate(to.toDate()) : "";
    const problem = reportRangeProblem(f, t);
    if (problem) {
      showToast("error", problem, { title: toastTitle.error, lifeMs: toastLifeMs.other });
      return null;
    }
    return { FromDate: f, ToDate: t };
  };

  const submit = () => {
    const dates = range();
    if (!dates) return;
    filter(dates);
    setSubmitted(true);
  };

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
        const blob = new Blob([inwardReportCsv(answer.ResponseData)], { type: "text/csv;charset=utf-8" });
        const link = document.createElement("a");
        link.href = URL.createObjectURL(blob);
        link.download = `${text.inwardReportFile}_${dayjs().format("DD-MM-YYYY_HH-mm-ss")}.csv`;
        link.click();
        URL.revokeObjectURL(link.href);
      } finally {
        clearInterval(timer.current ?? undefined);
        setExporting(null);
      }
    }, exportDelayMs);
  };

  return (
    <Card title="Material Inward Report">
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text>From</Typography.Text>
        <DatePicker aria-label="From Date" value={from} onChange={setFrom} format="D MMM YYYY" />
        <Typography.Text>To</Typography.Text>
        <DatePicker aria-label="To Date" value={to} onChange={setTo} format="D MMM YYYY" />
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
        locale={{ emptyText: m.noData }}
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
