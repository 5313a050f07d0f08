import { StaticScreen } from "./static-screen";

export default function ShiftOperatorMapping() {
  return (
    <StaticScreen
      columns={[
        { title: "Shift", key: "Shift" },
        { title: "Operator", key: "Operator" },
        { title: "From Date", key: "FromDate" },
        { title: "To Date", key: "ToDate" },
      ]}
      rows={[
        { Shift: "A", Operator: "Line Operator", FromDate: "1 Jan 2022", ToDate: "31 Jan 2022" },
        { Shift: "B", Operator: "Ramesh Patil", FromDate: "1 Jan 2022", ToDate: "31 Jan 2022" },
        { Shift: "General", Operator: "Sunita Kale", FromDate: "1 Jan 2022", ToDate: "31 Jan 2022" },
      ]}
    />
  );
}
