import { productionText } from "@wms/domain";
import { Button, Modal } from "antd";
import { useEffect } from "react";
import { DataGrid } from "../../components/data-grid";
import { useServerPage } from "../../components/use-server-page";
import { type RequisitionToIssue, useRequisitionsToIssue } from "./issue-api";
import { requisitionDateColumn } from "./requisition-columns";

/**
 * The Order List dialog: the requisitions waiting to be issued, paged; Select loads one. Loaded when first
 * opened (`lazy`); the rows it shows are told to the screen, whose scan box then knows their order numbers.
 */
export default function OrderListDialog({
  open,
  onListed,
  onClose,
  onPick,
}: {
  open: boolean;
  onListed(rows: RequisitionToIssue[]): void;
  onClose(): void;
  onPick(row: RequisitionToIssue): void;
}) {
  const grid = useServerPage({ SortColumn: "CreatedDate", paging: "client" });
  const requisitions = useRequisitionsToIssue(grid.query, open);
  useEffect(() => onListed(requisitions.data ?? []), [requisitions.data, onListed]);
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
          requisitionDateColumn,
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
