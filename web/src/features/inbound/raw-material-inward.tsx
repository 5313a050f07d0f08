import { useQueryClient } from "@tanstack/react-query";
import {
  binTakenByQueuedPutAway,
  classifyScan,
  formatDisplayDate,
  inboundCalls,
  inboundMessages as m,
  normalRequisitionNo,
  type PutAwayLot,
  packetInQueuedAction,
  putAwayScanOffline,
  sameQrCode,
  scanBoxLabels,
  shellText,
  stockMessages,
  inboundText as text,
} from "@wms/domain";
import { Button, Card, Col, Modal, Row, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client";
import { confirmDiscard } from "../../components/confirm-discard";
import { ScanActions } from "../../components/scan-actions";
import { reportFeedback } from "../../components/scan-feedback";
import { ScanInput } from "../../components/scan-input";
import { type KnownBin, useBinAddresses } from "../../components/use-bin-addresses";
import {
  loadDocument,
  queuedInputsOf,
  queuedPacketActions,
  sendOrQueue,
} from "../../platform/offline/offline-call";
import { isOffline } from "../../platform/offline/reachability";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { checkPacket, type InwardBin, type MrnRow, type PacketRow } from "./api";
import { BinLocationDialog, confirmBin } from "./bin-location-dialog";

/** A scanned packet: checked (its row), or taken offline to verify (its code only; the server checks it when sent). */
type ScannedPacket = PacketRow | { QRCode: string; toVerify: true };

const toVerify = (p: ScannedPacket) => "toVerify" in p;

/**
 * Material Inward (put away): scan the document (an MRN id, or the requisition that produced the
 * packets), scan its packets, choose an empty bin, confirm.
 */
export default function RawMaterialInwardPage() {
  const { IsEdit } = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lot, setLot] = useState<PutAwayLot | null>(null);
  const [mrn, setMrn] = useState<MrnRow[]>([]);
  const [scanned, setScanned] = useState<ScannedPacket[]>([]);
  // The lot's packets waiting for a bin when it loaded: offline, a scan is checked against them.
  const [toPutAway, setToPutAway] = useState<PacketRow[]>([]);
  const [again, setAgain] = useState<PacketRow[]>([]);
  const [binsOpen, setBinsOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const knownBins = useBinAddresses();

  const reset = () => {
    setLot(null);
    setMrn([]);
    setScanned([]);
    setToPutAway([]);
    setBinsOpen(false);
  };

  /** The lot's packets waiting for a bin, kept on the device (none known when never loaded here). */
  const packetsOf = async (next: PutAwayLot) => {
    const kept = await loadDocument(inboundCalls.getPacketsToPutAway, next, { notify: "none" }).catch(
      () => null,
    );
    return kept?.answer.ResponseCode === "200" ? kept.answer.ResponseData : [];
  };

  /**
   * Loads the document a put-away starts from, online or as kept on the device; an MRN that is not there
   * leaves the loaded one as it was.
   */
  const loadLot = async (next: PutAwayLot) => {
    if ("RequisitionNo" in next) {
      setMrn([]);
      setScanned([]);
      setLot(next);
      return setToPutAway(await packetsOf(next));
    }
    const { answer } = await loadDocument(inboundCalls.getPoDetailsByMRNID, { id: next.MRNID });
    if (answer.ResponseCode !== "200" || answer.ResponseData.length === 0) return;
    const packets = await packetsOf(next);
    setMrn(answer.ResponseData);
    setScanned([]);
    setToPutAway(packets);
    setLot(next);
  };

  /** Offline: a packet of the kept list is taken, one the kept data refuses is refused, any other is to verify. */
  const scanOffline = (current: PutAwayLot, code: string) => {
    const outcome = putAwayScanOffline(current, code, toPutAway);
    if (outcome.kind === "refused") return showToast("warning", outcome.message);
    setScanned((now) => [...now, outcome.kind === "taken" ? outcome.item : { QRCode: code, toVerify: true }]);
    if (outcome.kind === "toVerify") reportFeedback({ type: "success", message: shellText.toVerify });
  };

  const scanPacket = async (code: string) => {
    if (!lot) return showToast("warning", stockMessages.enterMrnOrRequisition);
    if (scanned.some((p) => sameQrCode(p.QRCode, code))) return showToast("warning", m.packetInGrid);
    const queued = packetInQueuedAction(code, await queuedPacketActions());
    if (queued) return showToast("warning", queued);
    if (isOffline()) return scanOffline(lot, code);
    const answer = await checkPacket(lot, code).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 0) return null;
      throw err;
    });
    if (answer === null) return scanOffline(lot, code);
    if (answer.ResponseCode === "200") setScanned((current) => [...current, ...answer.ResponseData]);
    else if (answer.ResponseData?.length) setAgain(answer.ResponseData);
    else showToast("warning", answer.ResponseMessage);
  };

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

  const store = async (bin: Pick<InwardBin, "BinId">) => {
    if (!lot) return;
    setSaving(true);
    try {
      const sent = await sendOrQueue(
        inboundCalls.updateBinInwardMaterialStock,
        { ...lot, BinId: bin.BinId, storeItems: scanned.map((p) => ({ QRCode: p.QRCode })) },
        { notify: "all" },
      );
      // Queued offline: the screen clears as on success (the outbox sends it, the banner counts it).
      if (sent.kind === "queued") return reset();
      const answer = sent.answer;
      if (answer.ResponseCode === "200") {
        await queryClient.invalidateQueries();
        reset();
      } else if (answer.ResponseData?.length) {
        setAgain(answer.ResponseData);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
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
            onScan={scan}
            draft={{
              screen: "put-away",
              taken: lot
                ? ["MRNID" in lot ? String(lot.MRNID) : lot.RequisitionNo, ...scanned.map((p) => p.QRCode)]
                : [],
            }}
          />
        </Col>
      </Row>
      {lot && "RequisitionNo" in lot ? (
        <Typography.Paragraph style={{ marginTop: 16 }} strong>
          Produced by Requisition No: {lot.RequisitionNo}
        </Typography.Paragraph>
      ) : null}

      <Table<MrnRow>
        style={{ marginTop: 16 }}
        rowKey="MrnLineId"
        size="small"
        dataSource={mrn}
        pagination={false}
        locale={{ emptyText: m.noData }}
        columns={[
          { title: "MRN Id", dataIndex: "MRNID" },
          { title: "MRN Date", dataIndex: "MRNDate", render: (d: string) => formatDisplayDate(d) },
          { title: "Product Name", dataIndex: "ProductName" },
          { title: "Product Category", dataIndex: "ProductCategory" },
          { title: "Supplier Code", dataIndex: "SupplierCode" },
          { title: "Approved Qty", dataIndex: "ApprovedQty" },
        ]}
      />

      <Table<ScannedPacket>
        style={{ marginTop: 16 }}
        rowKey="QRCode"
        size="small"
        dataSource={scanned}
        pagination={false}
        locale={{ emptyText: m.noData }}
        columns={[
          { title: "Packet No", dataIndex: "QRCode" },
          {
            title: "Product Code",
            dataIndex: "ProductCode",
            render: (code: string | undefined, row) =>
              toVerify(row) ? <Tag color="orange">{shellText.toVerify}</Tag> : code,
          },
          { title: "Product Category", dataIndex: "ProductCategory" },
          { title: "Supplier Code", dataIndex: "SupplierCode" },
          { title: "Qty", dataIndex: "Qty" },
          { title: "UOM", dataIndex: "UOM" },
          ...(IsEdit
            ? [
                {
                  title: "Action",
                  key: "action",
                  render: () => (
                    <Button onClick={() => navigate("/transactions/raise-requisition")}>Create Order</Button>
                  ),
                },
              ]
            : []),
        ]}
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

      <Modal
        title={text.alreadySubmittedTitle}
        open={again.length > 0}
        onCancel={() => setAgain([])}
        footer={null}
        width="50vw"
      >
        <Table<PacketRow>
          rowKey="QRCode"
          size="small"
          dataSource={again}
          pagination={false}
          columns={[
            { title: "QR Code", dataIndex: "QRCode" },
            { title: "Product Code", dataIndex: "ProductCode" },
            { title: "Qty", dataIndex: "Qty" },
            { title: "Supplier Code", dataIndex: "SupplierCode" },
            { title: "Bin Location", dataIndex: "ColAddress" },
          ]}
        />
      </Modal>
    </Card>
  );
}
