import { useQueryClient } from "@tanstack/react-query";
import {
  customerReturnMessages as m,
  pagingDelayMs,
  planCustomerReturn,
  type ReturnedPart,
  serialRangesText,
  customerReturnText as text,
} from "@wms/domain";
import { Alert, Button, Card, Input, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { printPacketSlips } from "../../components/packet-slip-list";
import { ScanInput } from "../../components/scan-input";
import { useDebounced } from "../../components/use-debounced";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import {
  type CustomerReturnAnswer,
  createCustomerReturn,
  type DispatchToReturnAnswer,
  fetchDispatchToReturn,
  fetchDispatchToReturnById,
  useDispatchesToReturn,
} from "./customer-returns-api";
import "./customer-returns.css";

/**
 * Customer Returns (issue 35 item 4): scan the delivery note or dispatch number (or choose the dispatch), scan the
 * serial labels or FG packets that came back, give the reason, confirm: they come back on hold (CustomerReturn) in new
 * packets to label, for Hold & Scrap to release, scrap or rework. One scan box, which keeps the focus.
 */
export default function CustomerReturnsPage() {
  const { IsAdd } = usePagePermission();
  const queryClient = useQueryClient();
  const [dispatch, setDispatch] = useState<DispatchToReturnAnswer | null>(null);
  const [scans, setScans] = useState<string[]>([]);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<CustomerReturnAnswer | null>(null);
  const plan = dispatch
    ? planCustomerReturn(dispatch.DispatchId, dispatch.Packets, dispatch.Returned, scans)
    : null;
  const parts = plan?.ok ? plan.parts : [];

  const open = async (load: ReturnType<typeof fetchDispatchToReturn>) => {
    const answer = await load;
    if (answer.ResponseCode !== "200") return showToast("warning", answer.ResponseMessage);
    setDispatch(answer.ResponseData);
    setScans([]);
  };

  const scan = (value: string) => {
    const code = value.trim();
    if (!code) return showToast("warning", dispatch ? m.enterScan : m.enterDispatch);
    setDone(null);
    if (!dispatch) return open(fetchDispatchToReturn(code));
    const tried = planCustomerReturn(dispatch.DispatchId, dispatch.Packets, dispatch.Returned, [
      ...scans,
      code,
    ]);
    if (!tried.ok) return showToast("warning", tried.message);
    setScans([...scans, code]);
  };

  const confirm = async () => {
    if (!dispatch || parts.length === 0) return showToast("warning", m.scanUnits);
    if (!reason.trim()) return showToast("warning", m.enterReason);
    setBusy(true);
    try {
      const answer = await createCustomerReturn({
        DispatchId: dispatch.DispatchId,
        Reason: reason.trim(),
        Scans: scans,
      });
      if (answer.ResponseCode !== "200") return;
      setDone(answer.ResponseData);
      setReason("");
      await queryClient.invalidateQueries();
      await open(fetchDispatchToReturnById(dispatch.DispatchId));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="customer-returns">
      <Typography.Text strong>
        {dispatch ? text.scanUnitsNext(dispatch.DocumentNo) : text.scanDispatchFirst}
      </Typography.Text>
      <ScanInput
        placeholder={text.scanLabel}
        onScan={scan}
        draft={{ screen: "customer-returns", taken: dispatch ? [dispatch.DocumentNo, ...scans] : [] }}
      />
      {dispatch ? (
        <DispatchHead dispatch={dispatch} onChange={() => setDispatch(null)} />
      ) : (
        <DispatchPicker onChoose={(id) => void open(fetchDispatchToReturnById(id))} />
      )}
      {done ? <ReturnedPackets done={done} /> : null}
      <ComingBack parts={parts} onClear={() => setScans([])} />
      <div className="customer-returns-confirm">
        <Input.TextArea
          aria-label={text.reason}
          placeholder={text.reason}
          value={reason}
          maxLength={200}
          autoSize={{ minRows: 1, maxRows: 3 }}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button
          type="primary"
          loading={busy}
          disabled={!IsAdd || parts.length === 0}
          onClick={() => void confirm()}
        >
          {text.confirm}
        </Button>
      </div>
    </Card>
  );
}

/** The dispatches a search finds, to choose one instead of scanning its note. */
function DispatchPicker({ onChoose }: { onChoose(dispatchId: number): void }) {
  const [typed, setTyped] = useState("");
  const found = useDispatchesToReturn(useDebounced(typed.trim(), pagingDelayMs));
  return (
    <Select
      className="customer-returns-block customer-returns-picker"
      aria-label={text.chooseDispatch}
      placeholder={text.chooseDispatch}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      value={null}
      onChange={(dispatchId: number) => onChoose(dispatchId)}
      options={(found.data ?? []).map((d) => ({
        value: d.DispatchId,
        label: `${d.DocumentNo} - ${d.CustomerName} (${d.ErpOrderNo})`,
      }))}
    />
  );
}

/** The dispatch being returned against: its note, customer, and what came back from it before. */
function DispatchHead({ dispatch, onChange }: { dispatch: DispatchToReturnAnswer; onChange(): void }) {
  return (
    <div className="customer-returns-block">
      <Space wrap>
        <Typography.Text strong>{dispatch.DocumentNo}</Typography.Text>
        <Typography.Text>
          {dispatch.CustomerCode}: {dispatch.CustomerName}
        </Typography.Text>
        <Button size="small" onClick={onChange}>
          {text.changeDispatch}
        </Button>
      </Space>
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
    </div>
  );
}

/** The serials scanned so far, by the packet they left in. */
function ComingBack({ parts, onClear }: { parts: ReturnedPart[]; onClear(): void }) {
  return (
    <Table<ReturnedPart>
      className="customer-returns-block customer-returns-units"
      rowKey="QRCode"
      size="small"
      dataSource={parts}
      pagination={false}
      locale={{ emptyText: text.noUnits }}
      title={() => (
        <Space>
          <Typography.Text strong>{text.scanned}</Typography.Text>
          {parts.length > 0 ? (
            <Button size="small" onClick={onClear}>
              Clear
            </Button>
          ) : null}
        </Space>
      )}
      columns={[
        {
          title: "Packet",
          key: "packet",
          render: (_, p) => (
            <>
              <Typography.Text strong className="customer-returns-code">
                {p.QRCode}
              </Typography.Text>
              <div className="customer-returns-serials">{serialRangesText(p.Serials)}</div>
            </>
          ),
        },
        { title: "Qty", dataIndex: "Qty", align: "right" },
      ]}
    />
  );
}

/** What the return made: the new packets on hold, to label. */
function ReturnedPackets({ done }: { done: CustomerReturnAnswer }) {
  return (
    <Alert
      className="customer-returns-block customer-returns-done"
      type="success"
      showIcon
      title={m.received(done.Units, done.Packets.length)}
      description={
        <Space orientation="vertical">
          <Typography.Text>{text.made}</Typography.Text>
          {done.Packets.map((p) => (
            <div key={p.QRCode} className="customer-returns-serials">
              <Typography.Text strong className="customer-returns-code">
                {p.QRCode}
              </Typography.Text>{" "}
              {p.ProductCode} · {p.Qty} · {serialRangesText(p.Serials)}
            </div>
          ))}
          <Button onClick={() => printPacketSlips(done.Packets)}>Print All</Button>
        </Space>
      }
    />
  );
}
