import { useQueryClient } from "@tanstack/react-query";
import { cycleCountText, formatDisplayDate, shellText } from "@wms/domain";
import { Button, Descriptions, Modal, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { PacketHistoryDialog, PacketLink } from "../../components/packet-history-dialog";
import {
  approveCount,
  type CountDetailAnswer,
  type CountVarianceRow,
  countKeys,
  useCount,
} from "./count-api";

const qty = (v: number | null) => (v === null ? "-" : v.toFixed(3));
const kindText: Record<CountVarianceRow["Kind"], string> = {
  Missing: "Missing",
  Found: "Found here",
  QtyDiffers: "Qty differs",
};
const outcomeColor = { Posted: "green", Stale: "orange" } as const;

/** Who did what and when, in one line. */
const byAt = (who: string | null, at: string | null) =>
  at ? `${who ?? "-"}, ${formatDisplayDate(at)}` : "-";

/** The variances of a count: what differs, what the record said, what was counted, and (approved) the outcome. */
export function VarianceTable({
  variances,
  onPacket,
}: {
  variances: readonly CountVarianceRow[];
  onPacket: (qrCode: string) => void;
}) {
  return (
    <Table<CountVarianceRow>
      rowKey="QRCode"
      size="small"
      className="count-variances"
      dataSource={[...variances]}
      pagination={false}
      locale={{ emptyText: cycleCountText.noVariances }}
      columns={[
        {
          title: "QR Code",
          dataIndex: "QRCode",
          render: (code: string) => <PacketLink qrCode={code} onOpen={onPacket} />,
        },
        {
          title: "Variance",
          dataIndex: "Kind",
          render: (kind: CountVarianceRow["Kind"], v) =>
            v.Kind === "Found"
              ? `${kindText[kind]} (was ${v.SystemStatus ?? "-"} ${v.SystemBin ?? ""})`
              : kindText[kind],
        },
        { title: "System Qty", dataIndex: "SystemQty", render: qty },
        { title: "Counted Qty", dataIndex: "CountedQty", render: qty },
        {
          title: "Outcome",
          dataIndex: "Outcome",
          render: (o: CountVarianceRow["Outcome"]) =>
            o ? <Tag color={outcomeColor[o]}>{o}</Tag> : "Awaiting approval",
        },
      ]}
    />
  );
}

/**
 * A count in a dialog: its bin, people and times, its variances (with outcomes once approved) and its counted
 * packets (system qty once submitted). A user with the Edit right approves a submitted count here.
 */
export function CountDetailDialog({
  countId,
  canApprove,
  onClose,
  onContinue,
}: {
  countId: number | null;
  canApprove: boolean;
  onClose: () => void;
  /** An open count goes back to counting. */
  onContinue: (count: CountDetailAnswer) => void;
}) {
  const { data, isFetching, refetch } = useCount(countId);
  const queryClient = useQueryClient();
  const [history, setHistory] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = data && data.CountId === countId ? data : null;

  const approve = () =>
    Modal.confirm({
      title: cycleCountText.confirmApprove,
      content: cycleCountText.confirmApproveText,
      okText: "Approve",
      cancelText: "No",
      autoFocusButton: "ok",
      onOk: async () => {
        if (!count) return;
        setBusy(true);
        try {
          await approveCount(count.CountId);
          for (const key of countKeys) await queryClient.invalidateQueries({ queryKey: key });
          await refetch();
        } finally {
          setBusy(false);
        }
      },
    });

  return (
    <Modal
      open={countId !== null}
      title={count ? `Count ${count.CountId}: bin ${count.BinAddress}` : "Count"}
      width="min(900px, 100vw)"
      onCancel={onClose}
      footer={
        <Space wrap>
          {count?.Status === "Submitted" && canApprove ? (
            <Button type="primary" loading={busy} onClick={approve}>
              Approve
            </Button>
          ) : null}
          {count?.Status === "Open" ? (
            <Button type="primary" onClick={() => onContinue(count)}>
              Continue counting
            </Button>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </Space>
      }
    >
      {count ? (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label="Status">
              <Tag>{count.Status}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Started">{byAt(count.StartedBy, count.StartedAt)}</Descriptions.Item>
            <Descriptions.Item label="Submitted">
              {byAt(count.SubmittedBy, count.SubmittedAt)}
            </Descriptions.Item>
            <Descriptions.Item label="Approved">{byAt(count.ApprovedBy, count.ApprovedAt)}</Descriptions.Item>
          </Descriptions>
          {count.Status !== "Open" ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 12 }}>
                Variances
              </Typography.Title>
              <VarianceTable variances={count.Variances} onPacket={setHistory} />
            </>
          ) : null}
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            Counted packets
          </Typography.Title>
          <Table
            rowKey="QRCode"
            size="small"
            dataSource={count.Lines}
            pagination={false}
            locale={{ emptyText: shellText.noDataFound }}
            columns={[
              { title: "QR Code", dataIndex: "QRCode" },
              { title: "Product", dataIndex: "ProductCode" },
              { title: "Counted", dataIndex: "CountedQty", render: qty },
              ...(count.Status === "Open" ? [] : [{ title: "System", dataIndex: "SystemQty", render: qty }]),
            ]}
          />
        </>
      ) : (
        <span aria-busy={isFetching}>{isFetching ? "Loading…" : shellText.noDataFound}</span>
      )}
      <PacketHistoryDialog qrCode={history} onClose={() => setHistory(null)} />
    </Modal>
  );
}
