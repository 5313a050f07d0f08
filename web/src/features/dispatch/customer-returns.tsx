import { useQueryClient } from "@tanstack/react-query";
import {
  customerReturnMessages as m,
  pagingDelayMs,
  type ReturnedPart,
  type SerialRange,
  serialRangesText,
  customerReturnText as text,
} from "@wms/domain";
import { useState } from "react";
import { LightAlert, LightButton, LightCard } from "../../components/light-blocks";
import { LightSearchSelect } from "../../components/light-search-select";
import { LightTextArea } from "../../components/light-text-area";
import { ScanInput } from "../../components/scan-input";
import { MadePackets, ScannedPackets, SerialsLine } from "../../components/scanned-packets";
import { useDebounced } from "../../components/use-debounced";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { CustomerDocumentHead } from "./customer-document-head";
import {
  type CustomerReturnAnswer,
  createCustomerReturn,
  type DispatchToReturnAnswer,
  useDispatchesToReturn,
} from "./customer-returns-api";
import { type CustomerReturnScans, useCustomerReturnScans } from "./use-customer-return-scans";
import "./customer-returns.css";

/**
 * Customer Returns (issue 35 item 4): scan the delivery note or dispatch number (or choose the dispatch), scan the
 * serial labels or FG packets that came back, give the reason, confirm: they come back on hold (CustomerReturn) in new
 * packets to label, for Hold & Scrap to release, scrap or rework. Offline the return is queued with its key, as
 * Dispatch is. One scan box, which keeps the focus.
 */
export default function CustomerReturnsPage() {
  const [done, setDone] = useState<CustomerReturnAnswer | null>(null);
  const returns = useCustomerReturnScans(() => setDone(null));
  const { dispatch, scans } = returns;
  return (
    <LightCard className="customer-returns">
      <strong>{dispatch ? text.scanUnitsNext(dispatch.DocumentNo) : text.scanDispatchFirst}</strong>
      <ScanInput
        placeholder={text.scanLabel}
        onScan={returns.scan}
        draft={{ screen: "customer-returns", taken: dispatch ? [dispatch.DocumentNo, ...scans] : [] }}
      />
      {dispatch ? (
        <DispatchHead dispatch={dispatch} queued={returns.queued} onChange={returns.change} />
      ) : (
        <DispatchPicker onChoose={(id) => void returns.openById(id)} />
      )}
      {done ? <ReturnedPackets done={done} /> : null}
      <ComingBack parts={returns.parts} onClear={returns.clear} />
      <ConfirmReturn returns={returns} onDone={setDone} />
    </LightCard>
  );
}

/** The reason and the confirmation: sent, or queued offline with its key. */
function ConfirmReturn({
  returns,
  onDone,
}: {
  returns: CustomerReturnScans;
  onDone(done: CustomerReturnAnswer): void;
}) {
  const { IsAdd } = usePagePermission();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const { dispatch, parts, scans } = returns;

  const confirm = async () => {
    if (!dispatch || parts.length === 0) return showToast("warning", m.scanUnits);
    if (!reason.trim()) return showToast("warning", m.enterReason);
    setBusy(true);
    try {
      const sent = await createCustomerReturn({
        DispatchId: dispatch.DispatchId,
        Reason: reason.trim(),
        Scans: scans,
      });
      if (sent.kind === "queued") {
        setReason("");
        return await returns.queuedOne();
      }
      if (sent.answer.ResponseCode !== "200") return;
      onDone(sent.answer.ResponseData);
      setReason("");
      await queryClient.invalidateQueries();
      await returns.openById(dispatch.DispatchId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="customer-returns-confirm">
      <LightTextArea
        aria-label={text.reason}
        placeholder={text.reason}
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
      />
      <LightButton
        variant="primary"
        loading={busy}
        disabled={!IsAdd || parts.length === 0}
        onClick={() => void confirm()}
      >
        {text.confirm}
      </LightButton>
    </div>
  );
}

/** The dispatches a search finds, to choose one instead of scanning its note. */
function DispatchPicker({ onChoose }: { onChoose(dispatchId: number): void }) {
  const [typed, setTyped] = useState("");
  const found = useDispatchesToReturn(useDebounced(typed.trim(), pagingDelayMs));
  return (
    <LightSearchSelect
      className="customer-returns-block"
      aria-label={text.chooseDispatch}
      placeholder={text.chooseDispatch}
      onSearch={setTyped}
      loading={found.isFetching}
      onChoose={onChoose}
      options={(found.data ?? []).map((d) => ({
        value: d.DispatchId,
        label: `${d.DocumentNo} - ${d.CustomerName} (${d.ErpOrderNo})`,
      }))}
    />
  );
}

/** The dispatch being returned against: its note, customer, and what came back from it before. */
function DispatchHead({
  dispatch,
  queued,
  onChange,
}: {
  dispatch: DispatchToReturnAnswer;
  queued: readonly SerialRange[];
  onChange(): void;
}) {
  return (
    <div className="customer-returns-block">
      <CustomerDocumentHead
        number={dispatch.DocumentNo}
        customer={dispatch}
        changeLabel={text.changeDispatch}
        onChange={onChange}
      />
      {dispatch.Lines.map((l) => (
        <div key={l.LineNo} className="customer-returns-serials">
          {l.ProductCode} · {l.Qty} · {serialRangesText(l.Serials)}
        </div>
      ))}
      {dispatch.Returned.length > 0 ? (
        <div className="customer-returns-serials">
          {text.returnedBefore}: {serialRangesText(dispatch.Returned)}
        </div>
      ) : null}
      {queued.length > 0 ? (
        <div className="customer-returns-serials">
          {text.waitingToSend}: {serialRangesText(queued)}
        </div>
      ) : null}
    </div>
  );
}

/** The serials scanned so far, by the packet they left in. */
function ComingBack({ parts, onClear }: { parts: ReturnedPart[]; onClear(): void }) {
  return (
    <ScannedPackets<ReturnedPart>
      className="customer-returns-units"
      rows={parts}
      emptyText={text.noUnits}
      title={() => (
        <div className="customer-returns-scanned">
          <strong>{text.scanned}</strong>
          {parts.length > 0 ? (
            <LightButton size="small" onClick={onClear}>
              Clear
            </LightButton>
          ) : null}
        </div>
      )}
      under={(p) => <SerialsLine serials={p.Serials} />}
      columns={[{ title: "Qty", dataIndex: "Qty", align: "right" }]}
    />
  );
}

/** The slips of the packets a return made: the PDF and QR libraries load when they are printed, not with the screen. */
const printSlipsOf = async (packets: CustomerReturnAnswer["Packets"]) =>
  (await import("../../components/slip-pdf")).printPacketSlips(packets);

/** What the return made: the new packets on hold, to label. */
function ReturnedPackets({ done }: { done: CustomerReturnAnswer }) {
  return (
    <LightAlert
      className="customer-returns-block customer-returns-done"
      type="success"
      message={m.received(done.Units, done.Packets.length)}
      description={
        <div className="customer-returns-made">
          <span>{text.made}</span>
          <MadePackets packets={done.Packets} />
          <LightButton onClick={() => void printSlipsOf(done.Packets)}>Print All</LightButton>
        </div>
      }
    />
  );
}
