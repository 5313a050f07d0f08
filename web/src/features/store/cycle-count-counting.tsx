import { cycleCountText as text } from "@wms/domain";
import { Alert, Button, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { type CountedLineRow, cancelCount, removeCountLine, submitCount } from "./count-api";
import { CountAsking, CountedLines } from "./cycle-count-lines";
import type { CountLines } from "./use-count-lines";

export interface Counting {
  CountId: number;
  BinAddress: string;
  /** Why an approver sent it back, shown while it is counted again. */
  SentBack?: string | null;
}

/** The bin being counted: its lines (a line removed when the counter says so), the packet asked for, Submit and Cancel. */
export function CountingPanel({
  count,
  counted,
  canAdd,
  onSubmitted,
  onCancelled,
}: {
  count: Counting;
  counted: CountLines;
  canAdd: boolean;
  onSubmitted(countId: number): Promise<void>;
  onCancelled(): Promise<void>;
}) {
  const { lines } = counted;

  const remove = (line: CountedLineRow) =>
    Modal.confirm({
      title: text.confirmRemove(line.QRCode),
      okText: "Remove",
      cancelText: "No",
      autoFocusButton: "ok",
      onOk: async () => {
        const answer = await removeCountLine(count.CountId, line.QRCode);
        if (answer.ResponseCode === "200") counted.setRecorded(answer.ResponseData);
      },
    });

  return (
    <>
      <Typography.Text strong className="count-heading">
        Counting bin {count.BinAddress} (count {count.CountId}): {lines.length} packet(s) counted
      </Typography.Text>
      {count.SentBack ? (
        <Alert
          className="count-sent-back"
          type="warning"
          showIcon
          title={count.SentBack}
          style={{ marginTop: 8 }}
        />
      ) : null}
      <CountAsking pending={counted.pending} onSkip={counted.skip} />
      <CountedLines lines={lines} toVerify={counted.toVerify} onEdit={counted.edit} onRemove={remove} />
      <CountActions
        count={count}
        lineCount={lines.length}
        canAdd={canAdd}
        onSubmitted={onSubmitted}
        onCancelled={onCancelled}
      />
    </>
  );
}

/** Submit Count and Cancel Count, each asked before it is done. */
function CountActions({
  count,
  lineCount,
  canAdd,
  onSubmitted,
  onCancelled,
}: {
  count: Counting;
  lineCount: number;
  canAdd: boolean;
  onSubmitted(countId: number): Promise<void>;
  onCancelled(): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);

  const submit = () =>
    Modal.confirm({
      title: text.confirmSubmit,
      content: text.confirmSubmitText(lineCount),
      okText: "Submit",
      cancelText: "No",
      autoFocusButton: "ok",
      onOk: async () => {
        setBusy(true);
        try {
          const answer = await submitCount(count.CountId);
          if (answer.ResponseCode === "200") await onSubmitted(count.CountId);
        } finally {
          setBusy(false);
        }
      },
    });

  const cancel = () =>
    Modal.confirm({
      title: text.confirmCancel,
      content: text.confirmCancelText,
      okText: "Cancel count",
      cancelText: "No",
      onOk: async () => {
        const answer = await cancelCount(count.CountId);
        if (answer.ResponseCode === "200") await onCancelled();
      },
    });

  return (
    <Space style={{ marginTop: 12 }} wrap>
      <Button type="primary" size="large" loading={busy} disabled={!canAdd} onClick={submit}>
        Submit Count
      </Button>
      <Button size="large" onClick={cancel}>
        Cancel Count
      </Button>
    </Space>
  );
}
