import { useQueryClient } from "@tanstack/react-query";
import {
  customerReachText,
  formatDisplayDate,
  type RecallDisposition,
  recallDispositions,
  recallText as text,
} from "@wms/domain";
import { Button, Descriptions, Modal, Radio, Space, Spin, Tag } from "antd";
import { useState } from "react";
import { downloadCustomerReachCsv } from "../../components/customer-reach-csv";
import { closeRecall, type RecallDetailAnswer, recallKeys, useRecall } from "./api";
import { RecallCounts, RecallLists } from "./recall-lists";
import { downloadRecallCsv, downloadRecallPdf } from "./recall-report";

const byAt = (who: string | null, at: string | null) =>
  at ? `${who ?? "-"}, ${formatDisplayDate(at)}` : "-";

/** A recall's record: its state, reason, who opened and closed it, its counts and its lists. */
function RecallRecord({ recall }: { recall: RecallDetailAnswer }) {
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label="Status">
          <Tag color={recall.Status === "Open" ? "red" : "default"}>
            {text.statuses[recall.Status]}
            {recall.Disposition ? `: ${text.dispositions[recall.Disposition]}` : ""}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Reason">{recall.Reason}</Descriptions.Item>
        <Descriptions.Item label="Opened">{byAt(recall.OpenedBy, recall.OpenedAt)}</Descriptions.Item>
        <Descriptions.Item label="Closed">{byAt(recall.ClosedBy, recall.ClosedAt)}</Descriptions.Item>
      </Descriptions>
      <RecallCounts
        counts={[
          [text.counts.Held, recall.Held],
          [text.counts.StillHeld, recall.StillHeld],
          [text.counts.AlreadyHeld, recall.AlreadyHeld],
          [text.counts.AtProduction, recall.AtProduction],
          [text.counts.SerialRanges, recall.Serials.length],
          [text.counts.Requisitions, recall.Requisitions.length],
          [text.counts.Customers, recall.ToNotify.Counts.Customers],
          [text.counts.DispatchedUnits, recall.ToNotify.Counts.Units],
        ]}
      />
      {recall.Truncated ? <Tag color="orange">{text.truncated(recall.Packets.length)}</Tag> : null}
      <RecallLists
        toNotify={recall.ToNotify}
        serials={recall.Serials}
        requisitions={recall.Requisitions}
        packets={recall.Packets}
      />
    </>
  );
}

/** Closing an open recall with the disposition chosen, asked first; `onClosed` reads it again. */
function useRecallClose(recall: RecallDetailAnswer | null, onClosed: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [disposition, setDisposition] = useState<RecallDisposition>("Release");
  const [busy, setBusy] = useState(false);
  // the hook's confirm, not the static one: drawn in the frame's theme, which a static call never reads
  const [modal, confirmHolder] = Modal.useModal();

  const close = () =>
    modal.confirm({
      title: text.closeTitle,
      content: text.closeBody[disposition],
      okText: text.close,
      cancelText: "No",
      autoFocusButton: "ok",
      onOk: async () => {
        if (!recall) return;
        setBusy(true);
        try {
          await closeRecall(recall.RecallId, disposition);
          for (const key of recallKeys) await queryClient.invalidateQueries({ queryKey: key });
          await onClosed();
        } finally {
          setBusy(false);
        }
      },
    });

  return { disposition, setDisposition, busy, close, confirmHolder };
}

/**
 * A recall in a dialog: its lot, reason and state, counts, serial ranges, requisitions and packets (what the
 * recall did with each, where each is now); the report as PDF and CSV; a user with the Edit right closes an
 * open recall with a disposition.
 */
export function RecallDetailDialog({
  recallId,
  canClose,
  onClose,
}: {
  recallId: number | null;
  canClose: boolean;
  onClose: () => void;
}) {
  const { data, isFetching, refetch } = useRecall(recallId);
  const recall = data && data.RecallId === recallId ? data : null;
  const { disposition, setDisposition, busy, close, confirmHolder } = useRecallClose(recall, refetch);

  return (
    <Modal
      open={recallId !== null}
      title={recall ? `${text.reportTitle(recall.RecallId)}: ${recall.Lot}` : "Recall"}
      width="min(980px, 100vw)"
      onCancel={onClose}
      footer={
        <Space wrap>
          {recall ? (
            <>
              <Button onClick={() => downloadRecallPdf(recall)}>{text.pdf}</Button>
              <Button onClick={() => downloadRecallCsv(recall)}>{text.csv}</Button>
              <Button
                onClick={() => downloadCustomerReachCsv(text.reportTitle(recall.RecallId), recall.ToNotify)}
              >
                {customerReachText.csv}
              </Button>
            </>
          ) : null}
          {recall?.Status === "Open" && canClose ? (
            <>
              <Radio.Group
                aria-label="Disposition"
                value={disposition}
                onChange={(e) => setDisposition(e.target.value)}
                options={recallDispositions.map((d) => ({ value: d, label: text.dispositions[d] }))}
              />
              <Button type="primary" loading={busy} onClick={close}>
                {text.close}
              </Button>
            </>
          ) : null}
          <Button onClick={onClose}>Close</Button>
        </Space>
      }
    >
      {recall ? <RecallRecord recall={recall} /> : <Spin spinning={isFetching} />}
      {confirmHolder}
    </Modal>
  );
}
