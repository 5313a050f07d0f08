import {
  decimalsProblem,
  formatDisplayDate,
  consumptionMessages as m,
  type ReturnTypeCode,
  returnTypes,
} from "@wms/domain";
import { InputNumber, Modal } from "antd";
import { DataGrid } from "../../components/data-grid";
import { showToast } from "../../platform/toast";
import { type ReturnedAgainRow, type ReturnRow, updateReturnRow } from "./api";

/** A row's quantity, checked and kept on the server when the box is left. */
const checkQuantity = async (row: ReturnRow) => {
  if (row.Quantity <= 0) return showToast("warning", m.insertPacketQty);
  const decimals = decimalsProblem(row.Quantity);
  if (decimals) return showToast("warning", decimals);
  await updateReturnRow({ RequisitionIssueId: row.RequisitionIssueId, Quantity: row.Quantity });
};

/** The rows a scan loaded: RM rows are ticked to return (an FG return takes them all), each quantity editable. */
export function ReturnRowsGrid({
  rows,
  type,
  selected,
  onSelect,
  onQuantity,
}: {
  rows: ReturnRow[];
  type: ReturnTypeCode;
  selected: number[];
  onSelect(ids: number[]): void;
  onQuantity(id: number, value: number | string | null): void;
}) {
  return (
    <DataGrid<ReturnRow>
      rowKey="RequisitionIssueId"
      dataSource={rows}
      rowSelection={{
        selectedRowKeys: type === returnTypes.fg ? [] : selected,
        onChange: (keys) => onSelect(keys as number[]),
        getCheckboxProps: () => ({ disabled: type === returnTypes.fg }),
      }}
      columns={[
        { title: "RM Code", dataIndex: "RMCode", sorter: (a, b) => a.RMCode.localeCompare(b.RMCode) },
        { title: "Type", dataIndex: "Type" },
        {
          title: "Inward Date",
          dataIndex: "InwardDate",
          render: (v: string | null) => formatDisplayDate(v),
        },
        {
          title: "Quantity",
          dataIndex: "Quantity",
          render: (value: number, row) => (
            <InputNumber
              aria-label={`Quantity ${row.RMCode}`}
              value={value}
              onChange={(v) => onQuantity(row.RequisitionIssueId, v)}
              onBlur={() => void checkQuantity(row)}
            />
          ),
        },
        { title: "Supplier Code", dataIndex: "SupplierCode" },
      ]}
    />
  );
}

/** The rows a return was refused for: returned more than once already. */
export function ReturnedAgainDialog({ rows, onClose }: { rows: ReturnedAgainRow[]; onClose(): void }) {
  return (
    <Modal
      title={m.returnedMoreThanOnceTitle}
      open={rows.length > 0}
      width="50vw"
      footer={null}
      onCancel={onClose}
    >
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
