import {
  binTakenByQueuedPutAway,
  classifyScan,
  inboundCalls,
  inboundMessages as m,
  normalRequisitionNo,
  type PutAwayLot,
  scanBoxLabels,
  stockMessages,
} from "@wms/domain";
import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { confirmDiscard } from "../../components/confirm-discard";
import { LightButton, LightCard } from "../../components/light-blocks";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { type KnownBin, useBinAddresses } from "../../components/use-bin-addresses";
import { lazyThemed } from "../../platform/lazy-themed";
import { queuedInputsOf } from "../../platform/offline/offline-call";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import type { PacketRow } from "./api";
import { confirmBin } from "./confirm-bin";
import { MrnLines, PutAwayScannedPackets } from "./put-away-lists";
import { type ScannedPacket, usePutAwayLot } from "./put-away-lot";
import { usePutAwayStore } from "./put-away-store";
import "./raw-material-inward.css";

// Ant Design's dialogs, loaded when first opened: the screen itself draws without Ant Design.
const BinLocationDialog = lazyThemed(() => import("./bin-location-dialog").then((m) => m.default));
const AlreadySubmittedDialog = lazyThemed(() => import("./already-submitted-dialog").then((m) => m.default));

/** The scan box, with what it asks for: the document, then the loaded document's packets. */
function PutAwayScanBox({
  lot,
  scanned,
  onScan,
}: {
  lot: PutAwayLot | null;
  scanned: ScannedPacket[];
  onScan(value: string): void;
}) {
  return (
    <div className="put-away-scan">
      <strong>
        {lot === null
          ? "Scan MRN ID or Requisition No"
          : "MRNID" in lot
            ? `MRN ${lot.MRNID}: scan its packets`
            : `Requisition ${lot.RequisitionNo}: scan its packets`}
      </strong>
      <ScanInput
        placeholder={scanBoxLabels.inward}
        onScan={onScan}
        draft={{
          screen: "put-away",
          taken: lot
            ? ["MRNID" in lot ? String(lot.MRNID) : lot.RequisitionNo, ...scanned.map((p) => p.QRCode)]
            : [],
        }}
      />
    </div>
  );
}

/** Reset, and Select Bin Location (the primary action). */
function PutAwayActions({ onReset, onBins }: { onReset(): void; onBins(): void }) {
  return (
    <ScanActions>
      <LightButton onClick={onReset}>Reset</LightButton>
      <LightButton variant="primary" onClick={onBins}>
        Select Bin Location
      </LightButton>
    </ScanActions>
  );
}

/**
 * Material Inward (put away): scan the document (an MRN id, or the requisition that produced the
 * packets), scan its packets, choose an empty bin, confirm.
 */
export default function RawMaterialInwardPage() {
  const { IsEdit } = usePagePermission();
  const navigate = useNavigate();
  const [again, setAgain] = useState<PacketRow[]>([]);
  const [binsOpen, setBinsOpen] = useState(false);
  const knownBins = useBinAddresses();
  const { lot, mrn, scanned, clear, loadLot, scanPacket } = usePutAwayLot(setAgain);
  const reset = () => {
    clear();
    setBinsOpen(false);
  };
  const { saving, store } = usePutAwayStore(lot, scanned, reset, setAgain);

  /** A scanned bin label once packets are scanned: an empty bin goes straight to the confirmation (put-away takes empty bins only). */
  const scanBin = async (bin: KnownBin | null) => {
    if (!lot || scanned.length === 0) return showToast("warning", m.scanPackedQr);
    if (!bin || bin.ColStatus) return showToast("warning", m.binNotEmpty);
    // the device's own queue: a put-away waiting to be sent may already take this empty bin
    const queued = await queuedInputsOf(inboundCalls.updateBinInwardMaterialStock).catch(() => []);
    const taken = binTakenByQueuedPutAway(bin, queued);
    if (taken) return showToast("warning", taken);
    await confirmBin(bin, store);
  };

  /**
   * One box: a known bin's label chooses the bin; an MRN id or a requisition number loads that document
   * (asking first when scanned packets would be lost); anything else is a packet of the loaded one.
   */
  const scan = (value: string) => {
    const kind = classifyScan(value, {
      documents: ["bin", "mrn", "requisition"],
      binAddresses: knownBins.addresses,
    });
    if (kind === null)
      return showToast("warning", lot ? m.scanPackedQr : stockMessages.enterMrnOrRequisition);
    if (kind === "bin") return scanBin(knownBins.find(value));
    if (kind === "packet") return scanPacket(value.trim());
    const next: PutAwayLot =
      kind === "mrn" ? { MRNID: Number(value.trim()) } : { RequisitionNo: normalRequisitionNo(value) };
    return scanned.length === 0 ? loadLot(next) : confirmDiscard(scanned.length, () => loadLot(next));
  };

  const openBins = () => {
    if (scanned.length === 0) return showToast("warning", m.scanPackedQr);
    setBinsOpen(true);
  };

  return (
    <LightCard>
      <PutAwayScanBox lot={lot} scanned={scanned} onScan={scan} />
      {lot && "RequisitionNo" in lot ? (
        <p className="put-away-produced">
          <strong>Produced by Requisition No: {lot.RequisitionNo}</strong>
        </p>
      ) : null}

      <MrnLines rows={mrn} />
      <PutAwayScannedPackets
        scanned={scanned}
        onCreateOrder={IsEdit ? () => navigate("/transactions/raise-requisition") : undefined}
      />

      <PutAwayActions onReset={reset} onBins={openBins} />

      <Suspense fallback={null}>
        {binsOpen ? (
          <BinLocationDialog
            lot={lot}
            open
            saving={saving}
            onClose={() => setBinsOpen(false)}
            onConfirm={store}
          />
        ) : null}
        {again.length > 0 ? <AlreadySubmittedDialog packets={again} onClose={() => setAgain([])} /> : null}
      </Suspense>
    </LightCard>
  );
}
