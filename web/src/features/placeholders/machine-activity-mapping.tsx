import { StaticScreen } from "./static-screen";

export default function MachineActivityMapping() {
  return (
    <StaticScreen
      columns={[
        { title: "Machine Code", key: "MachineCode" },
        { title: "Machine Name", key: "MachineName" },
        { title: "Activity", key: "Activity" },
      ]}
      rows={[
        { MachineCode: "MC-BEND-01", MachineName: "Tube Bending Machine", Activity: "Tube bending" },
        { MachineCode: "MC-WELD-01", MachineName: "MIG Welding Station", Activity: "Frame welding" },
        { MachineCode: "MC-WELD-01", MachineName: "MIG Welding Station", Activity: "Bracket welding" },
      ]}
    />
  );
}
