import {
  anyRemaining,
  formatDisplayDate,
  type IssueItem,
  productionMessages as m,
  matchScan,
  pageSizes,
  productionText,
  shellText,
} from "@wms/domain";
import { Button, Card, Col, Modal, Row, Space, Table, Typography } from "antd";
import { useState } from "react";
import { usePagePermission } from "../../app/permissions";
import { showToast } from "../../app/toast";
import { DataGrid } from "../../components/data-grid";
import { PacketSlipList } from "../../components/packet-slip-list";
import { ScanInput } from "../../components/scan-input";
import { useServerPage } from "../../components/use-server-page";
import {
  type BomIssueLine,
  type BrokenPacket,
  fetchBomToIssue,
  fetchPacketToIssue,
  issueRmStore,
  type RequisitionToIssue,
  useRequisitionsToIssue,
} from "./issue-api";
import { ProductLocationDialog } from "./issue-product-location";
import "./store-requisition-issue.css";

type ScannedRow = IssueItem & { BinId: number; ColAddress: string };

/** Issue to Production (spec 2, Store Requisition Issue): scan packets against a requisition's BOM, then Pick-Up. */
export default function StoreRequisitionIssuePage() {
  const { IsAdd } = usePagePermission();
  const [lines, setLines] = useState<BomIssueLine[]>([]);
  const [scanned, setScanned] = useState<ScannedRow[]>([]);
  const [broken, setBroken] = useState<BrokenPacket[]>([]);
  const [orderListOpen, setOrderListOpen] = useState(false);
  const [locationOf, setLocationOf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const orderList = useServerPage({ SortColumn: "CreatedDate", PageSize: pageSizes.client[0] });
  const requisitions = useRequisitionsToIssue(orderList.query, orderListOpen);

  const reset = () => {
    setLines([]);
    setScanned([]);
  };

  const loadBom = async (by: { RequisitionNo: string } | { OrderNo: string }) => {
    const answer = await fetchBomToIssue(by);
    setScanned([]);
    setLines(answer.ResponseData ?? []);
  };

  const scanRequisition = (requisitionNo: string) => {
    if (!requisitionNo) return showToast("warning", m.enterRequisitionNo);
    return loadBom({ RequisitionNo: requisitionNo });
  };
  const scanOrder = (orderNo: string) => {
    if (!orderNo) return showToast("warning", m.enterOrderNo);
    return loadBom({ OrderNo: orderNo });
  };

  const scanPacket = async (code: string) => {
    if (lines.length === 0) return showToast("warning", m.enterRequisitionNo);
    if (!code) return showToast("warning", m.enterQr);
    if (scanned.some((s) => s.QRCode.toLowerCase() === code.toLowerCase())) {
      return showToast("warning", m.alreadyScanned);
    }
    const answer = await fetchPacketToIssue(code);
    const packet = answer.ResponseData?.[0];
    if (answer.ResponseCode !== "200" || !packet) return;
    const outcome = matchScan(lines, scanned, packet);
    if (!outcome.ok) return showToast("warning", outcome.message);
    setLines(outcome.lines);
    setScanned([...scanned, { ...outcome.item, BinId: packet.BinId, ColAddress: packet.ColAddress }]);
  };

  const pickUp = async () => {
    if (lines.length === 0 || scanned.length === 0) return showToast("warning", m.enterPacketQr);
    if (anyRemaining(lines)) return showToast("warning", m.issueAllRm);
    setBusy(true);
    try {
      const answer = await issueRmStore(lines[0].RequisitionNo, scanned);
      if (answer.ResponseCode === "200") {
        if (answer.ResponseData && answer.ResponseData.length > 0) setBroken(answer.ResponseData);
        reset();
      }
    } finally {
      setBusy(false);
    }
  };

  const scannedCodes = new Set(scanned.map((s) => s.ProductCode.toLowerCase()));
  const lineClass = (line: BomIssueLine) =>
    scannedCodes.has(line.RMCode.toLowerCase()) && line.RemainingQty <= 0
      ? "issue-line-success"
      : line.RemainingQty > 0
        ? "issue-line-warning"
        : "";

  const pickFromOrderList = (row: RequisitionToIssue) => {
    setOrderListOpen(false);
    loadBom({ RequisitionNo: row.RequisitionNo });
  };

  return (
    <Card>
      <Typography.Title level={3} className="page-title">
        Issue to Production
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <ScanInput placeholder="Scan Requisition No" onScan={scanRequisition} />
        </Col>
        <Col xs={24} md={8}>
          <ScanInput placeholder="Scan Order No" onScan={scanOrder} autoFocus={false} />
        </Col>
        <Col xs={24} md={8}>
          <Button onClick={() => setOrderListOpen(true)}>Order List</Button>
        </Col>
      </Row>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={8}>
          <ScanInput placeholder="Scan Packet QR Code" onScan={scanPacket} autoFocus={false} />
        </Col>
        <Col xs={24} md={16}>
          {lines[0] && (
            <Typography.Text strong>
              Order No: {lines[0].OrderNo} / Requisition No: {lines[0].RequisitionNo}
            </Typography.Text>
          )}
        </Col>
      </Row>

      <Table<BomIssueLine>
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
              <Button type="link" size="small" onClick={() => setLocationOf(code)}>
                {line.ProductName} ({code})
              </Button>
            ),
          },
          { title: "Bom Qty", dataIndex: "Quantity", render: (v: number) => v.toFixed(3) },
          { title: "Remaining Qty", dataIndex: "RemainingQty", render: (v: number) => v.toFixed(3) },
          { title: "Scanned Qty", dataIndex: "ScannedQty", render: (v: number) => v.toFixed(3) },
        ]}
      />
      <Table<ScannedRow>
        style={{ marginTop: 16 }}
        rowKey="QRCode"
        size="small"
        dataSource={scanned}
        pagination={false}
        locale={{ emptyText: shellText.noDataFound }}
        columns={[
          { title: "QR Code", dataIndex: "QRCode" },
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "Supplier Code", dataIndex: "SupplierCode" },
          { title: "Bin Location", dataIndex: "ColAddress" },
          { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
          { title: "Issue Qty", dataIndex: "Quantity", render: (v: number) => v.toFixed(3) },
          {
            title: "Break Qty",
            dataIndex: "BreakQuantity",
            render: (v: number, row) => (row.IsBreak ? v.toFixed(3) : ""),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" disabled={!IsAdd} loading={busy} onClick={pickUp}>
          Pick-Up
        </Button>
        <Button onClick={reset}>Reset</Button>
      </Space>

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
