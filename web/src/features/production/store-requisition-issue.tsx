import {
  anyRemaining,
  classifyScan,
  type FifoMode,
  fifoScanOffline,
  formatDisplayDate,
  inboundCalls,
  issueScanOffline,
  type KeptPacket,
  productionMessages as m,
  matchScan,
  packetInQueuedAction,
  productionCalls,
  productionText,
  type QueuedPacketActions,
  qrCodeKey,
  sameQrCode,
  scanBoxLabels,
  shellText,
} from "@wms/domain";
import { Button, Card, Col, Modal, Row, Table, Tag, Typography } from "antd";
import { useRef, useState } from "react";
import { ApiError } from "../../api/client";
import { confirmDiscard } from "../../components/confirm-discard";
import { DataGrid } from "../../components/data-grid";
import { PacketSlipList } from "../../components/packet-slip-list";
import { ScanActions } from "../../components/scan-actions";
import { reportFeedback } from "../../components/scan-feedback";
import { ScanInput } from "../../components/scan-input";
import { useServerPage } from "../../components/use-server-page";
import { loadDocument, queuedPacketActions, sendOrQueue } from "../../platform/offline/offline-call";
import { isOffline } from "../../platform/offline/reachability";
import { issueScreen } from "../../platform/offline/refusal-mends";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { useHandheld } from "../../platform/use-handheld";
import {
  type BomIssueLine,
  type BrokenPacket,
  fetchPacketToIssue,
  type ProductLocation,
  type RequisitionToIssue,
  type ScannedRow,
  useRequisitionsToIssue,
} from "./issue-api";
import { ProductLocationDialog } from "./issue-product-location";
import "./store-requisition-issue.css";

/** A scan: checked against the BOM (its row), or taken offline to verify (its code only; the server checks it when sent). */
type IssueScan = ScannedRow | { QRCode: string; toVerify: true };

const isChecked = (s: IssueScan): s is ScannedRow => !("toVerify" in s);

/** The packets queued on the device to issue to the requisition (or to any, without one), not yet sent. */
const queuedToIssue = (queue: QueuedPacketActions, requisitionNo?: string): string[] =>
  queue.issues
    .filter(
      (q) => requisitionNo === undefined || q.RequisitionNo.toLowerCase() === requisitionNo.toLowerCase(),
    )
    .flatMap((q) => q.storeItems.map((s) => s.QRCode));

/** The plant's FIFO rule, online or as kept on the device; never loaded here, the server applies it when the issue goes. */
const fifoRule = (): Promise<FifoMode> =>
  loadDocument(productionCalls.issue.getFifoRule, undefined, { notify: "none" }).then(
    (kept) => (kept.answer.ResponseCode === "200" ? kept.answer.ResponseData.Fifo : "off"),
    (): FifoMode => "off",
  );

/** A product location row as the offline check reads it. */
const keptPacket = (row: ProductLocation): KeptPacket => ({
  QRCode: row.QRCode,
  ProductCode: row.ProductCode,
  SupplierCode: row.SupplierCode,
  Qty: row.QTY,
  Status: row.Status,
  HoldReason: row.HoldReason,
});

/**
 * The packets in stock of the BOM's products (each product's location list, bounded), kept on the device
 * with the BOM so scans are checked offline; a product never loaded here adds none.
 */
async function packetsInStockOf(lines: BomIssueLine[]): Promise<Map<string, ProductLocation>> {
  const products = [...new Set(lines.map((l) => l.RMCode))];
  const lists = await Promise.all(
    products.map((ProductCode) =>
      loadDocument(inboundCalls.getProductBinLocation, { ProductCode }, { notify: "none" }).then(
        (kept) => (kept.answer.ResponseCode === "200" ? kept.answer.ResponseData : []),
        () => [],
      ),
    ),
  );
  return new Map(lists.flat().map((row) => [qrCodeKey(row.QRCode), row]));
}

