import { useQueryClient } from "@tanstack/react-query";
import {
  classifyScan,
  formatDisplayDate,
  inboundMessages as m,
  scanBoxLabels,
  inboundText as text,
} from "@wms/domain";
import { Button, Card, Col, Modal, Row, Table, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { usePagePermission } from "../../app/permissions";
import { showToast } from "../../app/toast";
import { confirmDiscard } from "../../components/confirm-discard";
import { ScanInput } from "../../components/scan-input";
import { checkPacket, fetchMrnRows, type InwardBin, type MrnRow, type PacketRow, submitPutAway } from "./api";
import { BinLocationDialog } from "./bin-location-dialog";

/** Material Inward (put away): scan the MRN, scan its packets, choose an empty bin, confirm. */
export default function RawMaterialInwardPage() {
  const { IsEdit } = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mrn, setMrn] = useState<MrnRow[]>([]);
  const [scanned, setScanned] = useState<PacketRow[]>([]);
  const [again, setAgain] = useState<PacketRow[]>([]);
  const [binsOpen, setBinsOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const mrnId = mrn[0]?.MRNID ?? null;

  const reset = () => {
    setMrn([]);
    setScanned([]);
    setBinsOpen(false);
  };

  const loadMrn = async (id: number) => {
    const answer = await fetchMrnRows(id);
    // an MRN that is not there leaves the loaded one and its scanned packets as they were
    if (answer.ResponseCode !== "200" || answer.ResponseData.length === 0) return;
    setMrn(answer.ResponseData);
    setScanned([]);
  };

  const scanPacket = async (code: string) => {
    if (!mrnId) return showToast("warning", m.mrnRequired);
    if (scanned.some((p) => p.QRCode.toLowerCase() === code.toLowerCase()))
      return showToast("warning", m.packetInGrid);
    const answer = await checkPacket(mrnId, code);
    if (answer.ResponseCode === "200") setScanned((current) => [...current, ...answer.ResponseData]);
    else if (Array.isArray(answer.ResponseData) && answer.ResponseData.length > 0)
      setAgain(answer.ResponseData);
    else showToast("warning", answer.ResponseMessage);
  };

  /** One box: an MRN id loads that MRN (asking first when scanned packets would be lost); anything else is a packet. */
  const scan = (value: string) => {
    const kind = classifyScan(value, { documents: ["mrn"] });
    if (kind === null) return showToast("warning", mrnId ? m.scanPackedQr : m.mrnRequired);
    if (kind === "packet") return scanPacket(value);
    const id = Number(value);
    return scanned.length === 0 ? loadMrn(id) : confirmDiscard(scanned.length, () => loadMrn(id));
  };

  const openBins = () => {
    if (scanned.length === 0) return showToast("warning", m.scanPackedQr);
    setBinsOpen(true);
  };

  const store = async (bin: InwardBin) => {
    if (!mrnId) return;
    setSaving(true);
    try {
      const answer = await submitPutAway({
        MRNID: mrnId,
        BinId: bin.BinId,
        storeItems: scanned.map((p) => ({ QRCode: p.QRCode })),
      });
      if (answer.ResponseCode === "200") {
        await queryClient.invalidateQueries();
        reset();
      } else if (Array.isArray(answer.ResponseData) && answer.ResponseData.length > 0) {
        setAgain(answer.ResponseData as unknown as PacketRow[]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Material Inward">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Typography.Text strong>
            {mrnId === null ? "Scan MRN ID" : `MRN ${mrnId}: scan its packets`}
          </Typography.Text>
          <ScanInput placeholder={scanBoxLabels.inward} onScan={scan} />
        </Col>
      </Row>

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

      <Table<PacketRow>
        style={{ marginTop: 16 }}
        rowKey="QRCode"
        size="small"
        dataSource={scanned}
        pagination={false}
        locale={{ emptyText: m.noData }}
        columns={[
          { title: "Packet No", dataIndex: "QRCode" },
          { title: "Product Code", dataIndex: "ProductCode" },
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

      <div style={{ marginTop: 16, display: "flex", gap: 8, justifyContent: "flex-end" }}>
        <Button onClick={reset}>Reset</Button>
        <Button type="primary" onClick={openBins}>
          Select Bin Location
        </Button>
      </div>

      <BinLocationDialog
        mrnId={mrnId}
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
