import {
  type ConsumptionGroupBy,
  type CsvColumn,
  consumptionGroupBys,
  consumptionRangeProblem,
  displayDateFormat,
  formatDisplayDate,
  formatSentDate,
  type JobLineState,
  reportsMessages,
  reportsText,
  sentDateFormat,
  toastLifeMs,
  toastTitle,
} from "@wms/domain";
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Input,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs, { type Dayjs } from "dayjs";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { CsvExportButton } from "../../components/csv-export";
import { emptyTextOf } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { showToast } from "../../platform/toast";
import {
  type ConsumptionReportRow,
  type ConsumptionSummaryReportRow,
  fetchAllConsumption,
  useConsumption,
} from "./api";

const ConsumptionChart = lazy(() => import("./consumption-chart"));

/** Dates are shown D MMM YYYY; typing the sent form MM/DD/YYYY works too. */
const dateFormats = [displayDateFormat, sentDateFormat];
/** Per job, or summed by one of the groupings. */
const views = ["Job", ...consumptionGroupBys] as const;
type View = (typeof views)[number];
type Row = ConsumptionReportRow | ConsumptionSummaryReportRow;

const qty = (v: number | null) => (v === null ? "" : v.toFixed(3));
const percent = (v: number | null) => (v === null ? "" : `${v.toFixed(2)}%`);
const tipped = (label: string, tip: string): ReactNode => (
  <Tooltip title={tip}>
    <span style={{ borderBottom: "1px dotted" }}>{label}</span>
  </Tooltip>
);

interface Column {
  key: string;
  label: string;
  tip?: string;
  cell: (row: Row) => string | number | null;
  /** The figure as text, right-aligned. */
  shown?: (row: Row) => string;
  /** Anything else drawn in the cell (the CSV still takes `cell`). */
  drawn?: (row: Row) => ReactNode;
  sortable?: boolean;
}

const stateColour: Record<JobLineState, string> = {
  "Not issued": "default",
  "Work in progress": "orange",
  Reported: "green",
};

const figure = (
  key: keyof ConsumptionReportRow & keyof ConsumptionSummaryReportRow,
  label: string,
  tip?: string,
) =>
  ({
    key,
    label,
    tip,
    cell: (r: Row) => r[key] as number | null,
    shown: (r: Row) => qty(r[key] as number | null),
    sortable: true,
  }) satisfies Column;

/** A job line's state at the range's end, tagged; the CSV takes its words. */
const stateColumn: Column = {
  key: "State",
  label: "State",
  tip: reportsText.wip,
  cell: (r) => (r as ConsumptionReportRow).State,
  drawn: (r) => {
    const state = (r as ConsumptionReportRow).State;
    return <Tag color={stateColour[state]}>{state}</Tag>;
  },
};

/** The columns of a view: the job's or the group's key, then the figures (their tooltips say how each is made). */
function columnsOf(view: View): Column[] {
  const byEvents = view === "Shift" || view === "Operator";
  const keyColumns: Column[] =
    view === "Job"
      ? [
          {
            key: "RequisitionNo",
            label: "Requisition",
            tip: reportsText.jobsInRange,
            cell: (r) => (r as ConsumptionReportRow).RequisitionNo,
            sortable: true,
          },
          {
            key: "OrderNo",
            label: "Order",
            cell: (r) => (r as ConsumptionReportRow).OrderNo,
            sortable: true,
          },
          {
            key: "ProductCode",
            label: "Product",
            cell: (r) => (r as ConsumptionReportRow).ProductCode,
            sortable: true,
          },
        ]
      : [
          {
            key: "GroupKey",
            label: view === "Product" ? "Product made" : view,
            tip: reportsText.jobsInRange,
            cell: (r) => (r as ConsumptionSummaryReportRow).GroupKey,
            sortable: true,
          },
          {
            key: "Jobs",
            label: "Jobs",
            cell: (r) => (r as ConsumptionSummaryReportRow).Jobs,
            sortable: true,
          },
        ];
  return [
    ...keyColumns,
    { key: "ComponentCode", label: "Component", cell: (r) => r.ComponentCode, sortable: true },
    { key: "UOM", label: "UOM", cell: (r) => r.UOM },
    figure("ReqQty", "Req Qty"),
    figure("ProducedQty", "Produced", reportsText.produced),
    figure(
      "BomQty",
      "BOM for Produced",
      byEvents ? `${reportsText.bom} ${reportsText.varianceBySplit}` : reportsText.bom,
    ),
    ...(byEvents ? [] : [figure("IssuedQty", "Issued", reportsText.issued)]),
    figure("ConsumedQty", "Consumed", reportsText.consumed),
    ...(byEvents
      ? []
      : [
          figure("ReturnedQty", "Returned", reportsText.returned),
          figure("WipQty", "Work in Progress", reportsText.wip),
        ]),
    ...(view === "Job" ? [stateColumn] : []),
    figure("VarianceQty", "Variance", reportsText.variance),
    {
      key: "VariancePct",
      label: "Variance %",
      tip: reportsText.variance,
      cell: (r) => r.VariancePct,
      shown: (r) => percent(r.VariancePct),
    },
    {
      key: "YieldPct",
      label: "Yield %",
      tip: reportsText.yield,
      cell: (r) => r.YieldPct,
      shown: (r) => percent(r.YieldPct),
      sortable: true,
    },
  ];
}

