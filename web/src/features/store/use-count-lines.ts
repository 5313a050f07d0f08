import { useState } from "react";
import { reportFeedback } from "../../platform/scan-feedback";
import { type CountedLineRow, recordCount } from "./count-api";

/** The packet a refusal of RecordCount names, when it is about the packet (unknown, not stock) and not the qty. */
const refusedPacket = (data: unknown) =>
  data && typeof data === "object" && "QRCode" in data ? String(data.QRCode) : null;

/** A counted line kept on the screen while its RecordCount waits in the outbox. */
const offlineLine = { ProductCode: "", ProductName: "", RecordedBy: null, RecordedById: null };

/**
 * The lines of the count being counted: as the server last answered them, the ones queued offline ("To verify")
 * over them, and the scanned packets waiting for their qty in scan order.
 */
export function useCountLines() {
  /** The count's lines as the server last answered them. */
  const [recorded, setRecorded] = useState<CountedLineRow[]>([]);
  /** Scanned packets waiting for their qty, in scan order. */
  const [pending, setPending] = useState<string[]>([]);
  /** Packets counted offline, queued in the outbox: the server has not answered them yet ("To verify"). */
  const [queued, setQueued] = useState<CountedLineRow[]>([]);
  const toVerify = new Set(queued.map((l) => l.QRCode));
  const lines = [...queued, ...recorded.filter((l) => !toVerify.has(l.QRCode))];

  /** A new count's lines (or none): nothing asked for, nothing queued. */
  const reset = (counted: CountedLineRow[] = []) => {
    setRecorded(counted);
    setPending([]);
    setQueued([]);
  };

  const askQty = (code: string) => setPending((p) => (p.includes(code) ? p : [...p, code]));

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

  return {
    lines,
    toVerify,
    pending,
    asking: pending[0] ?? null,
    setRecorded,
    reset,
    askQty,
    record,
    skip,
    edit,
  };
}

export type CountLines = ReturnType<typeof useCountLines>;
