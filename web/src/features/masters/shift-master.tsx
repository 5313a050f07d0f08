import { masterCalls, shiftNames } from "@wms/domain";
import { Select } from "antd";
import { type MasterConfig, MasterTable } from "../../components/master-table";
import { TimeInput } from "./time-input";

const config: MasterConfig<typeof masterCalls.shift> = {
  calls: masterCalls.shift,
  title: "Shift Master",
  dialogTitle: "Shift",
  idField: "ShiftId",
  history: { entity: "Shift", title: (row) => row.ShiftName },
  paging: "server",
  columns: [
    { title: "Shift Name", dataIndex: "ShiftName", sorter: true },
    { title: "Start Time", dataIndex: "StartTime", sorter: true },
    { title: "End Time", dataIndex: "EndTime", sorter: true },
  ],
  fields: [
    {
      name: "ShiftName",
      label: "Shift Name",
      input: () => <Select placeholder="Select" options={shiftNames.map((n) => ({ value: n, label: n }))} />,
    },
    { name: "StartTime", label: "Start Time", input: () => <TimeInput /> },
    { name: "EndTime", label: "End Time", input: () => <TimeInput /> },
  ],
};

export default function ShiftMaster() {
  return <MasterTable config={config} />;
}
