import {
  type FifoMode,
  fifoScanOffline,
  inboundCalls,
  issueScanOffline,
  type KeptPacket,
  productionMessages as m,
  matchScan,
  packetInQueuedAction,
  productionCalls,
  type QueuedPacketActions,
  qrCodeKey,
  sameQrCode,
  shellText,
} from "@wms/domain";
import { useRef, useState } from "react";
import { ApiError } from "../../platform/api/client";
import { loadDocument, queuedPacketActions } from "../../platform/offline/offline-call";
import { isOffline } from "../../platform/offline/reachability";
import { reportFeedback } from "../../platform/scan-feedback";
import { showToast } from "../../platform/toast";
import { type BomIssueLine, fetchPacketToIssue, type ProductLocation, type ScannedRow } from "./issue-api";

/** A scan: checked against the BOM (its row), or taken offline to verify (its code only; the server checks it when sent). */
export type IssueScan = ScannedRow | { QRCode: string; toVerify: true };

export const isChecked = (s: IssueScan): s is ScannedRow => !("toVerify" in s);

/** The packets queued on the device to issue to the requisition (or to any, without one), not yet sent. */
export const queuedToIssue = (queue: QueuedPacketActions, requisitionNo?: string): string[] =>
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

/** The loaded BOM and the packets scanned against it, online or offline; the scan and load steps of the Issue screen. */
export function useIssueScans() {
  const [lines, setLines] = useState<BomIssueLine[]>([]);
  const [scanned, setScanned] = useState<IssueScan[]>([]);
  const [inStock, setInStock] = useState<Map<string, ProductLocation>>(new Map());
  const [fifo, setFifo] = useState<FifoMode>("off");
  // The scan box answers one scan at a time; a Reset or another document during a packet's lookup is read after it.
  const latest = useRef({ lines, scanned, inStock, fifo });
  latest.current = { lines, scanned, inStock, fifo };

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

  return { lines, scanned, reset, loadBom, scanPacket };
}
