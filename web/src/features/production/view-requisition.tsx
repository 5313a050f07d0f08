import { formatDisplayDate, productionText } from "@wms/domain";
import { Button, Card, Descriptions, Image, Modal, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { LabelPrintButton } from "../../components/label-print";
import { useServerPage } from "../../components/use-server-page";
import {
  type BomDetailRow,
  type ProductDetailRow,
  type RequisitionRow,
  useBomDetails,
  useProductDetails,
  useViewRequisitions,
} from "./requisition-api";
import { requisitionDateColumn } from "./requisition-columns";
import { bomSlipJob, downloadBomSlip, requisitionQr } from "./requisition-slip";

interface DialogProps {
  requisition: RequisitionRow | null;
  onClose(): void;
}

/** A requisition's BOM: each product and its quantity. */
function BomDetailDialog({ requisition, onClose }: DialogProps) {
  const bom = useBomDetails(requisition?.RequisitionId ?? null);
  return (
    <Modal
      title={productionText.bomDetailTitle}
      open={requisition !== null}
      onCancel={onClose}
      footer={null}
      width="50vw"
    >
      <DataGrid<BomDetailRow>
        rowKey="ProductName"
        searchable={false}
        paged={false}
        loading={bom.isLoading}
        dataSource={bom.data ?? []}
        columns={[
          { title: "Order No", dataIndex: "OrderNo" },
          { title: "Product Name", dataIndex: "ProductName" },
          { title: "Quantity", dataIndex: "Quantity" },
        ]}
      />
    </Modal>
  );
}

/** The product a requisition's order makes, with its quantity. */
function ProductDetailDialog({ requisition, onClose }: DialogProps) {
  const product = useProductDetails(requisition?.RequisitionId ?? null);
  return (
    <Modal
      title={productionText.productDetailTitle}
      open={requisition !== null}
      onCancel={onClose}
      footer={null}
      width="50vw"
    >
      <DataGrid<ProductDetailRow>
        rowKey="RequisitionId"
        searchable={false}
        paged={false}
        loading={product.isLoading}
        dataSource={product.data ?? []}
        columns={[
          { title: "Order No", dataIndex: "OrderNo" },
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "Quantity", dataIndex: "Quantity" },
        ]}
      />
    </Modal>
  );
}

/** A requisition's BOM slip with its QR code, to print on a label printer or download. */
function BomSlipDialog({ requisition, onClose }: DialogProps) {
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    setQr(null);
    if (requisition) requisitionQr(requisition.RequisitionNo).then(setQr);
  }, [requisition]);

  const slip = requisition && {
    RequisitionNo: requisition.RequisitionNo,
    OrderNo: requisition.OrderNo,
    OrderDate: requisition.OrderDate,
    ProductCode: requisition.ProductCode,
    Qty: requisition.Qty,
  };

  return (
    <Modal
      title="BOM Slip"
      open={slip !== null}
      onCancel={onClose}
      width={420}
      footer={
        slip && (
          <Space>
            <LabelPrintButton job={bomSlipJob(slip)} />
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
  );
}

/** View Order (spec 2): requisitions with their BOM and a printable BOM slip. */
export default function ViewRequisitionPage() {
  const grid = useServerPage({ paging: "client" });
  const requisitions = useViewRequisitions(grid.query);
  const [bomOf, setBomOf] = useState<RequisitionRow | null>(null);
  const [slipOf, setSlipOf] = useState<RequisitionRow | null>(null);
  const [productOf, setProductOf] = useState<RequisitionRow | null>(null);

  return (
    <Card>
      <DataGrid<RequisitionRow>
        rowKey="RequisitionId"
        loading={requisitions.isFetching}
        dataSource={requisitions.data ?? []}
        server={{ grid, total: requisitions.data?.[0]?.TotalRows ?? 0 }}
        columns={[
          {
            title: "Order No",
            dataIndex: "OrderNo",
            sorter: true,
            render: (orderNo: string, row) => (
              <Button type="link" size="small" onClick={() => setProductOf(row)}>
                {orderNo}
              </Button>
            ),
          },
          {
            title: "Requisition No",
            dataIndex: "RequisitionNo",
            sorter: true,
          },
          requisitionDateColumn,
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

      <BomDetailDialog requisition={bomOf} onClose={() => setBomOf(null)} />
      <ProductDetailDialog requisition={productOf} onClose={() => setProductOf(null)} />
      <BomSlipDialog requisition={slipOf} onClose={() => setSlipOf(null)} />
    </Card>
  );
}
