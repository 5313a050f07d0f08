import type { UseQueryResult } from "@tanstack/react-query";
import { formatDisplayDate, productionText } from "@wms/domain";
import { Button, Modal } from "antd";
import { DataGrid, type ServerGrid } from "../../components/data-grid";
import type { RequisitionToIssue } from "./issue-api";

/** The Order List dialog: the requisitions waiting to be issued, paged; Select loads one. */
export function OrderListDialog({
  open,
  grid,
  requisitions,
  onClose,
  onPick,
}: {
  open: boolean;
  grid: ServerGrid;
  requisitions: UseQueryResult<RequisitionToIssue[]>;
  onClose(): void;
  onPick(row: RequisitionToIssue): void;
}) {
  return (
    <Modal title={productionText.orderListTitle} open={open} onCancel={onClose} footer={null} width="80vw">
      <DataGrid<RequisitionToIssue>
        rowKey="RequisitionId"
        loading={requisitions.isFetching}
        dataSource={requisitions.data ?? []}
        server={{ grid, total: requisitions.data?.[0]?.TotalRows ?? 0 }}
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
              <Button size="small" onClick={() => onPick(row)}>
                Select
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
