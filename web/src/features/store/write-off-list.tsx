import { formatDisplayDate, stockHoldText as t, type WriteOffStatus, writeOffStatuses } from "@wms/domain";
import { Button, Modal, Segmented, Space, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { usePagePermission } from "../../platform/permissions";
import { useWriteOffs, type WriteOff } from "./hold-api";
import type { WriteOffVerdict } from "./use-write-off-request";

const allStatuses = "All";
type StatusFilter = WriteOffStatus | typeof allStatuses;
const statusColour: Record<WriteOffStatus, string> = {
  Pending: "gold",
  Approved: "red",
  Rejected: "default",
};

/** The write-off's record, who asked and who decided; a pending one is approved or rejected by its buttons. */
const writeOffColumns = (
  canDecide: boolean,
  onDecide: (verdict: WriteOffVerdict) => void,
): TableColumnsType<WriteOff> => [
  { title: "Write-off", dataIndex: "WriteOffId", render: (id: number) => `WO-${id}` },
  {
    title: "Status",
    dataIndex: "Status",
    render: (s: WriteOffStatus) => <Tag color={statusColour[s]}>{s}</Tag>,
  },
  { title: "Packets", dataIndex: "Packets" },
  { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
  { title: "Codes", dataIndex: "QRCodes", render: (c: string[]) => c.join(", ") },
  { title: "Why", dataIndex: "Remark" },
  {
    title: "Requested",
    dataIndex: "RequestedAt",
    render: (v: string, w) => [formatDisplayDate(v), w.RequestedBy].filter(Boolean).join(" · "),
  },
  {
    title: "Decided",
    dataIndex: "DecidedAt",
    render: (v: string | null, w) => [formatDisplayDate(v), w.DecidedBy].filter(Boolean).join(" · ") || "-",
  },
  {
    title: "",
    key: "decide",
    render: (_, w) =>
      w.Status === "Pending" ? (
        <Space size={4}>
          <Button
            size="small"
            danger
            disabled={!canDecide}
            onClick={() => onDecide({ WriteOffId: w.WriteOffId, Approve: true })}
          >
            {t.writeOff.approve}
          </Button>
          <Button
            size="small"
            disabled={!canDecide}
            onClick={() => onDecide({ WriteOffId: w.WriteOffId, Approve: false })}
          >
            {t.writeOff.reject}
          </Button>
        </Space>
      ) : null,
  },
];

/** Approve or reject, confirmed: an approval scraps the packets, a rejection leaves them lost. */
function WriteOffDecisionDialog({
  verdict,
  saving,
  onConfirm,
  onCancel,
}: {
  verdict: WriteOffVerdict | null;
  saving: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      open={verdict !== null}
      title={verdict?.Approve ? t.writeOff.approve : t.writeOff.reject}
      okText={verdict?.Approve ? t.writeOff.approve : t.writeOff.reject}
      okButtonProps={{ danger: verdict?.Approve }}
      confirmLoading={saving}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      {verdict
        ? verdict.Approve
          ? t.writeOff.confirmApprove(verdict.WriteOffId)
          : t.writeOff.confirmReject(verdict.WriteOffId)
        : null}
    </Modal>
  );
}

/** The write-offs filtered by status, pending ones at first; a decision is made from its row, confirmed. */
export function WriteOffList({
  saving,
  onDecide,
}: {
  saving: boolean;
  onDecide(verdict: WriteOffVerdict): Promise<void>;
}) {
  const permission = usePagePermission();
  const [verdict, setVerdict] = useState<WriteOffVerdict | null>(null);
  const [status, setStatus] = useState<StatusFilter>("Pending");
  const list = useServerPage({ SortColumn: "", paging: "client" });
  const writeOffs = useWriteOffs({ ...list.query, Status: status === allStatuses ? null : status });
  const rows = writeOffs.data ?? [];

  const decide = async () => {
    if (!verdict) return;
    await onDecide(verdict);
    setVerdict(null);
  };

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t.views.writeOffs}
      </Typography.Title>
      <DataGrid<WriteOff>
        rowKey="WriteOffId"
        loading={writeOffs.isFetching}
        dataSource={rows}
        server={{ grid: list, total: rows[0]?.TotalRows ?? 0 }}
        scroll={{ x: "max-content" }}
        toolbar={
          <Segmented<StatusFilter>
            aria-label="Write-off status"
            value={status}
            options={[allStatuses, ...writeOffStatuses]}
            onChange={(value) => {
              setStatus(value);
              list.filter({});
            }}
          />
        }
        columns={writeOffColumns(permission.IsEdit, setVerdict)}
      />
      <WriteOffDecisionDialog
        verdict={verdict}
        saving={saving}
        onConfirm={() => void decide()}
        onCancel={() => setVerdict(null)}
      />
    </>
  );
}
