import { StaticScreen } from "./static-screen";

export default function ComponentIssue() {
  return (
    <StaticScreen
      columns={[
        { title: "Intermediate Code", key: "IntermediateCode" },
        { title: "RM Code", key: "RmCode" },
        { title: "Required Qty", key: "Required" },
        { title: "Issued Qty", key: "Issued" },
      ]}
      rows={[
        { IntermediateCode: "INT-FRAME-01", RmCode: "RM-STEEL-01", Required: 40, Issued: 40 },
        { IntermediateCode: "INT-SEAT-01", RmCode: "RM-FOAM-01", Required: 10, Issued: 6 },
      ]}
    />
  );
}
