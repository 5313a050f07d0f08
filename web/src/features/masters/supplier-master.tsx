import { supplierRequest } from "@wms/domain";
import { Input } from "antd";
import { type MasterConfig, type MasterRow, MasterTable } from "../../components/master-table";
import { masterCalls } from "./api";

const config: MasterConfig<MasterRow> = {
  title: "Supplier Master",
  dialogTitle: "Supplier",
  idField: "SupplierId",
  queryKey: "suppliers",
  paging: "server",
  schema: supplierRequest,
  columns: [
    { title: "Supplier Name", dataIndex: "SupplierName", sorter: true },
    { title: "Supplier Code", dataIndex: "SupplierCode", sorter: true },
    { title: "Firm Name", dataIndex: "FirmName", sorter: true },
    { title: "Shipping Address", dataIndex: "ShippingAddress" },
    { title: "Mob No.", dataIndex: "MobNo" },
    { title: "Email", dataIndex: "Email" },
  ],
  fields: [
    { name: "SupplierName", label: "Supplier Name" },
    { name: "SupplierCode", label: "Supplier Code" },
    { name: "FirmName", label: "Firm Name" },
    { name: "MobNo", label: "Mob No." },
    { name: "Email", label: "Email" },
    { name: "ShippingAddress", label: "Shipping Address", input: () => <Input.TextArea rows={2} /> },
  ],
  ...masterCalls({
    controller: "Supplier",
    idField: "SupplierId",
    list: { method: "POST", action: "GetSuppliers" },
    create: "CreateSupplier",
    update: "UpdateSupplier",
  }),
};

export default function SupplierMaster() {
  return <MasterTable config={config} />;
}
