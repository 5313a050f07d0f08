import {
  anyRemaining,
  classifyScan,
  productionMessages as m,
  productionCalls,
  productionText,
  scanBoxLabels,
} from "@wms/domain";
import { Button, Card, Col, Row, Typography } from "antd";
import { useState } from "react";
import { confirmDiscard } from "../../components/confirm-discard";
import { PacketSlipList } from "../../components/packet-slip-list";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { useServerPage } from "../../components/use-server-page";
import { queuedPacketActions, sendOrQueue } from "../../platform/offline/offline-call";
import { issueScreen } from "../../platform/offline/refusal-mends";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { useHandheld } from "../../platform/use-handheld";
import { type BrokenPacket, type RequisitionToIssue, useRequisitionsToIssue } from "./issue-api";
import { BomLines } from "./issue-bom-lines";
import { OrderListDialog } from "./issue-order-list";
import { ProductLocationDialog } from "./issue-product-location";
import { isChecked, queuedToIssue, useIssueScans } from "./issue-scan";
import { IssueScannedPackets } from "./issue-scanned-packets";
import "./store-requisition-issue.css";

/** Issue to Production (spec 2, Store Requisition Issue): scan packets against a requisition's BOM, then Pick-Up. */
export default function StoreRequisitionIssuePage() {
  const { IsAdd } = usePagePermission();
  const handheld = useHandheld();
  const [broken, setBroken] = useState<BrokenPacket[]>([]);
  const [orderListOpen, setOrderListOpen] = useState(false);
  const [locationOf, setLocationOf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { lines, scanned, reset, loadBom, scanPacket } = useIssueScans();
  const orderList = useServerPage({ SortColumn: "CreatedDate", paging: "client" });
  const requisitions = useRequisitionsToIssue(orderList.query, orderListOpen);

  /** Scanned lines are lost when another document loads: ask first. */
  const switchTo = (by: { RequisitionNo: string } | { OrderNo: string }) =>
    scanned.length === 0 ? loadBom(by) : confirmDiscard(scanned.length, () => loadBom(by));

  /** One box: a requisition or a known order number loads that document; once a BOM is loaded, anything else is a packet. */
  const scan = (text: string) => {
    const orderNos = [...(requisitions.data ?? []).map((r) => r.OrderNo), ...lines.map((l) => l.OrderNo)];
    const kind = classifyScan(text, { documents: ["requisition", "order"], orderNos });
    if (kind === null) return showToast("warning", lines.length === 0 ? m.enterRequisitionNo : m.enterQr);
    if (kind === "requisition") return switchTo({ RequisitionNo: text });
    // before a BOM is loaded there is nothing to issue a packet against: the text is an order number
    if (kind === "order" || lines.length === 0) return switchTo({ OrderNo: text });
    return scanPacket(text);
  };

  /**
   * Pick-Up: every line covered by checked scans; with scans to verify (taken offline, quantities unknown) it
   * goes with Remaining above 0, since they may cover it: the server checks every packet when it arrives.
   */
  const pickUp = async () => {
    if (lines.length === 0 || scanned.length === 0) return showToast("warning", m.enterPacketQr);
    if (anyRemaining(lines) && scanned.every(isChecked)) return showToast("warning", m.issueAllRm);
    setBusy(true);
    try {
      const sent = await sendOrQueue(
        productionCalls.issue.issueRMStore,
        {
          RequisitionNo: lines[0].RequisitionNo,
          storeItems: scanned.map((s) => (isChecked(s) ? s : { QRCode: s.QRCode })),
          PickedQRCodes: queuedToIssue(await queuedPacketActions(), lines[0].RequisitionNo),
        },
        { notify: "all" },
      );
      // Queued offline: the screen clears as on success (the outbox sends it, the banner counts it).
      if (sent.kind === "queued") return reset();
      const answer = sent.answer;
      if (answer.ResponseCode === "200") {
        if (answer.ResponseData.length > 0) setBroken(answer.ResponseData);
        reset();
      }
    } finally {
      setBusy(false);
    }
  };

  const pickFromOrderList = (row: RequisitionToIssue) => {
    setOrderListOpen(false);
    void switchTo({ RequisitionNo: row.RequisitionNo });
  };

  return (
    <Card>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={16}>
          <ScanInput
            placeholder={scanBoxLabels.issue}
            onScan={scan}
            draft={{
              screen: issueScreen.draft,
              taken: lines[0] ? [lines[0].RequisitionNo, ...scanned.map((s) => s.QRCode)] : [],
            }}
          />
        </Col>
        <Col xs={24} md={8}>
          <Button size="large" onClick={() => setOrderListOpen(true)}>
            Order List
          </Button>
        </Col>
      </Row>
      <Row gutter={16} style={{ marginTop: 8 }}>
        <Col xs={24}>
          {lines[0] && (
            <Typography.Text strong>
              Order No: {lines[0].OrderNo} / Requisition No: {lines[0].RequisitionNo}
            </Typography.Text>
          )}
        </Col>
      </Row>

      <BomLines lines={lines} scanned={scanned} onProduct={setLocationOf} />
      <IssueScannedPackets scanned={scanned} handheld={handheld} />
      <ScanActions>
        <Button onClick={reset}>Reset</Button>
        <Button type="primary" disabled={!IsAdd} loading={busy} onClick={pickUp}>
          Pick-Up
        </Button>
      </ScanActions>

      <OrderListDialog
        open={orderListOpen}
        grid={orderList}
        requisitions={requisitions}
        onClose={() => setOrderListOpen(false)}
        onPick={pickFromOrderList}
      />
      <ProductLocationDialog productCode={locationOf} onClose={() => setLocationOf(null)} />
      <PacketSlipList title={productionText.brokenQrTitle} packets={broken} onClose={() => setBroken([])} />
    </Card>
  );
}
