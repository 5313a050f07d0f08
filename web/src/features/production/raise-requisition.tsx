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

/** An order's row actions: check it to requisition (while some remains), or see its stock. */
function OrderActions({
  order,
  checked,
  onToggle,
  onStock,
}: {
  order: OrderItem;
  checked: boolean;
  onToggle(on: boolean): void;
  onStock(): void;
}) {
  return (
    <Space>
      <Checkbox
        aria-label={`Select ${order.OrderNO}`}
        checked={checked}
        disabled={order.RemainingQty <= 0}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <Button size="small" onClick={onStock}>
        Stock Details
      </Button>
    </Space>
  );
}

/** An order's stock by BOM, its columns as the server names them. */
function StockDetailsDialog({ order, onClose }: { order: OrderItem | null; onClose(): void }) {
  const stock = useStockDetails(order?.Id ?? null);
  const stockColumns = Object.keys(stock.data?.[0] ?? {}).map((key) => ({ title: key, dataIndex: key, key }));
  return (
    <Modal
      title={`${productionText.stockDetailsTitle}${order ? ` - ${order.OrderNO}` : ""}`}
      open={order !== null}
      onCancel={onClose}
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
  );
}

/** The checked order with the qty to approve: its remaining quantity shown as it would be after. */
function RequisitionToRaise({
  checked,
  approved,
  onApproved,
  onGenerate,
}: {
  checked: OrderItem | null;
  approved: string;
  onApproved(text: string): void;
  onGenerate(): void;
}) {
  const approvedNumber = /^\d+$/.test(approved) ? Number(approved) : 0;
  const remainingShown = checked ? Math.max(0, checked.RemainingQty - approvedNumber) : 0;
  return (
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
              onChange={(e) => onApproved(e.target.value)}
              onPressEnter={onGenerate}
              style={{ width: 120 }}
            />
          ),
        },
      ]}
    />
  );
}

/** The order checked and the qty approved of it; Generate names what is wrong, else raises the requisition. */
function useRequisitionToRaise() {
  const raise = useRaiseRequisition();
  const [checked, setChecked] = useState<OrderItem | null>(null);
  const [approved, setApproved] = useState("");

  const toggle = (order: OrderItem, on: boolean) => {
    setChecked(on ? order : null);
    setApproved("");
  };

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

  return { checked, approved, setApproved, toggle, generate, raising: raise.isPending };
}

/** Raise Requisition (spec 2): pick one open order, see its stock by BOM, and requisition an approved qty. */
export default function RaiseRequisitionPage() {
  const { IsAdd } = usePagePermission();
  const grid = useServerPage({ SortColumn: "OrderDate", paging: "client" });
  const orders = useOrders(grid.query);
  const { checked, approved, setApproved, toggle, generate, raising } = useRequisitionToRaise();
  const [stockOrder, setStockOrder] = useState<OrderItem | null>(null);

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
              <OrderActions
                order={order}
                checked={checked?.Id === order.Id}
                onToggle={(on) => toggle(order, on)}
                onStock={() => setStockOrder(order)}
              />
            ),
          },
        ]}
      />

      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Generate Requisition
      </Typography.Title>
      <RequisitionToRaise
        checked={checked}
        approved={approved}
        onApproved={setApproved}
        onGenerate={() => void generate()}
      />
      <Button type="primary" style={{ marginTop: 16 }} disabled={!IsAdd} loading={raising} onClick={generate}>
        Generate Requisition
      </Button>

      <StockDetailsDialog order={stockOrder} onClose={() => setStockOrder(null)} />
    </Card>
  );
}
