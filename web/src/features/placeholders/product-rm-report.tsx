import { StaticScreen } from "./static-screen";

export default function ProductRmReport() {
  return (
    <StaticScreen
      columns={[
        { title: "Product Code", key: "ProductCode" },
        { title: "RM Code", key: "RmCode" },
        { title: "Qty per Unit", key: "Qty" },
        { title: "UOM", key: "Uom" },
      ]}
      rows={[
        { ProductCode: "FG-CHAIR-01", RmCode: "INT-FRAME-01", Qty: 1, Uom: "NOS" },
        { ProductCode: "FG-CHAIR-01", RmCode: "INT-SEAT-01", Qty: 1, Uom: "NOS" },
        { ProductCode: "INT-FRAME-01", RmCode: "RM-STEEL-01", Qty: 4, Uom: "MTR" },
        { ProductCode: "INT-SEAT-01", RmCode: "RM-FABRIC-01", Qty: 1.5, Uom: "MTR" },
      ]}
    />
  );
}
