import {
  displayDateFormat,
  formatDisplayDate,
  formatSentDate,
  inboundMessages as m,
  reportRangeProblem,
  sentDateFormat,
  inboundText as text,
  toastLifeMs,
  toastTitle,
} from "@wms/domain";
import { Button, Card, DatePicker, Progress, Space, Table, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { downloadCsv } from "../../components/csv";
import { emptyTextOf } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { showToast } from "../../platform/toast";
import { fetchInwardReport, type InwardReportRow, useInwardReport } from "./api";
import { inwardReportCsv } from "./inward-report-csv";

/** The spec's pause before the CSV export starts. */
const exportDelayMs = 3000;
/** Dates are shown D MMM YYYY; typing the sent form MM/DD/YYYY works too. */
const dateFormats = [displayDateFormat, sentDateFormat];
const defaultRange = { from: dayjs().subtract(7, "day"), to: dayjs() };
type Side = "from" | "to";
const bareFieldset = { border: 0, margin: 0, padding: 0, display: "inline-block" } as const;

const dateError = (message: string) =>
  showToast("error", message, { title: toastTitle.error, lifeMs: toastLifeMs.other });

/** Material Inward Report: what was put away per product, supplier and day, with a CSV export. */
export default function MaterialInwardReportPage() {
  const [from, setFrom] = useState<Dayjs | null>(defaultRange.from);
  const [to, setTo] = useState<Dayjs | null>(defaultRange.to);
  const { query, filter, pagination, onTableChange } = useServerPage({
    SortColumn: "CreatedDate",
    Filters: {
      FromDate: formatSentDate(defaultRange.from.toDate()),
      ToDate: formatSentDate(defaultRange.to.toDate()),
    },
  });
  const report = useInwardReport(query);
  const typed = useRef<Record<Side, string>>({ from: "", to: "" });
  const [notDate, setNotDate] = useState<Record<Side, boolean>>({ from: false, to: false });
  const rows = report.data?.ResponseCode === "200" ? report.data.ResponseData : [];
  const [exporting, setExporting] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => clearInterval(timer.current ?? undefined), []);

  const sent = (d: Dayjs | null) => (d ? formatSentDate(d.toDate()) : "");
  const range = () => {
    if (notDate.from || notDate.to) {
      dateError(m.onlyDate);
      return null;
    }
    const problem = reportRangeProblem(sent(from), sent(to));
    if (problem) {
      dateError(problem);
      return null;
    }
    return { FromDate: sent(from), ToDate: sent(to) };
  };

  const submit = () => {
    const dates = range();
    if (dates) filter(dates);
  };

  /** A picked date: an order problem is told at once, from the side just changed. */
  const pick = (side: Side) => (d: Dayjs | null) => {
    setNotDate((n) => ({ ...n, [side]: false }));
    if (side === "from") setFrom(d);
    else setTo(d);
    const [f, t] = side === "from" ? [d, to] : [from, d];
    if (f && t && f.isAfter(t, "day")) dateError(reportRangeProblem(sent(f), sent(t), side) ?? "");
  };
  /** Text typed into a picker that is no date is kept as such, not dropped as empty. */
  const typing = (side: Side) => (e: FormEvent<HTMLElement>) => {
    typed.current[side] = (e.target as HTMLInputElement).value;
  };
  const leave = (side: Side) => () => {
    const text = typed.current[side].trim();
    typed.current[side] = "";
    if (text === "") return;
    const bad = !dayjs(text, dateFormats, true).isValid();
    setNotDate((n) => ({ ...n, [side]: bad }));
    if (bad) dateError(m.onlyDate);
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
        downloadCsv(text.inwardReportFile, inwardReportCsv(answer.ResponseData));
      } finally {
        clearInterval(timer.current ?? undefined);
        setExporting(null);
      }
    }, exportDelayMs);
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
