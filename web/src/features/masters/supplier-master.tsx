import { masterCalls } from "@wms/domain";
import { Input } from "antd";
import { type MasterConfig, MasterTable } from "../../components/master-table";

const config: MasterConfig<typeof masterCalls.supplier> = {
  calls: masterCalls.supplier,
  title: "Supplier Master",
  dialogTitle: "Supplier",
  idField: "SupplierId",
  history: { entity: "Supplier", title: (row) => row.SupplierCode },
  paging: "server",
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
};

export default function SupplierMaster() {
  return <MasterTable config={config} />;
}
