import { useQueryClient } from "@tanstack/react-query";
import {
  dispatchScanMessages as m,
  type PlannedPacket,
  pagingDelayMs,
  dispatchScanText as text,
} from "@wms/domain";
import { Suspense, useState } from "react";
import { LightAlert, LightButton, LightCard, LightTag } from "../../components/light-blocks";
import { LightInput } from "../../components/light-input";
import { LightSearchSelect } from "../../components/light-search-select";
import { LinesTable } from "../../components/lines-table";
import { ScanInput } from "../../components/scan-input";
import { MadePackets, ScannedPackets, SerialsLine } from "../../components/scanned-packets";
import { useDebounced } from "../../components/use-debounced";
import { lazyThemed } from "../../platform/lazy-themed";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { CustomerDocumentHead } from "./customer-document-head";
import {
  createDispatch,
  type DispatchDoneAnswer,
  fetchDeliveryNote,
  type OrderToDispatch,
  type ScannedFgPacket,
  useOpenOrders,
} from "./dispatch-api";
import { type DispatchScans, useDispatchScans } from "./use-dispatch-scans";
import "./dispatch.css";

// the print controls (delivery label, rests' labels; Ant Design) load with a confirmed dispatch, not with the screen
const DeliveryLabelPrint = lazyThemed(() => import("./delivery-label-print").then((m) => m.default));
const PacketLabelsPrint = lazyThemed(() =>
  import("../../components/packet-labels-print").then((m) => m.default),
);

/** A confirmed dispatch, with its order's number for the message. */
interface Dispatched {
  answer: DispatchDoneAnswer;
  erpOrderNo: string;
}

/**
 * Dispatch (issue 35 item 3): scan the order (or choose it), scan its FG packets (FIFO by production day warns or
 * refuses, as for raw material), see each line's balance as the scans land (a packet of more units than its line
 * still needs is split by serial), confirm with vehicle and invoice or delivery note number; then print the
 * delivery note and label the split-off rests. One scan box, which keeps the focus.
 */
export default function DispatchPage() {
  const [done, setDone] = useState<Dispatched | null>(null);
  const scans = useDispatchScans(() => setDone(null));
  const { order, rows } = scans;
  return (
    <LightCard className="dispatch">
      <strong>{order ? text.scanPacketsNext(order.ErpOrderNo) : text.scanOrderFirst}</strong>
      <ScanInput
        placeholder={text.scanLabel}
        onScan={scans.scan}
        draft={{
          screen: "dispatch",
          taken: order ? [order.ErpOrderNo, ...rows.map((r) => r.QRCode)] : [],
        }}
      />
      {order ? (
        <OrderLines
          order={order}
          balances={scans.plan?.ok ? scans.plan.balances : new Map()}
          onChange={scans.changeOrder}
        />
      ) : (
        <OrderPicker onChoose={(erpOrderNo) => void scans.loadOrder(erpOrderNo)} />
      )}
      {done ? <DispatchPapers done={done} /> : null}
      <PacketsLeaving rows={rows} planned={scans.planned} onRemove={scans.remove} />
      <ConfirmDispatch scans={scans} onDone={setDone} />
    </LightCard>
  );
}

/** The open orders a search finds, to choose one instead of scanning it. */
function OrderPicker({ onChoose }: { onChoose(erpOrderNo: string): void }) {
  const [typed, setTyped] = useState("");
  const openOrders = useOpenOrders(useDebounced(typed.trim(), pagingDelayMs));
  return (
    <LightSearchSelect
      className="dispatch-order-picker"
      aria-label={text.chooseOrder}
      placeholder={text.chooseOrder}
      onSearch={setTyped}
      loading={openOrders.isFetching}
      onChoose={onChoose}
      options={(openOrders.data ?? []).map((o) => ({
        value: o.ErpOrderNo,
        label: `${o.ErpOrderNo} - ${o.CustomerName}`,
      }))}
    />
  );
}

/** The order being dispatched: its customer and lines, each line's balance as the scans would leave it. */
function OrderLines({
  order,
  balances,
  onChange,
}: {
  order: OrderToDispatch;
  balances: ReadonlyMap<number, number>;
  onChange(): void;
}) {
  return (
    <div className="dispatch-order">
      <CustomerDocumentHead
        number={order.ErpOrderNo}
        customer={order}
        changeLabel={text.changeOrder}
        onChange={onChange}
      />
      <LinesTable<OrderToDispatch["Lines"][number]>
        className="dispatch-lines"
        rowKey="LineNo"
        dataSource={order.Lines}
        columns={[
          { title: text.columns.product, dataIndex: "ProductCode" },
          { title: text.columns.qty, dataIndex: "Qty", align: "right" },
          { title: text.columns.sent, dataIndex: "DispatchedQty", align: "right" },
          {
            title: text.columns.left,
            key: "left",
            align: "right",
            render: (_, l) => balances.get(l.LineNo) ?? l.Qty - l.DispatchedQty,
          },
        ]}
      />
    </div>
  );
}