const dateError = (message: string) =>
  showToast("error", message, { title: toastTitle.error, lifeMs: toastLifeMs.other });

/** Consumption & Yield: per job or summed by product, order, shift or operator over a date range, with a chart and CSV. */
export default function ConsumptionReportPage() {
  const [from, setFrom] = useState<Dayjs | null>(dayjs().subtract(30, "day"));
  const [to, setTo] = useState<Dayjs | null>(dayjs());
  const sent = (d: Dayjs | null) => (d ? formatSentDate(d.toDate()) : "");
  const [range, setRange] = useState({ FromDate: sent(from), ToDate: sent(to) });
  const [view, setView] = useState<View>("Job");
  /** Why the dates picked were refused: the table keeps the range it shows, and says which. */
  const [refused, setRefused] = useState<string | null>(null);
  const pick = (set: (d: Dayjs | null) => void) => (d: Dayjs | null) => {
    set(d);
    setRefused(null);
  };

  const submit = () => {
    const problem = consumptionRangeProblem(sent(from), sent(to));
    setRefused(problem);
    if (problem) return dateError(problem);
    setRange({ FromDate: sent(from), ToDate: sent(to) });
  };
  const day = (d: string) => formatDisplayDate(dayjs(d, sentDateFormat).toDate());

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker aria-label="From Date" value={from} onChange={pick(setFrom)} format={dateFormats} />
        <DatePicker aria-label="To Date" value={to} onChange={pick(setTo)} format={dateFormats} />
        <Button type="primary" onClick={submit}>
          Submit
        </Button>
      </Space>
      {refused && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={refused} />}
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        {`Range shown: ${day(range.FromDate)} to ${day(range.ToDate)}`}
      </Typography.Paragraph>
      <div style={{ marginBottom: 12, overflowX: "auto" }}>
        <Segmented<View>
          aria-label="Group by"
          options={views.map((v) => ({ value: v, label: v === "Job" ? "Per job" : `By ${v.toLowerCase()}` }))}
          value={view}
          onChange={setView}
        />
      </div>
      {/* A new range or grouping starts from its first page, default sort and no search. */}
      <ConsumptionTable key={`${view}|${range.FromDate}|${range.ToDate}`} view={view} range={range} />
    </Card>
  );
}

function ConsumptionTable({ view, range }: { view: View; range: { FromDate: string; ToDate: string } }) {
  const groupBy: ConsumptionGroupBy | null = view === "Job" ? null : view;
  const { query, search, setSearch, pagination, onTableChange } = useServerPage({
    SortColumn: groupBy ? "GroupKey" : "RequisitionNo",
    Filters: range,
  });
  const report = useConsumption(query, groupBy);
  const rows: Row[] = report.data ?? [];
  const total = rows[0]?.TotalRows ?? 0;
  const columns = columnsOf(view);
  const labelOf = (r: Row) =>
    `${"RequisitionNo" in r ? r.RequisitionNo : (r as ConsumptionSummaryReportRow).GroupKey} ${r.ComponentCode}`;

  const csvColumns: CsvColumn<Row>[] = columns.map((c) => ({ title: c.label, cell: c.cell }));

  return (
    <>
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
          file={reportsText.consumptionFile}
          rowCount={total}
          read={() => fetchAllConsumption(query, groupBy)}
          columns={csvColumns}
          onEmpty={() => showToast("warning", reportsMessages.noData)}
        />
      </Space>
      {rows.length > 0 && (
        <Suspense fallback={<Spin />}>
          <ConsumptionChart
            bars={rows.map((r) => ({ label: labelOf(r), bom: r.BomQty, consumed: r.ConsumedQty }))}
          />
        </Suspense>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: "8px 0" }}>
        {reportsText.jobsInRange}
      </Typography.Paragraph>
      <Table<Row>
        size="small"
        scroll={{ x: "max-content" }}
        rowKey={(r) => `${labelOf(r)}|${"RequisitionId" in r ? r.RequisitionId : ""}`}
        loading={report.isFetching}
        dataSource={rows}
        onChange={onTableChange}
        pagination={pagination(total)}
        locale={{ emptyText: emptyTextOf(report.isFetching) }}
        columns={
          columns.map((c) => ({
            key: c.key,
            dataIndex: c.key,
            title: c.tip ? tipped(c.label, c.tip) : c.label,
            sorter: c.sortable === true,
            showSorterTooltip: false,
            align: c.shown ? ("right" as const) : undefined,
            render: (_: unknown, r: Row) => (c.drawn ? c.drawn(r) : c.shown ? c.shown(r) : c.cell(r)),
          })) as ColumnsType<Row>
        }
      />
    </>
  );
}
