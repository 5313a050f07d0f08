import { machineRequest } from "@wms/domain";
import { type MasterConfig, type MasterRow, MasterTable } from "../../components/master-table";
import { masterCalls } from "./api";

const config: MasterConfig<MasterRow> = {
  title: "Machine Master",
  dialogTitle: "Machine",
  idField: "MachineId",
  queryKey: "machines",
  paging: "client",
  schema: machineRequest,
  columns: [
    {
      title: "Machine Code",
      dataIndex: "Warranty",
      sorter: true,
    },
    {
      title: "Machine Name",
      dataIndex: "MachineName",
      sorter: true,
    },
  ],
  fields: [
    { name: "Warranty", label: "Machine Code" },
    { name: "MachineName", label: "Machine Name" },
  ],
  ...masterCalls({
    controller: "Machine",
    idField: "MachineId",
    list: { method: "GET", action: "GetMachines" },
    create: "CreateMachine",
    update: "updateMachine",
  }),
};

export default function MachineMaster() {
  return <MasterTable config={config} />;
}
