import { formatDisplayDate, consumptionMessages as m, stages } from "@wms/domain";
import { Card, Tabs, Typography } from "antd";
import { useState } from "react";
import { showToast } from "../../app/toast";
import { DataGrid } from "../../components/data-grid";
import { PacketHistoryDialog } from "../../components/packet-history-dialog";
import { ProductSummary } from "../../components/product-summary";
import { ScanInput } from "../../components/scan-input";
import { fetchTraceability, type TraceRow, type TraceStep } from "./api";
import { RmCodeLink } from "./rm-code-link";
import { RmDetailDialog } from "./rm-detail-dialog";
import { packetColumns, traceRowKey } from "./trace-columns";
import { WhereUsedTab } from "./where-used-tab";

/** FG Traceability Report (spec 2): scan an FG serial, product code or requisition; Start and End stage rows. */
export default function FgTraceabilityReport() {
  const [rows, setRows] = useState<TraceRow[]>([]);
  const [history, setHistory] = useState<Record<string, TraceStep[]>>({ Start: [], End: [] });
  const [packet, setPacket] = useState<string | null>(null);

  const lookup = async (text: string) => {
    if (!text) return showToast("warning", m.enterProductCode);
    const answer = await fetchTraceability(text);
    setRows(answer.ResponseCode === "200" ? answer.ResponseData : []);
  };

  const open = (stage: string) => (row: TraceRow) =>
    setHistory((h) => ({
      ...h,
      [stage]: [{ RMCode: row.RMCode, RequisitionNo: row.RequisitionNo, IsIntermediate: row.IsIntermediate }],
    }));

  const table = (stage: string) => (
    <DataGrid<TraceRow>
      rowKey={traceRowKey}
      dataSource={rows.filter((r) => r.Stage === stage)}
      columns={[
        {
          title: "RM Code",
          dataIndex: "RMCode",
          sorter: (a, b) => a.RMCode.localeCompare(b.RMCode),
          render: (_: string, row) => <RmCodeLink row={row} onOpen={open(stage)} />,
        },
        { title: "Stage", dataIndex: "Stage" },
        { title: "Type", dataIndex: "Type" },
        { title: "Inward Date", dataIndex: "InwardDate", render: (v: string | null) => formatDisplayDate(v) },
        { title: "Operator", dataIndex: "Operator" },
        { title: "Shift Name", dataIndex: "ShiftName" },
        { title: "Supplier Code", dataIndex: "SupplierCode" },
        ...packetColumns(setPacket),
      ]}
    />
  );

  const head = rows[0];
  return (
    <Card>
      <Typography.Title level={3} className="page-title">
        FG Traceability Report
      </Typography.Title>
      <ScanInput placeholder="Scan Product" onScan={lookup} />
      {head ? (
        <ProductSummary img={head.ProductImg} code={head.ProductCode} description={head.ProductDscrptn} />
      ) : null}
      <Tabs
        items={[
          ...stages.map((stage) => ({ key: stage, label: `${stage} Stage`, children: table(stage) })),
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
