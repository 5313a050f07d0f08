import { masterCalls } from "@wms/domain";
import { Input } from "antd";
import { type MasterConfig, MasterTable } from "../../components/master-table";

const config: MasterConfig<typeof masterCalls.warehouse> = {
  calls: masterCalls.warehouse,
  title: "Warehouse Master",
  dialogTitle: "Warehouse",
  idField: "WarehouseId",
  history: { entity: "Warehouse", title: (row) => row.WarehouseCode },
  paging: "client",
  columns: [
    {
      title: "Warehouse Code",
      dataIndex: "WarehouseCode",
      sorter: true,
    },
    {
      title: "Name",
      dataIndex: "WarehouseName",
      sorter: true,
    },
    { title: "Address", dataIndex: "Address" },
  ],
  fields: [
    { name: "WarehouseCode", label: "Warehouse Code" },
    { name: "WarehouseName", label: "Name" },
    { name: "Address", label: "Address", input: () => <Input.TextArea rows={2} /> },
  ],
};

export default function WarehouseMaster() {
  return <MasterTable config={config} />;
}
