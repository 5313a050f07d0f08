import {
  type MadePacket,
  stockMessages as m,
  productionReceiptProblem,
  type RequisitionToReceive,
  receiptPacketCount,
} from "@wms/domain";
import { Button, Card, Col, Descriptions, InputNumber, Row, Space, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { PacketSlipTable } from "../../components/packet-slip-table";
import { focusScanBox, ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { createProductionReceipt, fetchRequisitionToReceive } from "./production-receipt-api";

// the print controls (printer choice, reprint reason) load with new packets, not with the screen
const PacketLabelsPrint = lazy(() => import("../../components/packet-labels-print"));

const qtyText = (v: number) => v.toFixed(3);

/** The requisition scanned and the receipt being entered: its qty, pieces per packet, the packets it made. */
function useProductionReceipt() {
  const [requisition, setRequisition] = useState<RequisitionToReceive | null>(null);
  const [qty, setQty] = useState<number | null>(null);
  const [pieces, setPieces] = useState<number | null>(null);
  const [made, setMade] = useState<MadePacket[]>([]);
  const [busy, setBusy] = useState(false);

  const load = async (requisitionNo: string) => {
    const answer = await fetchRequisitionToReceive(requisitionNo);
    const found = answer.ResponseCode === "200" ? answer.ResponseData : null;
    setRequisition(found);
    return found;
  };

  const scanRequisition = async (requisitionNo: string) => {
    if (!requisitionNo) return showToast("warning", m.enterRequisitionNo);
    setMade([]);
    setQty(null);
    await load(requisitionNo);
  };

  const receive = async () => {
    if (busy) return;
    const problem = productionReceiptProblem(requisition, qty, pieces);
    if (problem || !requisition) return showToast("warning", problem ?? m.enterRequisitionNo);
    setBusy(true);
    try {
      const answer = await createProductionReceipt({
        RequisitionNo: requisition.RequisitionNo,
        Qty: qty ?? 0,
        PiecesPerPacket: pieces ?? 0,
      });
      if (answer.ResponseCode === "200") {
        setMade(answer.ResponseData);
        setQty(null);
        // the next scan is a requisition's, at once (not after the reload below, which a wedge scan would beat
        // into the qty field): never Enter on Print All, which would download the slips again
        focusScanBox();
        await load(requisition.RequisitionNo);
      }
    } finally {
      setBusy(false);
    }
  };

  return { requisition, qty, setQty, pieces, setPieces, made, busy, scanRequisition, receive };
}

/** What the requisition asked for, what was received of it already and what remains. */
function RequisitionSummary({ requisition }: { requisition: RequisitionToReceive }) {
  return (
    <Descriptions
      style={{ marginTop: 16 }}
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      items={[
        { key: "req", label: "Requisition No", children: requisition.RequisitionNo },
        { key: "order", label: "Order No", children: requisition.OrderNo },
        {
          key: "product",
          label: "Product",
          children: `${requisition.ProductCode} - ${requisition.ProductName}`,
        },
        { key: "qty", label: "Requisition Qty", children: qtyText(requisition.Qty) },
        { key: "received", label: "Already Received", children: qtyText(requisition.ReceivedQty) },
        { key: "remaining", label: "Remaining", children: qtyText(requisition.RemainingQty) },
      ]}
    />
  );
}

/**
 * Production Receipt: a requisition's output enters stock as packets of its product (lot = the
 * requisition), whose slips are printed and which are then put away like any packet.
 */
export default function ProductionReceiptPage() {
  const { IsAdd } = usePagePermission();
  const { requisition, qty, setQty, pieces, setPieces, made, busy, scanRequisition, receive } =
    useProductionReceipt();

  const count = qty && pieces ? receiptPacketCount(qty, pieces) : 0;
  return (
    <Card>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <ScanInput
            placeholder="Scan Requisition No"
            onScan={scanRequisition}
            draft={{
              screen: "production-receipt",
              taken: requisition ? [requisition.RequisitionNo] : [],
            }}
          />
        </Col>
      </Row>

      {requisition ? <RequisitionSummary requisition={requisition} /> : null}

      <Row gutter={16} style={{ marginTop: 16 }} align="bottom">
        <Col xs={24} md={6}>
          <Typography.Text strong>Qty</Typography.Text>
          <InputNumber
            aria-label="Qty"
            style={{ width: "100%" }}
            value={qty}
            disabled={!requisition}
            onChange={(v) => setQty(v === null ? null : Number(v))}
            onPressEnter={() => void receive()}
          />
        </Col>
        <Col xs={24} md={6}>
          <Typography.Text strong>Pieces per packet</Typography.Text>
          <InputNumber
            aria-label="Pieces per packet"
            style={{ width: "100%" }}
            value={pieces}
            disabled={!requisition}
            onChange={(v) => setPieces(v === null ? null : Number(v))}
            onPressEnter={() => void receive()}
          />
        </Col>
        <Col xs={24} md={12}>
          <Space>
            <Typography.Text type="secondary">Packets: {count}</Typography.Text>
            <Button type="primary" disabled={!IsAdd} loading={busy} onClick={() => void receive()}>
              Receive
            </Button>
          </Space>
        </Col>
      </Row>

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        New Packets
      </Typography.Title>
      <PacketSlipTable packets={made} emptyText={m.noData} />
      <div style={{ marginTop: 12 }}>
        {made.length === 0 ? (
          <Button type="primary" disabled>
            Print All
          </Button>
        ) : (
          <Suspense fallback={null}>
            <PacketLabelsPrint packets={made} label="Print All" />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