/** Issue to Production (spec 2, Store Requisition Issue): scan packets against a requisition's BOM, then Pick-Up. */
export default function StoreRequisitionIssuePage() {
  const { IsAdd } = usePagePermission();
  const handheld = useHandheld();
  const [lines, setLines] = useState<BomIssueLine[]>([]);
  const [scanned, setScanned] = useState<IssueScan[]>([]);
  const [inStock, setInStock] = useState<Map<string, ProductLocation>>(new Map());
  const [fifo, setFifo] = useState<FifoMode>("off");
  const [broken, setBroken] = useState<BrokenPacket[]>([]);
  const [orderListOpen, setOrderListOpen] = useState(false);
  const [locationOf, setLocationOf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The scan box answers one scan at a time; a Reset or another document during a packet's lookup is read after it.
  const latest = useRef({ lines, scanned, inStock, fifo });
  latest.current = { lines, scanned, inStock, fifo };
  const orderList = useServerPage({ SortColumn: "CreatedDate", paging: "client" });
  const requisitions = useRequisitionsToIssue(orderList.query, orderListOpen);

  const reset = () => {
    setLines([]);
    setScanned([]);
    setInStock(new Map());
  };

  /** The BOM online, or as kept on the device; with it, its products' packets in stock. */
  const loadBom = async (by: { RequisitionNo: string } | { OrderNo: string }) => {
    const { answer } = await loadDocument(productionCalls.issue.getBomToIssue, by);
    // a document that is not there leaves the loaded one as it was
    if (!answer.ResponseData || answer.ResponseData.length === 0) return;
    const [packets, rule] = await Promise.all([packetsInStockOf(answer.ResponseData), fifoRule()]);
    setScanned([]);
    setLines(answer.ResponseData);
    setInStock(packets);
    setFifo(rule);
  };

  /** Scanned lines are lost when another document loads: ask first. */
  const switchTo = (by: { RequisitionNo: string } | { OrderNo: string }) =>
    scanned.length === 0 ? loadBom(by) : confirmDiscard(scanned.length, () => loadBom(by));

  const scanPacket = async (code: string) => {
    const { lines: now, scanned: done } = latest.current;
    if (now.length === 0) return showToast("warning", m.enterRequisitionNo);
    if (done.some((s) => sameQrCode(s.QRCode, code))) {
      return showToast("warning", m.alreadyScanned);
    }
    // the device's own queue: a packet an issue, move or put-away waiting to be sent takes is refused at once
    const queue = await queuedPacketActions();
    const queued = packetInQueuedAction(code, queue);
    if (queued) return showToast("warning", queued);
    if (isOffline()) return scanOffline(code, queuedToIssue(queue));
    const picked = [...done.map((s) => s.QRCode), ...queuedToIssue(queue, now[0].RequisitionNo)];
    const answer = await fetchPacketToIssue(code, picked).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 0) return null;
      throw err;
    });
    if (answer === null) return scanOffline(code, queuedToIssue(queue));
    if (answer.ResponseCode !== "200") return;
    const [packet] = answer.ResponseData;
    if (!packet) return;
    const outcome = matchScan(latest.current.lines, latest.current.scanned.filter(isChecked), packet);
    if (!outcome.ok) return showToast("warning", outcome.message);
    const next = [
      ...latest.current.scanned,
      { ...outcome.item, BinId: packet.BinId, ColAddress: packet.ColAddress },
    ];
    setLines(outcome.lines);
    setScanned(next);
    // FIFO (WMS_FIFO=warn): the scan is taken, the older packet and its bin named once, on the status line.
    if (packet.FifoWarning) reportFeedback({ type: "warning", message: packet.FifoWarning });
  };

  /**
   * Offline: a packet kept with the BOM is matched as online, FIFO applied with the kept rule against the kept
   * packets (none scanned here or `queued` to issue); one the device does not know is to verify.
   */
  const scanOffline = (code: string, queued: string[]) => {
    const { lines: now, scanned: done, inStock: kept, fifo: rule } = latest.current;
    const row = kept.get(qrCodeKey(code));
    const outcome = issueScanOffline(
      now,
      done.filter(isChecked),
      done.filter((s) => !isChecked(s)).map((s) => s.QRCode),
      code,
      row && keptPacket(row),
    );
    if (outcome.kind === "refused") return showToast("warning", outcome.message);
    if (outcome.kind === "toVerify") {
      setScanned([...done, { QRCode: code, toVerify: true }]);
      return reportFeedback({ type: "success", message: shellText.toVerify });
    }
    const picked = [...done.map((s) => s.QRCode), ...queued];
    const older = row && fifoScanOffline(rule, row, [...kept.values()], picked);
    if (older?.kind === "refused") return showToast("warning", older.message);
    setLines(outcome.item.lines);
    setScanned([...done, { ...outcome.item.item, BinId: row!.BinId, ColAddress: row!.ColAddress }]);
    if (older) reportFeedback({ type: "warning", message: older.message });
  };

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

  const scannedCodes = new Set(scanned.filter(isChecked).map((s) => s.ProductCode.toLowerCase()));
  const lineClass = (line: BomIssueLine) =>
    scannedCodes.has(line.RMCode.toLowerCase()) && line.RemainingQty <= 0
      ? "issue-line-success"
      : line.RemainingQty > 0
        ? "issue-line-warning"
        : "";

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

      <Table<BomIssueLine>
        className="issue-bom"
        style={{ marginTop: 16 }}
        rowKey="JobScheduleId"
        size="small"
        dataSource={lines}
        pagination={false}
        rowClassName={lineClass}
        locale={{ emptyText: shellText.noDataFound }}
        columns={[
          {
            title: "Product Name",
            dataIndex: "RMCode",
            render: (code: string, line) => (
              <Button type="link" size="small" className="issue-product" onClick={() => setLocationOf(code)}>
                {line.ProductName} ({code})
              </Button>
            ),
          },
          { title: "Bom Qty", dataIndex: "Quantity", render: (v: number) => v.toFixed(3) },
          { title: "Remaining Qty", dataIndex: "RemainingQty", render: (v: number) => v.toFixed(3) },
          { title: "Scanned Qty", dataIndex: "ScannedQty", render: (v: number) => v.toFixed(3) },
        ]}
      />
      <Table<IssueScan>
        className="issue-scanned"
        style={{ marginTop: 16 }}
        rowKey="QRCode"
        size="small"
        dataSource={scanned}
        pagination={false}
        locale={{ emptyText: shellText.noDataFound }}
        columns={[
          {
            // A handheld's one column for the packet, so Issue Qty and Break Qty stay on its screen.
            title: "Packet",
            key: "packet",
            hidden: !handheld,
            render: (_, row) => (
              <div className="issue-packet">
                <strong>{row.QRCode}</strong>
                {isChecked(row) ? (
                  <span>
                    {row.ProductCode} · {row.SupplierCode} · {row.ColAddress} · Qty {row.Qty.toFixed(3)}
                  </span>
                ) : (
                  <Tag color="orange">{shellText.toVerify}</Tag>
                )}
              </div>
            ),
          },
          { title: "QR Code", dataIndex: "QRCode", hidden: handheld },
          {
            title: "Product Code",
            dataIndex: "ProductCode",
            hidden: handheld,
            render: (v: string | undefined, row) =>
              isChecked(row) ? v : <Tag color="orange">{shellText.toVerify}</Tag>,
          },
          { title: "Supplier Code", dataIndex: "SupplierCode", hidden: handheld },
          { title: "Bin Location", dataIndex: "ColAddress", hidden: handheld },
          {
            title: "Qty",
            dataIndex: "Qty",
            hidden: handheld,
            render: (v: number | undefined) => v?.toFixed(3),
          },
          { title: "Issue Qty", dataIndex: "Quantity", render: (v: number | undefined) => v?.toFixed(3) },
          {
            title: "Break Qty",
            dataIndex: "BreakQuantity",
            render: (v: number | undefined, row) => (isChecked(row) && row.IsBreak ? v?.toFixed(3) : ""),
          },
        ]}
      />
      <ScanActions>
        <Button onClick={reset}>Reset</Button>
        <Button type="primary" disabled={!IsAdd} loading={busy} onClick={pickUp}>
          Pick-Up
        </Button>
      </ScanActions>

      <Modal
        title={productionText.orderListTitle}
        open={orderListOpen}
        onCancel={() => setOrderListOpen(false)}
        footer={null}
        width="80vw"
      >
        <DataGrid<RequisitionToIssue>
          rowKey="RequisitionId"
          loading={requisitions.isFetching}
          dataSource={requisitions.data ?? []}
          server={{ grid: orderList, total: requisitions.data?.[0]?.TotalRows ?? 0 }}
          columns={[
            { title: "Order No", dataIndex: "OrderNo", sorter: true },
            { title: "Requisition No", dataIndex: "RequisitionNo", sorter: true },
            { title: "Product Code", dataIndex: "ProductCode" },
            {
              title: "Transaction Date",
              dataIndex: "CreatedDate",
              sorter: true,
              render: (v: string) => formatDisplayDate(v),
            },
            {
              title: "Action",
              key: "action",
              render: (_, row) => (
                <Button size="small" onClick={() => pickFromOrderList(row)}>
                  Select
                </Button>
              ),
            },
          ]}
        />
      </Modal>
      <ProductLocationDialog productCode={locationOf} onClose={() => setLocationOf(null)} />
      <PacketSlipList title={productionText.brokenQrTitle} packets={broken} onClose={() => setBroken([])} />
    </Card>
  );
}
