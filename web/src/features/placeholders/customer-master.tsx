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
      rows={[]}
    />
  );
}
