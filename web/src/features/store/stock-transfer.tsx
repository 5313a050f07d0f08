import {
  classifyScan,
  stockTransferMessages as m,
  moveRefusalSeen,
  packetStateText,
  scanBoxLabels,
  shellText,
  stockTransferText as text,
} from "@wms/domain";
import { useState } from "react";
import { confirmDialog } from "../../components/confirm-dialog";
import { LightAlert, LightButton, LightCard, LightTag } from "../../components/light-blocks";
import { ScanInput } from "../../components/scan-input";
import { ScannedPackets } from "../../components/scanned-packets";
import { useBinAddresses } from "../../components/use-bin-addresses";
import { isOffline } from "../../platform/offline/reachability";
import { showToast } from "../../platform/toast";
import type { MoveDone } from "./transfer-api";
import { details, type ListedPacket, useTransferList } from "./use-transfer-list";
import "./stock-transfer.css";

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
        { title: "Qty", key: "qty", align: "right", render: (_, p: ListedPacket) => details(p)?.Qty ?? "-" },
        {
          title: "Bin / Status",
          key: "from",
          render: (_, listed: ListedPacket) => {
            const p = details(listed);
            if (!p) return <LightTag color="gold">{shellText.toVerify}</LightTag>;
            return (
              <>
                <div>{p.ColAddress}</div>
                <LightTag color={p.Status === "OnHold" ? "orange" : "green"}>
                  {p.Status === "OnHold" ? packetStateText(p.Status, p.HoldReason) : p.Status}
                </LightTag>
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
  const knownBins = useBinAddresses();
  const [done, setDone] = useState<MoveDone | null>(null);
  const { rows, setRows, refused, setRefused, scanPacket, takeBin, move, remove } = useTransferList(setDone);

  const confirmMove = async (address: string) => {
    const yes = await confirmDialog({
      title: text.confirmTitle,
      content: text.confirmQuestion(rows.length, address),
      width: 320,
    });
    if (yes) await move(address);
  };

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

  return (
    <LightCard className="stock-transfer">
      <strong>
        {rows.length === 0
          ? "Scan packets, or a bin's label to take all its packets"
          : `${rows.length} ${rows.length === 1 ? "packet" : "packets"}: scan the target bin's label`}
      </strong>
      <ScanInput
        placeholder={scanBoxLabels.transfer}
        onScan={scan}
        draft={{ screen: "stock-transfer", taken: rows.map((p) => p.QRCode) }}
      />
      {done ? (
        <LightAlert
          className="stock-transfer-done"
          type="success"
          message={m.moved(done.Packets.length, done.ColAddress)}
          description={done.Packets.map((p) => `${p.QRCode} (from ${p.FromBinAddress})`).join(", ")}
        />
      ) : null}
      <TransferList rows={rows} refused={refused} onRemove={remove} />
      <div className="stock-transfer-actions">
        <LightButton onClick={() => setRows([])} disabled={rows.length === 0}>
          Reset
        </LightButton>
      </div>
    </LightCard>
  );
}
