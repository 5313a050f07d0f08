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
import { Button, Card, Col, Row, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { confirmDiscard } from "../../components/confirm-discard";
import { ScanActions } from "../../components/scan-actions";
import { ScanInput } from "../../components/scan-input";
import { type KnownBin, useBinAddresses } from "../../components/use-bin-addresses";
import { queuedInputsOf } from "../../platform/offline/offline-call";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { AlreadySubmittedDialog } from "./already-submitted-dialog";
import type { PacketRow } from "./api";
import { BinLocationDialog, confirmBin } from "./bin-location-dialog";
import { MrnLines, PutAwayScannedPackets } from "./put-away-lists";
import { type ScannedPacket, usePutAwayLot } from "./put-away-lot";
import { usePutAwayStore } from "./put-away-store";

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
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Typography.Text strong>
          {lot === null
            ? "Scan MRN ID or Requisition No"
            : "MRNID" in lot
              ? `MRN ${lot.MRNID}: scan its packets`
              : `Requisition ${lot.RequisitionNo}: scan its packets`}
        </Typography.Text>
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
      </Col>
    </Row>
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
    confirmBin(bin, store);
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
    <Card>
      <PutAwayScanBox lot={lot} scanned={scanned} onScan={scan} />
      {lot && "RequisitionNo" in lot ? (
        <Typography.Paragraph style={{ marginTop: 16 }} strong>
          Produced by Requisition No: {lot.RequisitionNo}
        </Typography.Paragraph>
      ) : null}

      <MrnLines rows={mrn} />
      <PutAwayScannedPackets
        scanned={scanned}
        onCreateOrder={IsEdit ? () => navigate("/transactions/raise-requisition") : undefined}
      />

      <ScanActions>
        <Button onClick={reset}>Reset</Button>
        <Button type="primary" onClick={openBins}>
          Select Bin Location
        </Button>
      </ScanActions>

      <BinLocationDialog
        lot={lot}
        open={binsOpen}
        saving={saving}
        onClose={() => setBinsOpen(false)}
        onConfirm={store}
      />
      <AlreadySubmittedDialog packets={again} onClose={() => setAgain([])} />
    </Card>
  );
}
