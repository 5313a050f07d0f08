import { shiftNames, shiftRequest } from "@wms/domain";
import { Select } from "antd";
import { type MasterConfig, type MasterRow, MasterTable } from "../../components/master-table";
import { masterCalls } from "./api";
import { TimeInput } from "./time-input";

const config: MasterConfig<MasterRow> = {
  title: "Shift Master",
  dialogTitle: "Shift",
  idField: "ShiftId",
  queryKey: "shifts",
  paging: "server",
  schema: shiftRequest,
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
  ...masterCalls({
    controller: "Shift",
    idField: "ShiftId",
    list: { method: "POST", action: "GetShifts" },
    create: "CreateShift",
    update: "UpdateShift",
  }),
};

export default function ShiftMaster() {
  return <MasterTable config={config} />;
}
