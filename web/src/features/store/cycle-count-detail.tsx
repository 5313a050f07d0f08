import { useQueryClient } from "@tanstack/react-query";
import { cycleCountText, formatDisplayDate, shellText } from "@wms/domain";
import { Button, Descriptions, Input, Modal, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { LinesTable } from "../../components/lines-table";
import { PacketHistoryDialog, PacketLink } from "../../components/packet-history-dialog";
import {
  approveCount,
  type CountDetailAnswer,
  type CountEventRow,
  type CountVarianceRow,
  countKeys,
  sendBackCount,
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

/** A history entry in words: what was done to which packet, with the qty it had and got. */
function eventText(e: CountEventRow) {
  const what = cycleCountText.eventText[e.Kind];
  if (e.Kind === "SentBack") return `${what}: ${e.Reason ?? ""}`;
  if (e.Kind === "Submitted") return what;
  const was = e.PreviousQty === null ? "" : ` (was ${qty(e.PreviousQty)})`;
  const now = e.CountedQty === null ? "" : `: ${qty(e.CountedQty)}`;
  return `${what} ${e.QRCode ?? ""}${now}${was}`;
}

/** The variances of a count: what differs, what the record said, what was counted, and (approved) the outcome. */
export function VarianceTable({
  variances,
  onPacket,
}: {
  variances: readonly CountVarianceRow[];
  onPacket: (qrCode: string) => void;
}) {
  return (
    <LinesTable<CountVarianceRow>
      rowKey="QRCode"
      className="count-variances"
      dataSource={[...variances]}
      emptyText={cycleCountText.noVariances}
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

/** A count's record: its status, people and times, its variances once submitted, its counted packets and history. */
function CountRecord({ count, onPacket }: { count: CountDetailAnswer; onPacket: (qrCode: string) => void }) {
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label="Status">
          <Tag>{count.Status}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Started">{byAt(count.StartedBy, count.StartedAt)}</Descriptions.Item>
        <Descriptions.Item label="Submitted">{byAt(count.SubmittedBy, count.SubmittedAt)}</Descriptions.Item>
        <Descriptions.Item label="Approved">{byAt(count.ApprovedBy, count.ApprovedAt)}</Descriptions.Item>
      </Descriptions>
      {count.Status !== "Open" ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            Variances
          </Typography.Title>
          <VarianceTable variances={count.Variances} onPacket={onPacket} />
        </>
      ) : null}
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        Counted packets
      </Typography.Title>
      <LinesTable
        rowKey="QRCode"
        dataSource={count.Lines}
        columns={[
          { title: "QR Code", dataIndex: "QRCode" },
          { title: "Product", dataIndex: "ProductCode" },
          { title: "Counted", dataIndex: "CountedQty", render: qty },
          ...(count.Status === "Open" ? [] : [{ title: "System", dataIndex: "SystemQty", render: qty }]),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {cycleCountText.history}
      </Typography.Title>
      <LinesTable<CountEventRow>
        className="count-history"
        rowKey={(e) => `${e.At} ${e.Kind} ${e.QRCode ?? ""}`}
        dataSource={count.History}
        columns={[
          { title: "What", key: "what", render: (_, e) => eventText(e) },
          { title: "By", key: "by", render: (_, e) => byAt(e.By, e.At) },
        ]}
      />
    </>
  );
}

/** Approve (asked first) or send back with a reason: what an approver does to a submitted count. */
function useCountReview(count: CountDetailAnswer | null, refetch: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  // the hook's confirm, not the static one: drawn in the theme around the dialog, which a static call never reads
  const [modal, confirmHolder] = Modal.useModal();

  const sendBack = async () => {
    if (!count || reason === null) return;
    setBusy(true);
    try {
      const answer = await sendBackCount(count.CountId, reason);
      if (answer.ResponseCode !== "200") return;
      setReason(null);
      for (const key of countKeys) await queryClient.invalidateQueries({ queryKey: key });
      await refetch();
    } finally {
      setBusy(false);
    }
  };

  const approve = () =>
    modal.confirm({
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

  return { busy, reason, setReason, sendBack, approve, confirmHolder };
}

/**
 * A count in a dialog (loaded when first opened, `lazy`): its bin, people and times, its variances (with outcomes
 * once approved), its counted packets (system qty once submitted) and its history. A user with the Edit right
 * approves a submitted count here, or sends it back to its counter with a reason: an approver never edits a count.
 */
export default function CountDetailDialog({
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
  const [history, setHistory] = useState<string | null>(null);
  const count = data && data.CountId === countId ? data : null;
  const { busy, reason, setReason, sendBack, approve, confirmHolder } = useCountReview(count, refetch);

  return (
    <Modal
      open={countId !== null}
      title={count ? `Count ${count.CountId}: bin ${count.BinAddress}` : "Count"}
      width="min(900px, 100vw)"
      onCancel={onClose}
      footer={
        <Space wrap>
          {count?.Status === "Submitted" && canApprove ? (
            <>
              <Button type="primary" loading={busy} onClick={approve}>
                Approve
              </Button>
              <Button loading={busy} onClick={() => setReason("")}>
                Send back
              </Button>
            </>
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
        <CountRecord count={count} onPacket={setHistory} />
      ) : (
        <span aria-busy={isFetching}>{isFetching ? "Loading…" : shellText.noDataFound}</span>
      )}
      <PacketHistoryDialog qrCode={history} onClose={() => setHistory(null)} />
      {confirmHolder}
      <Modal
        open={reason !== null}
        title={cycleCountText.confirmSendBack}
        okText="Send back"
        cancelText="No"
        okButtonProps={{ loading: busy }}
        onOk={sendBack}
        onCancel={() => setReason(null)}
      >
        <Input.TextArea
          aria-label={cycleCountText.sendBackReason}
          placeholder={cycleCountText.sendBackReason}
          autoFocus
          maxLength={500}
          value={reason ?? ""}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Modal>
  );
}
