import { approvedQtyProblem, formatDisplayDate, productionMessages as m, productionText } from "@wms/domain";
import { Button, Card, Checkbox, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import { type OrderItem, useOrders, useRaiseRequisition, useStockDetails } from "./requisition-api";

// Typed keys are limited to digits; a pasted value is kept as is, so Generate can say "Please enter only numeric value."
const digitsOnly = (e: React.KeyboardEvent<HTMLInputElement>) => {
  if (e.key.length === 1 && !/\d/.test(e.key)) e.preventDefault();
};

/** Raise Requisition (spec 2): pick one open order, see its stock by BOM, and requisition an approved qty. */
export default function RaiseRequisitionPage() {
  const { IsAdd } = usePagePermission();
  const grid = useServerPage({ SortColumn: "OrderDate", paging: "client" });
  const orders = useOrders(grid.query);
  const raise = useRaiseRequisition();
  const [checked, setChecked] = useState<OrderItem | null>(null);
  const [approved, setApproved] = useState("");
  const [stockOrder, setStockOrder] = useState<OrderItem | null>(null);
  const stock = useStockDetails(stockOrder?.Id ?? null);

  const toggle = (order: OrderItem, on: boolean) => {
    setChecked(on ? order : null);
    setApproved("");
  };

  const approvedNumber = /^\d+$/.test(approved) ? Number(approved) : 0;
  const remainingShown = checked ? Math.max(0, checked.RemainingQty - approvedNumber) : 0;

  const generate = async () => {
    if (!checked) return showToast("warning", m.selectOrder);
    const problem = approvedQtyProblem(approved, checked.RemainingQty);
    if (problem) return showToast("warning", problem);
    const answer = await raise.mutateAsync({
      OrderNO: checked.OrderNO,
      ProductCode: checked.ProductCode,
      Qty: Number(approved),
      RemainingQty: checked.RemainingQty,
    });
    if (answer.ResponseCode === "200") toggle(checked, false);
  };

  const stockColumns = Object.keys(stock.data?.[0] ?? {}).map((key) => ({ title: key, dataIndex: key, key }));

  return (
    <Card>
      <DataGrid<OrderItem>
        rowKey="Id"
        loading={orders.isFetching}
        dataSource={orders.data ?? []}
        server={{ grid, total: orders.data?.[0]?.TotalRows ?? 0 }}
        columns={[
          { title: "Order No", dataIndex: "OrderNO", sorter: true },
          {
            title: "Order Date",
            dataIndex: "OrderDate",
            sorter: true,
            render: (v: string) => formatDisplayDate(v),
          },
          { title: "Product Code", dataIndex: "ProductCode", sorter: true },
          { title: "Product Category", dataIndex: "ProductCategory" },
          { title: "Quantity", dataIndex: "Qty", sorter: true },
          { title: "Remaining Quantity", dataIndex: "RemainingQty", sorter: true },
          {
            title: "Action",
            key: "action",
            render: (_, order) => (
              <Space>
                <Checkbox
                  aria-label={`Select ${order.OrderNO}`}
                  checked={checked?.Id === order.Id}
                  disabled={order.RemainingQty <= 0}
                  onChange={(e) => toggle(order, e.target.checked)}
                />
                <Button size="small" onClick={() => setStockOrder(order)}>
                  Stock Details
                </Button>
              </Space>
            ),
          },
        ]}
      />

      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Generate Requisition
      </Typography.Title>
      <DataGrid<OrderItem>
        rowKey="Id"
        searchable={false}
        paged={false}
        dataSource={checked ? [checked] : []}
        columns={[
          { title: "Order No", dataIndex: "OrderNO" },
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "Quantity", dataIndex: "Qty" },
          { title: "Remaining Quantity", key: "remaining", render: () => remainingShown },
          {
            title: "Approved Qty",
            key: "approved",
            render: () => (
              <Input
                aria-label="Approved Qty"
                inputMode="numeric"
                value={approved}
                onKeyDown={digitsOnly}
                onChange={(e) => setApproved(e.target.value)}
                onPressEnter={() => void generate()}
                style={{ width: 120 }}
              />
            ),
          },
        ]}
      />
      <Button
        type="primary"
        style={{ marginTop: 16 }}
        disabled={!IsAdd}
        loading={raise.isPending}
        onClick={generate}
      >
        Generate Requisition
      </Button>

      <Modal
        title={`${productionText.stockDetailsTitle}${stockOrder ? ` - ${stockOrder.OrderNO}` : ""}`}
        open={stockOrder !== null}
        onCancel={() => setStockOrder(null)}
        footer={null}
        width="50vw"
      >
        <Typography.Paragraph type="secondary">{productionText.stockDetailsNote}</Typography.Paragraph>
        <DataGrid
          rowKey={(row) => JSON.stringify(row)}
          searchable={false}
          paged={false}
          loading={stock.isLoading}
          dataSource={stock.data ?? []}
          columns={stockColumns}
        />
      </Modal>
    </Card>
  );
}
