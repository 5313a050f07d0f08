import { masterCalls } from "@wms/domain";
import { Input } from "antd";
import { type MasterConfig, MasterTable } from "../../components/master-table";

const config: MasterConfig<typeof masterCalls.customer> = {
  calls: masterCalls.customer,
  title: "Customer Master",
  addLabel: "Add Customer",
  dialogTitle: "Customer",
  idField: "CustomerId",
  history: { entity: "Customer", title: (row) => row.CustomerCode },
  paging: "server",
  export: {
    file: "Customers",
    columns: [
      { title: "Customer Code", cell: (r) => r.CustomerCode },
      { title: "Customer Name", cell: (r) => r.CustomerName },
      { title: "Address", cell: (r) => r.Address },
      { title: "GST Number", cell: (r) => r.GSTNumber },
      { title: "Contact Person", cell: (r) => r.ContactPerson },
      { title: "Mobile No", cell: (r) => r.MobileNo },
      { title: "Email", cell: (r) => r.Email },
      { title: "Active", cell: (r) => (r.IsActive ? "Yes" : "No") },
    ],
  },
  columns: [
    { title: "Customer Code", dataIndex: "CustomerCode", sorter: true },
    { title: "Customer Name", dataIndex: "CustomerName", sorter: true },
    { title: "GST Number", dataIndex: "GSTNumber", sorter: true },
    { title: "Address", dataIndex: "Address" },
    { title: "Contact", dataIndex: "ContactPerson", sorter: true },
    { title: "Mobile No", dataIndex: "MobileNo" },
    { title: "Email", dataIndex: "Email" },
  ],
  fields: [
    { name: "CustomerCode", label: "Customer Code" },
    { name: "CustomerName", label: "Customer Name" },
    { name: "Address", label: "Address", input: () => <Input.TextArea rows={2} /> },
    { name: "GSTNumber", label: "GST Number", required: false },
    { name: "ContactPerson", label: "Contact Person", required: false },
    { name: "MobileNo", label: "Mobile No", required: false },
    { name: "Email", label: "Email", required: false },
  ],
};

export default function CustomerMaster() {
  return <MasterTable config={config} />;
}
