import { classifyScan, productionMessages as m, productionText, scanBoxLabels } from "@wms/domain";
import { Button, Card, Col, Row, Typography } from "antd";
import { useState } from "react";
import { confirmDiscard } from "../../components/confirm-discard";
import { PacketSlipList } from "../../components/packet-slip-list";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { useServerPage } from "../../components/use-server-page";
import { issueScreen } from "../../platform/offline/refusal-mends";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { useHandheld } from "../../platform/use-handheld";
import { type BomIssueLine, type RequisitionToIssue, useRequisitionsToIssue } from "./issue-api";
import { BomLines } from "./issue-bom-lines";
import { OrderListDialog } from "./issue-order-list";
import { usePickUp } from "./issue-pick-up";
import { ProductLocationDialog } from "./issue-product-location";
import { type IssueScan, useIssueScans } from "./issue-scan";
import { IssueScannedPackets } from "./issue-scanned-packets";
import "./store-requisition-issue.css";

/** The scan box and the Order List button, with the requisition being issued once its BOM is loaded. */
function IssueScanBar({
  lines,
  scanned,
  onScan,
  onOrderList,
}: {
  lines: BomIssueLine[];
  scanned: IssueScan[];
  onScan(text: string): void;
  onOrderList(): void;
}) {
  return (
    <>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={16}>
          <ScanInput
            placeholder={scanBoxLabels.issue}
            onScan={onScan}
            draft={{
              screen: issueScreen.draft,
              taken: lines[0] ? [lines[0].RequisitionNo, ...scanned.map((s) => s.QRCode)] : [],
            }}
          />
        </Col>
        <Col xs={24} md={8}>
          <Button size="large" onClick={onOrderList}>
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
    </>
  );
}

/** Issue to Production (spec 2, Store Requisition Issue): scan packets against a requisition's BOM, then Pick-Up. */
export default function StoreRequisitionIssuePage() {
  const { IsAdd } = usePagePermission();
  const handheld = useHandheld();
  const [orderListOpen, setOrderListOpen] = useState(false);
  const [locationOf, setLocationOf] = useState<string | null>(null);
  const { lines, scanned, reset, loadBom, scanPacket } = useIssueScans();
  const { broken, clearBroken, busy, pickUp } = usePickUp(lines, scanned, reset);
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

  const pickFromOrderList = (row: RequisitionToIssue) => {
    setOrderListOpen(false);
    void switchTo({ RequisitionNo: row.RequisitionNo });
  };

  return (
    <Card>
      <IssueScanBar
        lines={lines}
        scanned={scanned}
        onScan={scan}
        onOrderList={() => setOrderListOpen(true)}
      />

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
      <PacketSlipList title={productionText.brokenQrTitle} packets={broken} onClose={clearBroken} />
    </Card>
  );
}
