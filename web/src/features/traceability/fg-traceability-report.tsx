import { formatDisplayDate, consumptionMessages as m, shellText, stages } from "@wms/domain";
import { Button, Card, Table, Tabs, Typography } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { PacketHistoryDialog } from "../../components/packet-history-dialog";
import { ProductSummary } from "../../components/product-summary";
import { ScanInput } from "../../components/scan-input";
import { showToast } from "../../platform/toast";
import { fetchTraceability, fetchTraceJobs, type TraceJob, type TraceRow, type TraceStep } from "./api";
import { RmCodeLink } from "./rm-code-link";
import { RmDetailDialog } from "./rm-detail-dialog";
import { SerialDispatches, serialOf } from "./serial-dispatches";
import { SerialHistory } from "./serial-history";
import { JobTitle, packetColumns, serialsText, traceRowKey } from "./trace-columns";
import { WhereUsedTab } from "./where-used-tab";

/** One stage's rows, one per event and packet; an RM code opens the job that made it. */
function StageRows({
  rows,
  onOpen,
  onPacket,
}: {
  rows: TraceRow[];
  onOpen(row: TraceRow): void;
  onPacket(qrCode: string): void;
}) {
  return (
    <DataGrid<TraceRow>
      rowKey={traceRowKey}
      dataSource={rows}
      columns={[
        {
          title: "RM Code",
          dataIndex: "RMCode",
          sorter: (a, b) => a.RMCode.localeCompare(b.RMCode),
          render: (_: string, row) => <RmCodeLink row={row} onOpen={onOpen} />,
        },
        { title: "Stage", dataIndex: "Stage" },
        { title: "Type", dataIndex: "Type" },
        { title: "Inward Date", dataIndex: "InwardDate", render: (v: string | null) => formatDisplayDate(v) },
        { title: "Operator", dataIndex: "Operator" },
        { title: "Shift Name", dataIndex: "ShiftName" },
        { title: "Supplier Code", dataIndex: "SupplierCode" },
        ...packetColumns(onPacket),
      ]}
    />
  );
}

/** A product's jobs, newest first: a requisition number traces its job. */
function TraceJobs({ jobs, onTrace }: { jobs: TraceJob[]; onTrace(requisitionNo: string): void }) {
  return (
    <Table<TraceJob>
      aria-label="Jobs of the product"
      title={() => m.pickJob}
      rowKey="RequisitionNo"
      size="small"
      dataSource={jobs}
      pagination={{ defaultPageSize: 10 }}
      locale={{ emptyText: shellText.noDataFound }}
      columns={[
        {
          title: "Requisition No",
          dataIndex: "RequisitionNo",
          render: (no: string) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onTrace(no)}>
              {no}
            </Button>
          ),
        },
        { title: "Order No", dataIndex: "OrderNo" },
        { title: "FG Serial", key: "serials", render: (_, job) => serialsText(job.Serials) },
        { title: "Date", dataIndex: "CreatedDate", render: (v: string) => formatDisplayDate(v) },
      ]}
    />
  );
}

/**
 * FG Traceability Report (spec 2): scan an FG serial or requisition number (straight to its job) or a
 * product code (its jobs, newest first, to pick one); Start and End stage rows, one per event and packet. A
 * serial also shows where it went: its dispatches, customers and papers.
 */
export default function FgTraceabilityReport() {
  const [rows, setRows] = useState<TraceRow[]>([]);
  const [jobs, setJobs] = useState<TraceJob[]>([]);
  const [history, setHistory] = useState<Record<string, TraceStep[]>>({ Start: [], End: [] });
  const [packet, setPacket] = useState<string | null>(null);
  const [serial, setSerial] = useState<number | null>(null);

  const trace = async (requisitionNo: string) => {
    setJobs([]);
    const answer = await fetchTraceability(requisitionNo);
    setRows(answer.ResponseCode === "200" ? answer.ResponseData : []);
  };

  const lookup = async (text: string) => {
    if (!text) return showToast("warning", m.enterProductCode);
    setSerial(serialOf(text));
    const answer = await fetchTraceJobs(text);
    setRows([]);
    if (answer.ResponseCode !== "200") return setJobs([]);
    const { ScannedAs, Jobs } = answer.ResponseData;
    if (ScannedAs === "Job") return trace(Jobs[0].RequisitionNo);
    setJobs(Jobs);
  };

  const open = (stage: string) => (row: TraceRow) =>
    setHistory((h) => ({
      ...h,
      [stage]: [{ RMCode: row.RMCode, RequisitionNo: row.RequisitionNo, IsIntermediate: row.IsIntermediate }],
    }));

  const head = rows[0];
  return (
    <Card>
      <ScanInput placeholder="Scan Product" onScan={lookup} />
      {serial === null ? null : <SerialDispatches serial={serial} />}
      {serial === null ? null : <SerialHistory serial={serial} />}
      {jobs.length > 0 ? <TraceJobs jobs={jobs} onTrace={(no) => void trace(no)} /> : null}
      {head ? (
        <>
          <ProductSummary img={head.ProductImg} code={head.ProductCode} description={head.ProductDscrptn} />
          <Typography.Paragraph>
            <JobTitle row={head} />
          </Typography.Paragraph>
        </>
      ) : null}
      <Tabs
        items={[
          ...stages.map((stage) => ({
            key: stage,
            label: `${stage} Stage`,
            children: (
              <StageRows
                rows={rows.filter((r) => r.Stage === stage)}
                onOpen={open(stage)}
                onPacket={setPacket}
              />
            ),
          })),
          { key: "where-used", label: "Where Used", children: <WhereUsedTab onPacket={setPacket} /> },
        ]}
      />
      {stages.map((stage) => (
        <RmDetailDialog
          key={stage}
          title={`RM Detail (${stage} Stage)`}
          history={history[stage]}
          onHistory={(next) => setHistory((h) => ({ ...h, [stage]: next }))}
          onPacket={setPacket}
        />
      ))}
      <PacketHistoryDialog qrCode={packet} onClose={() => setPacket(null)} />
    </Card>
  );
}
