import { useQueryClient } from "@tanstack/react-query";
import { classifyCountScan, cycleCountMessages as m, cycleCountText as text } from "@wms/domain";
import { Alert, Button, Card, Modal, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { readScanDraft } from "../../components/scan-draft";
import { reportFeedback } from "../../components/scan-feedback";
import { ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import {
  type CountDetailAnswer,
  type CountedLineRow,
  cancelCount,
  countKeys,
  fetchCount,
  recordCount,
  removeCountLine,
  startCount,
  submitCount,
} from "./count-api";
import { CountDetailDialog, sentBackOf } from "./cycle-count-detail";
import { CountAsking, CountedLines } from "./cycle-count-lines";
import { CountList } from "./cycle-count-list";

/** The packet a refusal of RecordCount names, when it is about the packet (unknown, not stock) and not the qty. */
const refusedPacket = (data: unknown) =>
  data && typeof data === "object" && "QRCode" in data ? String(data.QRCode) : null;

/** The count's draft: its bin, then the packets scanned and still waiting for their qty (counted ones are recorded). */
const draftScreen = "cycle-count";

/** A counted line kept on the screen while its RecordCount waits in the outbox. */
const offlineLine = { ProductCode: "", ProductName: "", RecordedBy: null, RecordedById: null };

interface Counting {
  CountId: number;
  BinAddress: string;
  /** Why an approver sent it back, shown while it is counted again. */
  SentBack?: string | null;
}

/**
 * Cycle Count (issue 22 item 6): scan a bin's label to start its count, then scan each packet and type the qty
 * counted into the same box (blind: the system's qty is never shown while counting), submit to see the
 * variances; an approver (Edit right) opens a submitted count from the list and approves it.
 */
export default function CycleCountPage() {
  const { IsAdd, IsEdit } = usePagePermission();
  const queryClient = useQueryClient();
  const [count, setCount] = useState<Counting | null>(null);
  /** The count's lines as the server last answered them. */
  const [recorded, setRecorded] = useState<CountedLineRow[]>([]);
  /** Scanned packets waiting for their qty, in scan order. */
  const [pending, setPending] = useState<string[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  // A count refused at sync is counted again from its detail (Needs attention's Count again).
  const [params] = useSearchParams();
  useEffect(() => {
    const countId = Number(params.get("CountId"));
    if (countId) setViewing(countId);
  }, [params]);
  const [busy, setBusy] = useState(false);
  /** Packets counted offline, queued in the outbox: the server has not answered them yet ("To verify"). */
  const [queued, setQueued] = useState<CountedLineRow[]>([]);
  const toVerify = new Set(queued.map((l) => l.QRCode));
  const lines = [...queued, ...recorded.filter((l) => !toVerify.has(l.QRCode))];
  const asking = pending[0] ?? null;
  // The scan box answers one scan at a time; each reads the screen its predecessor's answer left.
  const latest = useRef({ count, asking });
  latest.current = { count, asking };
  // A draft given back on opening starts with its count's bin: that count, still open, is counted on.
  const restoring = useRef(readScanDraft(draftScreen).taken.length > 0);

  const refreshList = async () => {
    for (const key of countKeys) await queryClient.invalidateQueries({ queryKey: key });
  };

  /** The count being counted (null: none, back to scanning a bin) and its lines. */
  const counting = (started: Counting | null, counted: CountedLineRow[] = []) => {
    setCount(started);
    setRecorded(counted);
    setPending([]);
    setQueued([]);
  };

  const startAt = async (address: string) => {
    if (!address) return showToast("warning", m.enterBinAddress);
    const answer = await startCount(address);
    const wasRestoring = restoring.current;
    restoring.current = false;
    if (wasRestoring && answer.ResponseCode !== "200" && answer.ResponseData) {
      const detail = await fetchCount(answer.ResponseData.CountId);
      if (detail?.Status === "Open") return continueCounting(detail);
    }
    if (answer.ResponseCode === "200") {
      counting(answer.ResponseData);
      showToast("success", answer.ResponseMessage);
      return refreshList();
    }
    showToast("warning", answer.ResponseMessage);
    // The bin is being counted already: open that count (to go on counting it, or to approve it).
    if (answer.ResponseData) setViewing(answer.ResponseData.CountId);
  };

  const askQty = (code: string) => setPending((p) => (p.includes(code) ? p : [...p, code]));

  /**
   * One box takes both: a packet's code asks for its qty (codes scanned meanwhile wait their turn), and a qty
   * (digits, at most 3 decimals) answers the packet asked for. The two patterns never overlap, and a text that is
   * neither (a minus sign, a fourth decimal) is refused with why, never taken for a packet. The focus never leaves
   * the box, so a wedge scanner's burst is never split between two boxes.
   */
  const scan = async (scanned: string) => {
    const now = latest.current;
    if (!now.count) return startAt(scanned);
    if (!scanned) return showToast("warning", now.asking ? m.enterQty : m.enterQr);
    const typed = classifyCountScan(scanned);
    if (typed.kind === "refused") return showToast("warning", typed.reason);
    if (typed.kind === "qty") {
      if (!now.asking) return showToast("warning", m.enterQr);
      return record(now.count.CountId, now.asking, typed.qty);
    }
    askQty(typed.code);
    reportFeedback({ type: "success", message: text.qtyOf(now.asking ?? typed.code) });
  };

  const record = async (countId: number, code: string, qty: number) => {
    const sent = await recordCount(countId, code, qty);
    if (sent.kind === "queued") {
      // Shown as counted (a recount replaces it), its product unknown until the server has it.
      const line = {
        ...offlineLine,
        QRCode: code,
        CountedQty: qty,
        RecordedAt: new Date().toISOString(),
      };
      setQueued((current) => [line, ...current.filter((l) => l.QRCode !== code)]);
    } else if (sent.answer.ResponseCode === "200") {
      const answered = sent.answer.ResponseData;
      setRecorded(answered);
      // A queued line the server now has is verified; one still waiting in the outbox stays listed.
      setQueued((current) => current.filter((l) => !answered.some((a) => a.QRCode === l.QRCode)));
      reportFeedback({ type: "success", message: `${code}: ${qty}` });
    } else if (refusedPacket(sent.answer.ResponseData) !== code) {
      // A refused qty (told already) keeps its packet asked for: the next qty typed is still this packet's.
      return;
    }
    // Recorded, queued, or the packet itself refused (told already): the next packet is asked for.
    setPending((p) => p.filter((c) => c !== code));
  };

  const skip = () => setPending((p) => p.slice(1));

  /** The line's packet is asked for again, first: the qty entered next replaces its count. */
  const edit = (line: CountedLineRow) =>
    setPending((p) => [line.QRCode, ...p.filter((c) => c !== line.QRCode)]);

  const remove = (line: CountedLineRow) =>
    Modal.confirm({
      title: text.confirmRemove(line.QRCode),
      okText: "Remove",
      cancelText: "No",
      autoFocusButton: "ok",
      onOk: async () => {
        if (!count) return;
        const answer = await removeCountLine(count.CountId, line.QRCode);
        if (answer.ResponseCode === "200") setRecorded(answer.ResponseData);
      },
    });

  const submit = () =>
    Modal.confirm({
      title: text.confirmSubmit,
      content: text.confirmSubmitText(lines.length),
      okText: "Submit",
      cancelText: "No",
      autoFocusButton: "ok",
      onOk: async () => {
        if (!count) return;
        setBusy(true);
        try {
          const answer = await submitCount(count.CountId);
          if (answer.ResponseCode === "200") {
            setViewing(count.CountId);
            counting(null);
            await refreshList();
          }
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
        if (!count) return;
        const answer = await cancelCount(count.CountId);
        if (answer.ResponseCode === "200") {
          counting(null);
          await refreshList();
        }
      },
    });

  const continueCounting = (detail: CountDetailAnswer) => {
    setViewing(null);
    counting(
      { CountId: detail.CountId, BinAddress: detail.BinAddress, SentBack: sentBackOf(detail) },
      detail.Lines.map(({ SystemQty: _, ...line }) => line),
    );
  };

  return (
    <Card>
      <ScanInput
        placeholder={count ? (asking ? text.qtyOf(asking) : text.scanPacket) : text.scanBin}
        aria-label={count ? text.scanPacket : text.scanBin}
        disabled={!IsAdd}
        submitLabel={count ? undefined : "Start"}
        onScan={scan}
        draft={{ screen: draftScreen, taken: count ? [count.BinAddress, ...pending] : [] }}
      />
      {count ? (
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
          <CountAsking pending={pending} onSkip={skip} />
          <CountedLines lines={lines} toVerify={toVerify} onEdit={edit} onRemove={remove} />
          <Space style={{ marginTop: 12 }} wrap>
            <Button type="primary" size="large" loading={busy} disabled={!IsAdd} onClick={submit}>
              Submit Count
            </Button>
            <Button size="large" onClick={cancel}>
              Cancel Count
            </Button>
          </Space>
        </>
      ) : null}
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Counts
      </Typography.Title>
      <CountList onOpen={setViewing} />
      <CountDetailDialog
        countId={viewing}
        canApprove={IsEdit}
        onClose={() => setViewing(null)}
        onContinue={continueCounting}
      />
    </Card>
  );
}
