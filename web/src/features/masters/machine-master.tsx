import { masterCalls } from "@wms/domain";
import { type MasterConfig, MasterTable } from "../../components/master-table";

const config: MasterConfig<typeof masterCalls.machine> = {
  calls: masterCalls.machine,
  title: "Machine Master",
  dialogTitle: "Machine",
  idField: "MachineId",
  history: { entity: "Machine", title: (row) => row.MachineName },
  paging: "client",
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
};

export default function MachineMaster() {
  return <MasterTable config={config} />;
}
