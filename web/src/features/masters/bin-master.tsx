import { masterCalls, stockTransferText } from "@wms/domain";
import { Tag } from "antd";
import { type MasterConfig, MasterTable } from "../../components/master-table";
import { BinAddressInput } from "./bin-address-input";
import { dimensionFields } from "./volume-display";

const config: MasterConfig<typeof masterCalls.bin> = {
  calls: masterCalls.bin,
  title: "Bin Master",
  addLabel: "Add Bin",
  dialogTitle: "Bin",
  idField: "BinId",
  history: { entity: "Bin", title: (row) => row.ColAddress },
  paging: "server",
  columns: [
    { title: "Row Name", dataIndex: "RowName", sorter: true },
    { title: "Row No", dataIndex: "RowNo", sorter: true },
    { title: "Col No", dataIndex: "ColNo", sorter: true },
    { title: "Col Address", dataIndex: "ColAddress", sorter: true },
    {
      title: "Bin Status",
      dataIndex: "ColStatus",
      sorter: true,
      render: (full: boolean) => (full ? <Tag color="red">Full</Tag> : <Tag color="green">Empty</Tag>),
    },
  ],
  fields: [
    { name: "RowName", label: "Row Name" },
    { name: "RowNo", label: "Row Number" },
    { name: "ColNo", label: "Column Number" },
    { name: "ColAddress", label: "Col Address", input: (form) => <BinAddressInput form={form} /> },
    ...dimensionFields,
  ],
  selection: {
    actionLabel: stockTransferText.binLabelsButton,
    noneSelected: stockTransferText.selectBinsToPrint,
    // the PDF and QR libraries load when labels are printed, not with the screen
    onAction: async (rows) =>
      (await import("../../components/slip-pdf")).printBinLabels(rows.map((r) => r.ColAddress)),
  },
};

export default function BinMaster() {
  return <MasterTable config={config} />;
}
