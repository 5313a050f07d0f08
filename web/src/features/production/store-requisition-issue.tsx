import { classifyScan, productionMessages as m, productionText, scanBoxLabels } from "@wms/domain";
import { Suspense, useState } from "react";
import { confirmDiscard } from "../../components/confirm-discard";
import { LightButton, LightCard } from "../../components/light-blocks";
import { PacketSlipList } from "../../components/packet-slip-list";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { lazyThemed } from "../../platform/lazy-themed";
import { issueScreen } from "../../platform/offline/refusal-mends";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { useHandheld } from "../../platform/use-handheld";
import type { BomIssueLine, RequisitionToIssue } from "./issue-api";
import { BomLines } from "./issue-bom-lines";
import { usePickUp } from "./issue-pick-up";
import { type IssueScan, useIssueScans } from "./issue-scan";
import { IssueScannedPackets } from "./issue-scanned-packets";
import "./store-requisition-issue.css";

// Ant Design's dialogs, loaded when first opened: the screen itself draws without Ant Design.
const OrderListDialog = lazyThemed(() => import("./issue-order-list").then((m) => m.default));
const ProductLocationDialog = lazyThemed(() => import("./issue-product-location").then((m) => m.default));

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
      <div className="issue-scan-bar">
        <div className="issue-scan-box">
          <ScanInput
            placeholder={scanBoxLabels.issue}
            onScan={onScan}
            draft={{
              screen: issueScreen.draft,
              taken: lines[0] ? [lines[0].RequisitionNo, ...scanned.map((s) => s.QRCode)] : [],
            }}
          />
        </div>
        <div className="issue-order-list">
          <LightButton size="large" onClick={onOrderList}>
            Order List
          </LightButton>
        </div>
      </div>
      <div className="issue-document">
        {lines[0] && (
          <strong>
            Order No: {lines[0].OrderNo} / Requisition No: {lines[0].RequisitionNo}
          </strong>
        )}
      </div>
    </>
  );
}

/** Issue to Production (spec 2, Store Requisition Issue): scan packets against a requisition's BOM, then Pick-Up. */
export default function StoreRequisitionIssuePage() {
  const { IsAdd } = usePagePermission();
  const handheld = useHandheld();
  const [orderListOpen, setOrderListOpen] = useState(false);
  // the Order List stays mounted once opened, so its page and sort stay as left; its rows name known orders
  const [orderListShown, setOrderListShown] = useState(false);
  const [listed, setListed] = useState<RequisitionToIssue[]>([]);
  const [locationOf, setLocationOf] = useState<string | null>(null);
  const { lines, scanned, reset, loadBom, scanPacket } = useIssueScans();
  const { broken, clearBroken, busy, pickUp } = usePickUp(lines, scanned, reset);

  /** Scanned lines are lost when another document loads: ask first. */
  const switchTo = (by: { RequisitionNo: string } | { OrderNo: string }) =>
    scanned.length === 0 ? loadBom(by) : confirmDiscard(scanned.length, () => loadBom(by));

  /** One box: a requisition or a known order number loads that document; once a BOM is loaded, anything else is a packet. */
  const scan = (text: string) => {
    const orderNos = [...listed.map((r) => r.OrderNo), ...lines.map((l) => l.OrderNo)];
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

  const openOrderList = () => {
    setOrderListShown(true);
    setOrderListOpen(true);
  };

  return (
    <LightCard>
      <IssueScanBar lines={lines} scanned={scanned} onScan={scan} onOrderList={openOrderList} />

      <BomLines lines={lines} scanned={scanned} onProduct={setLocationOf} />
      <IssueScannedPackets scanned={scanned} handheld={handheld} />
      <ScanActions>
        <LightButton onClick={reset}>Reset</LightButton>
        <LightButton variant="primary" disabled={!IsAdd} loading={busy} onClick={pickUp}>
          Pick-Up
        </LightButton>
      </ScanActions>

      <Suspense fallback={null}>
        {orderListShown ? (
          <OrderListDialog
            open={orderListOpen}
            onListed={setListed}
            onClose={() => setOrderListOpen(false)}
            onPick={pickFromOrderList}
          />
        ) : null}
        {locationOf !== null ? (
          <ProductLocationDialog productCode={locationOf} onClose={() => setLocationOf(null)} />
        ) : null}
      </Suspense>
      <PacketSlipList title={productionText.brokenQrTitle} packets={broken} onClose={clearBroken} />
    </LightCard>
  );
}
