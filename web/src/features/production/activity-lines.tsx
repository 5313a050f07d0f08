import { activityRowProblem } from "@wms/domain";
import { InputNumber } from "antd";
import { DataGrid } from "../../components/data-grid";
import { submitsOnEnter } from "../../components/submits-on-enter";
import type { ActivityRow } from "./consumption-api";

/** The requisition's rows, each with the quantity consumed (a quantity that cannot be sent is marked). */
export function ActivityLines({
  rows,
  onEnter,
  onSubmit,
}: {
  rows: ActivityRow[];
  onEnter(rmCode: string, value: number | null): void;
  onSubmit(): void;
}) {
  return (
    <DataGrid<ActivityRow>
      style={{ marginTop: 16 }}
      rowKey="RMCode"
      dataSource={rows}
      columns={[
        { title: "Order No.", dataIndex: "OrderNo" },
        { title: "Requisition No.", dataIndex: "RequisitionNo" },
        { title: "RM Code", dataIndex: "RMCode", sorter: (a, b) => a.RMCode.localeCompare(b.RMCode) },
        { title: "Unused", dataIndex: "UnUsedQuantity" },
        {
          title: "Quantity",
          dataIndex: "Quantity",
          render: (value: number, row) => (
            <InputNumber
              aria-label={`Quantity ${row.RMCode}`}
              status={activityRowProblem(row) ? "error" : undefined}
              value={value}
              onChange={(v) => onEnter(row.RMCode, v)}
              onPressEnter={(e) => submitsOnEnter(e) && onSubmit()}
            />
          ),
        },
      ]}
    />
  );
}
