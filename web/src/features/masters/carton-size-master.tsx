import { cartonRequest } from "@wms/domain";
import { type MasterConfig, type MasterRow, MasterTable } from "../../components/master-table";
import { masterCalls } from "./api";
import { dimensionFields } from "./volume-display";

const config: MasterConfig<MasterRow> = {
  title: "Carton Size Master",
  addLabel: "Add Carton",
  dialogTitle: "Carton",
  idField: "CartonId",
  queryKey: "cartons",
  paging: "server",
  schema: cartonRequest,
  twoWaySwitch: true,
  columns: [
    { title: "Height", dataIndex: "Height", sorter: true },
    { title: "Width", dataIndex: "Width", sorter: true },
    { title: "Length", dataIndex: "Length", sorter: true },
    { title: "Carton Name", dataIndex: "CartonName", sorter: true },
  ],
  fields: [{ name: "CartonName", label: "Carton Name" }, ...dimensionFields],
  ...masterCalls({
    controller: "CartonMaster",
    idField: "CartonId",
    list: { method: "POST", action: "getCartons" },
    create: "CreateCarton",
    update: "CreateCarton",
    twoWay: true,
  }),
};

export default function CartonSizeMaster() {
  return <MasterTable config={config} />;
}
