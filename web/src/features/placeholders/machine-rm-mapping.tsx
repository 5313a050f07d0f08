import { StaticScreen } from "./static-screen";

export default function MachineRmMapping() {
  return (
    <StaticScreen
      columns={[
        { title: "Machine Code", key: "MachineCode" },
        { title: "RM Code", key: "RmCode" },
        { title: "RM Description", key: "RmDescription" },
      ]}
      rows={[
        { MachineCode: "MC-BEND-01", RmCode: "RM-STEEL-01", RmDescription: "MS steel tube 25 mm" },
        { MachineCode: "MC-WELD-01", RmCode: "RM-STEEL-02", RmDescription: "MS steel sheet 2 mm" },
      ]}
    />
  );
}
