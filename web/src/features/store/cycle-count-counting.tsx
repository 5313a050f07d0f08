import { cycleCountText as text } from "@wms/domain";
import { useState } from "react";
import { confirmDialog } from "../../components/confirm-dialog";
import { LightAlert, LightButton } from "../../components/light-blocks";
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

  const remove = async (line: CountedLineRow) => {
    if (!(await confirmDialog({ title: text.confirmRemove(line.QRCode), okText: "Remove" }))) return;
    const answer = await removeCountLine(count.CountId, line.QRCode);
    if (answer.ResponseCode === "200") counted.setRecorded(answer.ResponseData);
  };

  return (
    <>
      <strong className="count-heading">
        Counting bin {count.BinAddress} (count {count.CountId}): {lines.length} packet(s) counted
      </strong>
      {count.SentBack ? (
        <LightAlert className="count-sent-back" type="warning" message={count.SentBack} />
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

  const submit = async () => {
    const asked = { title: text.confirmSubmit, content: text.confirmSubmitText(lineCount), okText: "Submit" };
    if (!(await confirmDialog(asked))) return;
    setBusy(true);
    try {
      const answer = await submitCount(count.CountId);
      if (answer.ResponseCode === "200") await onSubmitted(count.CountId);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    const asked = { title: text.confirmCancel, content: text.confirmCancelText, okText: "Cancel count" };
    if (!(await confirmDialog(asked))) return;
    const answer = await cancelCount(count.CountId);
    if (answer.ResponseCode === "200") await onCancelled();
  };

  return (
    <div className="count-actions">
      <LightButton variant="primary" size="large" loading={busy} disabled={!canAdd} onClick={submit}>
        Submit Count
      </LightButton>
      <LightButton size="large" onClick={cancel}>
        Cancel Count
      </LightButton>
    </div>
  );
}
