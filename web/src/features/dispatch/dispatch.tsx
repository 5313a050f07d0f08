import { useQueryClient } from "@tanstack/react-query";
import {
  dispatchScanMessages as m,
  pagingDelayMs,
  planDispatch,
  sameQrCode,
  serialRangesText,
  dispatchScanText as text,
} from "@wms/domain";
import { Alert, Button, Card, Input, Select, Space, Table, Tag, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { ApiError } from "../../api/client";
import { removePacketColumn } from "../../components/remove-packet-column";
import { ScanInput } from "../../components/scan-input";
import { useDebounced } from "../../components/use-debounced";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { downloadDeliveryNote } from "./delivery-note";
import {
  createDispatch,
  type DispatchDoneAnswer,
  fetchDeliveryNote,
  fetchOrderToDispatch,
  fetchPacketToDispatch,
  type OrderToDispatch,
  type ScannedFgPacket,
  useOpenOrders,
} from "./dispatch-api";
import "./dispatch.css";

// the print controls (delivery label, rests' labels) load with a confirmed dispatch, not with the screen
const DeliveryLabelPrint = lazy(() => import("./delivery-label-print"));
const PacketLabelsPrint = lazy(() => import("../../components/packet-labels-print"));

const balancesOf = (order: OrderToDispatch) =>
  order.Lines.map((l) => ({
    LineNo: l.LineNo,
    ProductCode: l.ProductCode,
    Balance: l.Qty - l.DispatchedQty,
  }));

/**
 * Dispatch (issue 35 item 3): scan the order (or choose it), scan its FG packets (FIFO by production day warns or
 * refuses, as for raw material), see each line's balance as the scans land (a packet of more units than its line
 * still needs is split by serial), confirm with vehicle and invoice or delivery note number; then print the
 * delivery note and label the split-off rests. One scan box, which keeps the focus.
 */
export default function DispatchPage() {
  const { IsAdd } = usePagePermission();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<OrderToDispatch | null>(null);
  const [rows, setRows] = useState<ScannedFgPacket[]>([]);
  const [vehicleNo, setVehicleNo] = useState("");
  const [documentNo, setDocumentNo] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ answer: DispatchDoneAnswer; erpOrderNo: string } | null>(null);
  const [typed, setTyped] = useState("");
  const openOrders = useOpenOrders(useDebounced(typed.trim(), pagingDelayMs));

  const plan = order
    ? planDispatch(
        order.ErpOrderNo,
        balancesOf(order),
        rows.map((r) => ({ QRCode: r.QRCode, ProductCode: r.ProductCode, Qty: r.Qty })),
      )
    : null;
  const planned = plan?.ok ? plan.packets : [];

  const loadOrder = async (erpOrderNo: string) => {
    try {
      const { answer } = await fetchOrderToDispatch(erpOrderNo);
      if (answer.ResponseCode !== "200") return showToast("warning", answer.ResponseMessage);
      setOrder(answer.ResponseData);
      setRows([]);
      setDone(null);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) throw err;
      showToast("warning", m.orderNoUnknown(erpOrderNo));
    }
  };

  const scanPacket = async (current: OrderToDispatch, code: string) => {
    if (rows.some((r) => sameQrCode(r.QRCode, code))) return showToast("warning", m.alreadyScanned(code));
    const answer = await fetchPacketToDispatch(
      current.DispatchOrderId,
      code,
      rows.map((r) => r.QRCode),
    );
    if (answer.ResponseCode !== "200") return showToast("warning", answer.ResponseMessage);
    const packet = answer.ResponseData;
    const next = [...rows, packet];
    const tried = planDispatch(
      current.ErpOrderNo,
      balancesOf(current),
      next.map((r) => ({ QRCode: r.QRCode, ProductCode: r.ProductCode, Qty: r.Qty })),
    );
    if (!tried.ok) return showToast("warning", tried.message);
    setRows(next);
    if (packet.FifoWarning) showToast("warning", packet.FifoWarning);
  };

  const scan = (value: string) => {
    const code = value.trim();
    if (!code) return showToast("warning", order ? m.enterQrCode : m.enterOrderNo);
    setDone(null);
    if (!order) return loadOrder(code);
    if (sameQrCode(code, order.ErpOrderNo)) return;
    return scanPacket(order, code);
  };

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
      if (sent.kind === "queued") {
        setRows([]);
        return;
      }
      if (sent.answer.ResponseCode !== "200") return;
      setDone({ answer: sent.answer.ResponseData, erpOrderNo: order.ErpOrderNo });
      setRows([]);
      setDocumentNo("");
      await queryClient.invalidateQueries();
      const again = await fetchOrderToDispatch(order.ErpOrderNo).catch(() => null);
      setOrder(again?.answer.ResponseCode === "200" ? again.answer.ResponseData : null);
    } finally {
      setBusy(false);
    }
  };

  const printNote = async (dispatchId: number) => {
    const note = await fetchDeliveryNote(dispatchId);
    if (note) await downloadDeliveryNote(note);
  };

  const leaving = new Map(planned.map((p) => [p.QRCode, p]));
  const balances = plan?.ok ? plan.balances : new Map<number, number>();

  return (
    <Card className="dispatch">
      <Typography.Text strong>
        {order ? text.scanPacketsNext(order.ErpOrderNo) : text.scanOrderFirst}
      </Typography.Text>
      <ScanInput
        placeholder={text.scanLabel}
        onScan={scan}
        draft={{
          screen: "dispatch",
          taken: order ? [order.ErpOrderNo, ...rows.map((r) => r.QRCode)] : [],
        }}
      />
      {order ? (
        <div className="dispatch-order">
          <Space wrap>
            <Typography.Text strong>{order.ErpOrderNo}</Typography.Text>
            <Typography.Text>
              {order.CustomerCode}: {order.CustomerName}
            </Typography.Text>
            <Button
              size="small"
              onClick={() => {
                setOrder(null);
                setRows([]);
              }}
            >
              {text.changeOrder}
            </Button>
          </Space>
          <Table
            className="dispatch-lines"
            rowKey="LineNo"
            size="small"
            pagination={false}
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
      ) : (
        <Select
          className="dispatch-order-picker"
          aria-label={text.chooseOrder}
          placeholder={text.chooseOrder}
          showSearch={{ filterOption: false, onSearch: setTyped }}
          loading={openOrders.isFetching}
          value={null}
          onChange={(erpOrderNo: string) => void loadOrder(erpOrderNo)}
          options={(openOrders.data ?? []).map((o) => ({
            value: o.ErpOrderNo,
            label: `${o.ErpOrderNo} - ${o.CustomerName}`,
          }))}
        />
      )}
      {done ? (
        <Alert
          className="dispatch-done"
          type="success"
          showIcon
          title={m.dispatched(done.answer.Units, done.answer.Packets, done.erpOrderNo)}
          description={
            <Space orientation="vertical">
              <Button onClick={() => void printNote(done.answer.DispatchId)}>{text.deliveryNote}</Button>
              <Suspense fallback={null}>
                <DeliveryLabelPrint dispatchId={done.answer.DispatchId} />
              </Suspense>
              {done.answer.Rests.length > 0 ? (
                <>
                  <Typography.Text>{text.rests}</Typography.Text>
                  {done.answer.Rests.map((r) => (
                    <div key={r.QRCode} className="dispatch-rest">
                      <Typography.Text strong className="dispatch-code">
                        {r.QRCode}
                      </Typography.Text>{" "}
                      {r.ProductCode} · {r.Qty} · {serialRangesText(r.Serials)}
                    </div>
                  ))}
                  <Suspense fallback={null}>
                    <PacketLabelsPrint packets={done.answer.Rests} label="Print All" />
                  </Suspense>
                </>
              ) : null}
            </Space>
          }
        />
      ) : null}
      <Table<ScannedFgPacket>
        className="dispatch-packets"
        rowKey="QRCode"
        size="small"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: text.noPackets }}
        columns={[
          {
            title: text.columns.packet,
            key: "packet",
            render: (_, p) => (
              <>
                <Typography.Text strong className="dispatch-code">
                  {p.QRCode}
                </Typography.Text>
                <div>
                  {p.ProductCode} · {p.ColAddress}
                </div>
                <div className="dispatch-serials">{serialRangesText(p.Serials)}</div>
              </>
            ),
          },
          {
            title: text.columns.qty,
            key: "qty",
            align: "right",
            render: (_, p) => {
              const plannedPacket = leaving.get(p.QRCode);
              return plannedPacket?.Split ? (
                <Tag color="gold">{text.split(plannedPacket.DispatchQty, p.Qty)}</Tag>
              ) : (
                p.Qty
              );
            },
          },
          removePacketColumn((code) => setRows((current) => current.filter((r) => r.QRCode !== code))),
        ]}
      />
      <div className="dispatch-papers">
        <Input
          aria-label={text.vehicleNo}
          placeholder={text.vehicleNo}
          value={vehicleNo}
          maxLength={20}
          onChange={(e) => setVehicleNo(e.target.value)}
        />
        <Input
          aria-label={text.documentNo}
          placeholder={text.documentNo}
          value={documentNo}
          maxLength={40}
          onChange={(e) => setDocumentNo(e.target.value)}
        />
        <Button
          type="primary"
          loading={busy}
          disabled={!IsAdd || planned.length === 0}
          onClick={() => void confirm()}
        >
          {text.confirm}
        </Button>
      </div>
    </Card>
  );
}
