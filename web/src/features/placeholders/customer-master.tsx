import { shellText } from "@wms/domain";
import { StaticScreen } from "./static-screen";

export default function CustomerMaster() {
  return (
    <StaticScreen
      title="Customer Master"
      emptyText={shellText.noCustomersFound}
      columns={[
        { title: "Customer Name", key: "CustomerName" },
        { title: "Customer Code", key: "CustomerCode" },
        { title: "Mobile No", key: "MobileNo" },
        { title: "Email", key: "Email" },
      ]}
      rows={[
        {
          CustomerName: "Shree Auto Components",
          CustomerCode: "CUST-001",
          MobileNo: "9876543210",
          Email: "purchase@shreeauto.example",
        },
        {
          CustomerName: "Deccan Engineering Works",
          CustomerCode: "CUST-002",
          MobileNo: "9123456780",
          Email: "orders@deccaneng.example",
        },
        {
          CustomerName: "Patil Fabricators",
          CustomerCode: "CUST-003",
          MobileNo: "8899776655",
          Email: "stores@patilfab.example",
        },
      ]}
    />
  );
}
