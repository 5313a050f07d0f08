import { formatDisplayDate } from "@wms/domain";
import { Button, Modal, Typography } from "antd";
import { useEffect, useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { fetchIntermediateTraceability, type TraceRow, type TraceStep } from "./api";
import { RmCodeLink } from "./rm-code-link";
import { JobTitle, packetColumns, traceRowKey } from "./trace-columns";

/** The rows of the job one step of the drill names, fetched when the step changes (none without a step). */
function useTraceLevel(current: TraceStep | undefined) {
  const [rows, setRows] = useState<TraceRow[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!current) return setRows([]);
    let live = true;
    setLoading(true);
    fetchIntermediateTraceability(current)
      .then((answer) => live && setRows(answer.ResponseCode === "200" ? answer.ResponseData : []))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [current]);

  return { rows, loading };
}

/**
 * RM Detail: the rows of the job that made the clicked packet (named above them), drilling down to any depth. The steps taken are a history
 * stack; the back arrow returns to (and fetches again) the previous level; closing clears the history.
 */
export function RmDetailDialog({
  title,
  history,
  onHistory,
  onPacket,
}: {
  title: string;
  history: TraceStep[];
  onHistory: (history: TraceStep[]) => void;
  /** Opens a packet's history. */
  onPacket: (qrCode: string) => void;
}) {
  const current = history.at(-1);
  const { rows, loading } = useTraceLevel(current);

  const open = (row: TraceRow) =>
    onHistory([
      ...history,
      { RMCode: row.RMCode, RequisitionNo: row.RequisitionNo, IsIntermediate: row.IsIntermediate },
    ]);

  return (
    <Modal
      title={
        <span>
          {history.length > 1 ? (
            <Button type="text" aria-label="Back" onClick={() => onHistory(history.slice(0, -1))}>
              ←
            </Button>
          ) : null}
          {title} {current ? `- ${current.RMCode}` : ""}
        </span>
      }
      open={history.length > 0}
      width="80vw"
      footer={null}
      onCancel={() => onHistory([])}
    >
      {rows[0] && !loading ? (
        <Typography.Paragraph>
          <JobTitle row={rows[0]} />
        </Typography.Paragraph>
      ) : null}
      <DataGrid<TraceRow>
        rowKey={traceRowKey}
        loading={loading}
        dataSource={rows}
        columns={[
          {
            title: "RM Code",
            dataIndex: "RMCode",
            render: (_: string, row) => <RmCodeLink row={row} onOpen={open} />,
          },
          {
            title: "Inward Date",
            dataIndex: "InwardDate",
            render: (v: string | null) => formatDisplayDate(v),
          },
          { title: "Stage", dataIndex: "Stage" },
          { title: "Operator", dataIndex: "Operator" },
          { title: "Shift Name", dataIndex: "ShiftName" },
          { title: "Supplier Code", dataIndex: "SupplierCode" },
          ...packetColumns(onPacket),
        ]}
      />
    </Modal>
  );
}
