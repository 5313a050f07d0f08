import { formatDisplayDate, productionMessages as m, productionText } from "@wms/domain";
import { Button, Card, Descriptions, Image, Modal, Space, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import {
  type BomDetailRow,
  type RequisitionRow,
  useBomDetails,
  useViewRequisitions,
} from "./requisition-api";
import { downloadBomSlip, printBomSlip, requisitionQr } from "./requisition-slip";

const pagination = { defaultPageSize: 10, pageSizeOptions: [10, 20, 50], showSizeChanger: true };

/** View Order (spec 2): requisitions with their BOM and a printable BOM slip. */
export default function ViewRequisitionPage() {
  const requisitions = useViewRequisitions();
  const [bomOf, setBomOf] = useState<RequisitionRow | null>(null);
  const [slipOf, setSlipOf] = useState<RequisitionRow | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const bom = useBomDetails(bomOf?.RequisitionId ?? null);

  useEffect(() => {
    setQr(null);
    if (slipOf) requisitionQr(slipOf.RequisitionNo).then(setQr);
  }, [slipOf]);

  const slip = slipOf && {
    RequisitionNo: slipOf.RequisitionNo,
    OrderNo: slipOf.OrderNo,
    OrderDate: slipOf.OrderDate,
    ProductCode: slipOf.ProductCode,
    Qty: slipOf.Qty,
  };

  return (
    <Card>
      <Typography.Title level={3} className="page-title">
        View Order
      </Typography.Title>
      <Table<RequisitionRow>
        rowKey="RequisitionId"
        size="small"
        loading={requisitions.isLoading}
        dataSource={requisitions.data ?? []}
        pagination={pagination}
        locale={{ emptyText: m.noData }}
        columns={[
          { title: "Order No", dataIndex: "OrderNo", sorter: (a, b) => a.OrderNo.localeCompare(b.OrderNo) },
          { title: "Requisition No", dataIndex: "RequisitionNo" },
          {
            title: "Transaction Date",
            dataIndex: "CreatedDate",
            render: (v: string) => formatDisplayDate(v),
          },
          {
            title: "Action",
            key: "action",
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setBomOf(row)}>
                  BOM Detail
                </Button>
                <Button size="small" onClick={() => setSlipOf(row)}>
                  Print
                </Button>
              </Space>
            ),
          },
        ]}
      />

      <Modal
        title={productionText.bomDetailTitle}
        open={bomOf !== null}
        onCancel={() => setBomOf(null)}
        footer={null}
        width="50vw"
      >
        <Table<BomDetailRow>
          rowKey="ProductName"
          size="small"
          loading={bom.isLoading}
          dataSource={bom.data ?? []}
          pagination={false}
          locale={{ emptyText: m.noData }}
          columns={[
            { title: "Order No", dataIndex: "OrderNo" },
            { title: "Product Name", dataIndex: "ProductName" },
            { title: "Quantity", dataIndex: "Quantity" },
          ]}
        />
      </Modal>

      <Modal
        title="BOM Slip"
        open={slip !== null}
        onCancel={() => setSlipOf(null)}
        width={420}
        footer={
          slip && (
            <Space>
              <Button onClick={() => printBomSlip(slip)}>Print</Button>
              <Button type="primary" onClick={() => downloadBomSlip(slip)}>
                Download
              </Button>
            </Space>
          )
        }
      >
        {slip && (
          <div style={{ textAlign: "center" }}>
            <Typography.Title level={4}>{productionText.companyName}</Typography.Title>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Order No">{slip.OrderNo}</Descriptions.Item>
              <Descriptions.Item label="Order Date">{formatDisplayDate(slip.OrderDate)}</Descriptions.Item>
              <Descriptions.Item label="Requisition No">{slip.RequisitionNo}</Descriptions.Item>
            </Descriptions>
            {qr && (
              <Image
                src={qr}
                alt={`QR ${slip.RequisitionNo}`}
                width={160}
                preview={false}
                style={{ marginTop: 12 }}
              />
            )}
          </div>
        )}
      </Modal>
    </Card>
  );
}