/** The scanned packets, a split one marked with the units that leave of it. */
function PacketsLeaving({
  rows,
  planned,
  onRemove,
}: {
  rows: ScannedFgPacket[];
  planned: readonly PlannedPacket[];
  onRemove(code: string): void;
}) {
  const leaving = new Map(planned.map((p) => [p.QRCode, p]));
  return (
    <ScannedPackets<ScannedFgPacket>
      className="dispatch-packets"
      rows={rows}
      emptyText={text.noPackets}
      onRemove={onRemove}
      under={(p) => (
        <>
          <div>
            {p.ProductCode} · {p.ColAddress}
          </div>
          <SerialsLine serials={p.Serials} />
        </>
      )}
      columns={[
        {
          title: text.columns.qty,
          key: "qty",
          align: "right",
          render: (_, p) => {
            const plannedPacket = leaving.get(p.QRCode);
            return plannedPacket?.Split ? (
              <LightTag color="gold">{text.split(plannedPacket.DispatchQty, p.Qty)}</LightTag>
            ) : (
              p.Qty
            );
          },
        },
      ]}
    />
  );
}

/** Vehicle and invoice or delivery note number, and the confirmation: sent, or queued offline with its key. */
function ConfirmDispatch({ scans, onDone }: { scans: DispatchScans; onDone(done: Dispatched): void }) {
  const { IsAdd } = usePagePermission();
  const queryClient = useQueryClient();
  const [vehicleNo, setVehicleNo] = useState("");
  const [documentNo, setDocumentNo] = useState("");
  const [busy, setBusy] = useState(false);
  const { order, planned } = scans;

  const confirm = async () => {
    if (!order || planned.length === 0) return showToast("warning", m.scanPackets);
    if (!vehicleNo.trim()) return showToast("warning", m.enterVehicleNo);
    if (!documentNo.trim()) return showToast("warning", m.enterDocumentNo);
    setBusy(true);
    try {
      const sent = await createDispatch({
        DispatchOrderId: order.DispatchOrderId,
        VehicleNo: vehicleNo.trim(),
        DocumentNo: documentNo.trim(),
        Packets: planned.map((p) => ({ QRCode: p.QRCode, Qty: p.DispatchQty })),
      });
      if (sent.kind === "queued") return scans.clearRows();
      if (sent.answer.ResponseCode !== "200") return;
      onDone({ answer: sent.answer.ResponseData, erpOrderNo: order.ErpOrderNo });
      scans.clearRows();
      setDocumentNo("");
      await queryClient.invalidateQueries();
      await scans.reloadOrder(order.ErpOrderNo);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dispatch-papers">
      <LightInput
        aria-label={text.vehicleNo}
        placeholder={text.vehicleNo}
        value={vehicleNo}
        maxLength={20}
        onChange={(e) => setVehicleNo(e.target.value)}
      />
      <LightInput
        aria-label={text.documentNo}
        placeholder={text.documentNo}
        value={documentNo}
        maxLength={40}
        onChange={(e) => setDocumentNo(e.target.value)}
      />
      <LightButton
        variant="primary"
        loading={busy}
        disabled={!IsAdd || planned.length === 0}
        onClick={() => void confirm()}
      >
        {text.confirm}
      </LightButton>
    </div>
  );
}

/** A confirmed dispatch: its delivery note and label to print, and the split-off rests to label. */
function DispatchPapers({ done }: { done: Dispatched }) {
  const printNote = async () => {
    const note = await fetchDeliveryNote(done.answer.DispatchId);
    // the note's layout loads when it is printed, not with the screen
    if (note) await (await import("./delivery-note")).downloadDeliveryNote(note);
  };
  return (
    <LightAlert
      className="dispatch-done"
      type="success"
      message={m.dispatched(done.answer.Units, done.answer.Packets, done.erpOrderNo)}
      description={
        <div className="dispatch-done-papers">
          <LightButton onClick={() => void printNote()}>{text.deliveryNote}</LightButton>
          <Suspense fallback={null}>
            <DeliveryLabelPrint dispatchId={done.answer.DispatchId} />
          </Suspense>
          {done.answer.Rests.length > 0 ? (
            <>
              <span>{text.rests}</span>
              <MadePackets packets={done.answer.Rests} />
              <Suspense fallback={null}>
                <PacketLabelsPrint packets={done.answer.Rests} label="Print All" />
              </Suspense>
            </>
          ) : null}
        </div>
      }
    />
  );
}
