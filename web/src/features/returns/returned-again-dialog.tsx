import { consumptionMessages as m } from "@wms/domain";
import { Modal } from "antd";
import { DataGrid } from "../../components/data-grid";
import type { ReturnedAgainRow } from "./api";

/** The rows a return was refused for: returned more than once already. Loaded when first shown (`lazy`). */
export default function ReturnedAgainDialog({
  rows,
  onClose,
}: {
  rows: ReturnedAgainRow[];
  onClose(): void;
}) {
  return (
    <Modal title={m.returnedMoreThanOnceTitle} open width="50vw" footer={null} onCancel={onClose}>
      <DataGrid<ReturnedAgainRow>
        rowKey="RequisitionIssueId"
        searchable={false}
        paged={false}
        dataSource={rows}
        columns={[
          { title: "RM Code", dataIndex: "RMCode" },
          { title: "Quantity", dataIndex: "Quantity" },
          { title: "Supplier Code", dataIndex: "SupplierCode" },
        ]}
      />
    </Modal>
  );
}
