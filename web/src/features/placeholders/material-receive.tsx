import { StaticScreen } from "./static-screen";

export default function MaterialReceive() {
  return (
    <StaticScreen
      columns={[
        { title: "MRN No", key: "MrnNo" },
        { title: "PO Number", key: "PoNumber" },
        { title: "Supplier", key: "Supplier" },
        { title: "Product Code", key: "ProductCode" },
        { title: "Received Qty", key: "Qty" },
        { title: "Date", key: "Date" },
      ]}
      rows={[
        {
          MrnNo: 1001,
          PoNumber: "PO-2022-014",
          Supplier: "Ravi Steel",
          ProductCode: "RM-STEEL-01",
          Qty: 120,
          Date: "4 Jan 2022",
        },
        {
          MrnNo: 1002,
          PoNumber: "PO-2022-015",
          Supplier: "Meera Textiles",
          ProductCode: "RM-FABRIC-01",
          Qty: 80,
          Date: "5 Jan 2022",
        },
        {
          MrnNo: 1003,
          PoNumber: "PO-2022-016",
          Supplier: "Comfort Foam",
          ProductCode: "RM-FOAM-01",
          Qty: 60,
          Date: "6 Jan 2022",
        },
      ]}
    />
  );
}
