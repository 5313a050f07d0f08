import { StaticScreen } from "./static-screen";

export default function IssueReport() {
  return (
    <StaticScreen
      columns={[
        { title: "Requisition No", key: "RequisitionNo" },
        { title: "Product Code", key: "ProductCode" },
        { title: "Issued Qty", key: "Qty" },
        { title: "Issue Date", key: "Date" },
      ]}
      rows={[
        { RequisitionNo: "REQ-0001", ProductCode: "RM-STEEL-01", Qty: 40, Date: "10 Jan 2022" },
        { RequisitionNo: "REQ-0001", ProductCode: "RM-SCREW-01", Qty: 200, Date: "10 Jan 2022" },
        { RequisitionNo: "REQ-0002", ProductCode: "RM-FABRIC-01", Qty: 15, Date: "11 Jan 2022" },
      ]}
    />
  );
}
