import { useQueryClient } from "@tanstack/react-query";
import {
  classifyScan,
  stockTransferMessages as m,
  moveRefusalSeen,
  packetInQueuedAction,
  packetStateText,
  sameQrCode,
  scanBoxLabels,
  shellText,
  stockTransferText as text,
} from "@wms/domain";
import { Alert, Button, Card, Modal, Tag, Typography } from "antd";
import { useState } from "react";
import { ApiError } from "../../api/client";
import { reportFeedback } from "../../components/scan-feedback";
import { ScanInput } from "../../components/scan-input";
import { ScannedPackets } from "../../components/scanned-packets";
import { useBinAddresses } from "../../components/use-bin-addresses";
import { queuedPacketActions } from "../../platform/offline/offline-call";
import { isOffline } from "../../platform/offline/reachability";
import { showToast } from "../../platform/toast";
import {
  fetchBinPackets,
  fetchPacketToMove,
  type MoveDone,
  movePackets,
  type TransferPacket,
} from "./transfer-api";
import "./stock-transfer.css";

/** A listed packet: its details as loaded (now, or before on this device), or only its code when scanned offline unseen. */
type ListedPacket = TransferPacket | { QRCode: string; toVerify: true };
const details = (p: ListedPacket) => ("toVerify" in p ? null : p);
const placeOf = (p: ListedPacket) => ({
  QRCode: p.QRCode,
  ProductCode: details(p)?.ProductCode ?? null,
  ColAddress: details(p)?.ColAddress ?? null,
});

/** The packets to move, each with where it is and its state; the one the server refused is marked. */
function TransferList({
  rows,
  refused,
  onRemove,
}: {
  rows: ListedPacket[];
  refused: string | null;
  onRemove(code: string): void;
}) {
  return (
    <ScannedPackets<ListedPacket>
      className="stock-transfer-list"
      rows={rows}
      emptyText="No packets scanned"
      refused={refused}
      onRemove={onRemove}
      under={(p) => <div>{details(p)?.ProductCode}</div>}
      columns={[
        { title: "Qty", key: "qty", align: "right", render: (_, p) => details(p)?.Qty ?? "-" },
        {
          title: "Bin / Status",
          key: "from",
          render: (_, listed) => {
            const p = details(listed);
            if (!p) return <Tag color="gold">{shellText.toVerify}</Tag>;
            return (
              <>
                <div>{p.ColAddress}</div>
                <Tag color={p.Status === "OnHold" ? "orange" : "green"}>
                  {p.Status === "OnHold" ? packetStateText(p.Status, p.HoldReason) : p.Status}
                </Tag>
              </>
            );
          },
        },
      ]}
    />
  );
}

/**
 * Stock Transfer: scan packets (or a bin's label, to take every packet in it), then the label of the bin
 * they go to; confirm (Enter) and the move is recorded. One scan box, which keeps the focus.
 */
export default function StockTransferPage() {
  const queryClient = useQueryClient();
  const knownBins = useBinAddresses();
  const [rows, setRows] = useState<ListedPacket[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState<MoveDone | null>(null);

  const has = (list: ListedPacket[], code: string) => list.some((p) => sameQrCode(p.QRCode, code));

  /** Online the server says whether the packet can move; offline its details kept from before do, or it is to verify. */
  const scanPacket = async (code: string) => {
    if (has(rows, code)) return showToast("warning", m.packetInList);
    const queued = packetInQueuedAction(code, await queuedPacketActions());
    if (queued) return showToast("warning", queued);
    try {
      const { answer } = await fetchPacketToMove(code);
      if (answer.ResponseCode === "200") setRows((current) => [...current, ...answer.ResponseData]);
      else showToast("warning", answer.ResponseMessage);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) throw err;
      setRows((current) => [...current, { QRCode: code, toVerify: true }]);
      reportFeedback({ type: "warning", message: `${code}: ${shellText.toVerify}` });
    }
  };

  const takeBin = async (address: string) => {
    const { answer } = await fetchBinPackets(address);
    if (answer.ResponseCode !== "200") return;
    // a packet of the bin that a queued action already takes stays out of the move, said
    const queued = await queuedPacketActions();
    const refusals = answer.ResponseData.map((p) => packetInQueuedAction(p.QRCode, queued));
    const firstRefusal = refusals.find((r) => r !== null);
    if (firstRefusal) showToast("warning", firstRefusal);
    const free = answer.ResponseData.filter((_, i) => refusals[i] === null);
    setRows((current) => [...current, ...free.filter((p) => !has(current, p.QRCode))]);
  };

  const move = async (address: string) => {
    const sent = await movePackets({
      QRCodes: rows.map((p) => p.QRCode),
      ToBinAddress: address,
      FromBins: rows.flatMap((p) => {
        const seen = details(p);
        return seen?.ColAddress ? [{ QRCode: p.QRCode, BinAddress: seen.ColAddress }] : [];
      }),
    });
    if (sent.kind === "queued") {
      setRows([]);
      setRefused(null);
      return;
    }
    const { answer } = sent;
    if (answer.ResponseCode === "200") {
      setDone(answer.ResponseData);
      setRows([]);
      setRefused(null);
      await queryClient.invalidateQueries();
    } else setRefused(answer.ResponseData?.QRCode ?? null);
  };

  const confirmMove = (address: string) =>
    new Promise<void>((finished) => {
      Modal.confirm({
        title: text.confirmTitle,
        content: text.confirmQuestion(rows.length, address),
        width: 320,
        okText: "Yes",
        cancelText: "No",
        onOk: () => move(address),
        afterClose: finished,
      });
    });

  /** Packets are listed; a bin label takes its packets when the list is empty, else it is where they go. */
  const scan = (value: string) => {
    const kind = classifyScan(value, { documents: ["bin"], binAddresses: knownBins.addresses });
    if (kind === null) return showToast("warning", rows.length ? m.scanTargetBin : m.scanPacketOrBin);
    setDone(null);
    if (kind === "packet") return scanPacket(value.trim());
    const bin = knownBins.find(value);
    const address = bin?.ColAddress ?? value.trim();
    if (rows.length === 0) return takeBin(address);
    // Offline the server cannot refuse it now: what the screen knows refuses it here, not on sync.
    const seen = bin && isOffline() ? moveRefusalSeen(rows.map(placeOf), bin) : null;
    if (seen) {
      setRefused(seen.QRCode);
      return showToast("warning", seen.message);
    }
    return confirmMove(address);
  };

  const remove = (code: string) => setRows((current) => current.filter((p) => p.QRCode !== code));

  return (
    <Card className="stock-transfer">
      <Typography.Text strong>
        {rows.length === 0
          ? "Scan packets, or a bin's label to take all its packets"
          : `${rows.length} ${rows.length === 1 ? "packet" : "packets"}: scan the target bin's label`}
      </Typography.Text>
      <ScanInput
        placeholder={scanBoxLabels.transfer}
        onScan={scan}
        draft={{ screen: "stock-transfer", taken: rows.map((p) => p.QRCode) }}
      />
      {done ? (
        <Alert
          className="stock-transfer-done"
          type="success"
          showIcon
          message={m.moved(done.Packets.length, done.ColAddress)}
          description={done.Packets.map((p) => `${p.QRCode} (from ${p.FromBinAddress})`).join(", ")}
        />
      ) : null}
      <TransferList rows={rows} refused={refused} onRemove={remove} />
      <div className="stock-transfer-actions">
        <Button onClick={() => setRows([])} disabled={rows.length === 0}>
          Reset
        </Button>
      </div>
    </Card>
  );
}
