import {
  type DispatchOrderStatus,
  dispatchOrderStatuses,
  formatDisplayDate,
  dispatchText as text,
} from "@wms/domain";
import { Button, Card, Select, type TableColumnsType } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { usePagePermission } from "../../platform/permissions";
import { type DispatchOrderRow, useDispatchOrders } from "./api";
import { DispatchOrderDetailDialog, StatusTag } from "./dispatch-order-detail";
import { DispatchOrdersUpload } from "./dispatch-orders-upload";

/** An order: its number opens it with its lines; its customer, promised day, status and qty dispatched of ordered. */
const dispatchOrderColumns = (
  onView: (dispatchOrderId: number) => void,
): TableColumnsType<DispatchOrderRow> => [
  {
    title: "Order No",
    dataIndex: "ErpOrderNo",
    sorter: true,
    render: (no: string, row) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onView(row.DispatchOrderId)}>
        {no}
      </Button>
    ),
  },
  {
    title: "Customer",
    dataIndex: "CustomerCode",
    render: (code: string, row) => `${code}: ${row.CustomerName}`,
  },
  {
    title: "Promised",
    dataIndex: "PromisedDate",
    sorter: true,
    render: (day: string) => formatDisplayDate(day),
  },
  {
    title: "Status",
    dataIndex: "Status",
    sorter: true,
    render: (s: DispatchOrderStatus) => <StatusTag status={s} />,
  },
  { title: "Lines", dataIndex: "LineCount" },
  {
    title: "Qty",
    dataIndex: "OrderedQty",
    render: (qty: number, row) => `${row.DispatchedQty} / ${qty}`,
  },
  {
    title: "Created",
    dataIndex: "CreatedAt",
    sorter: true,
    render: (at: string, row) => `${row.CreatedBy ?? "-"}, ${formatDisplayDate(at)}`,
  },
];

/**
 * Dispatch Orders (issue 35 item 2): customers' orders from the ERP, server-paged, searched by order number or
 * customer, narrowed by status; an order opens with its lines; a user with the Add right imports a file of them.
 */
export default function DispatchOrders() {
  const { IsAdd } = usePagePermission();
  const grid = useServerPage({ SortColumn: "CreatedAt" });
  const [status, setStatus] = useState<DispatchOrderStatus | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const orders = useDispatchOrders({ ...grid.query, Status: status });
  const rows = orders.data ?? [];
  return (
    <Card>
      {IsAdd && (
        <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 8 }}>
          <DispatchOrdersUpload />
        </div>
      )}
      <DataGrid<DispatchOrderRow>
        rowKey="DispatchOrderId"
        loading={orders.isFetching}
        dataSource={rows}
        server={{ grid, total: rows[0]?.TotalRows ?? 0 }}
        scroll={{ x: true }}
        emptyText={text.noOrders}
        toolbar={
          <Select<DispatchOrderStatus>
            allowClear
            placeholder={text.allStatuses}
            aria-label="Order status"
            style={{ width: 140 }}
            value={status ?? undefined}
            onChange={(v) => setStatus(v ?? null)}
            options={dispatchOrderStatuses.map((s) => ({ value: s, label: s }))}
          />
        }
        columns={dispatchOrderColumns(setViewing)}
      />
      <DispatchOrderDetailDialog dispatchOrderId={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
