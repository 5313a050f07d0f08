import { warehouseRequest } from "@wms/domain";
import { Input } from "antd";
import { type MasterConfig, type MasterRow, MasterTable } from "../../components/master-table";
import { masterCalls } from "./api";

const config: MasterConfig<MasterRow> = {
  title: "Warehouse Master",
  dialogTitle: "Warehouse",
  idField: "WarehouseId",
  queryKey: "warehouses",
  paging: "client",
  schema: warehouseRequest,
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
  ...masterCalls({
    controller: "Warehouse",
    idField: "WarehouseId",
    list: { method: "GET", action: "GetWarehouses" },
    create: "CreateWarehouse",
    update: "UpdateWarehouse",
  }),
};

export default function WarehouseMaster() {
  return <MasterTable config={config} />;
}
