import { StaticScreen } from "./static-screen";

export default function OperatorMachineMapping() {
  return (
    <StaticScreen
      columns={[
        { title: "Operator", key: "Operator" },
        { title: "Machine Code", key: "MachineCode" },
        { title: "Machine Name", key: "MachineName" },
      ]}
      rows={[
        { Operator: "Line Operator", MachineCode: "MC-BEND-01", MachineName: "Tube Bending Machine" },
        { Operator: "Ramesh Patil", MachineCode: "MC-WELD-01", MachineName: "MIG Welding Station" },
      ]}
    />
  );
}
