import { masterCalls } from "@wms/domain";
import { type MasterConfig, MasterTable } from "../../components/master-table";
import { dimensionFields } from "./volume-display";

// The spec's screen saves an edit through CreateCarton too (a CartonId above 0 updates).
const calls = { ...masterCalls.carton, update: masterCalls.carton.create };

const config: MasterConfig<typeof calls> = {
  calls,
  title: "Carton Size Master",
  addLabel: "Add Carton",
  dialogTitle: "Carton",
  idField: "CartonId",
  history: { entity: "Carton", title: (row) => row.CartonName },
  paging: "server",
  columns: [
    { title: "Height", dataIndex: "Height", sorter: true },
    { title: "Width", dataIndex: "Width", sorter: true },
    { title: "Length", dataIndex: "Length", sorter: true },
    { title: "Carton Name", dataIndex: "CartonName", sorter: true },
  ],
  fields: [{ name: "CartonName", label: "Carton Name" }, ...dimensionFields],
};

export default function CartonSizeMaster() {
  return <MasterTable config={config} />;
}
