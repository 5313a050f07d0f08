import { masterCalls, mastersMessages, printerDpis, printerKinds } from "@wms/domain";
import { Input, Select } from "antd";
import { type MasterConfig, MasterTable } from "../../components/master-table";

const config: MasterConfig<typeof masterCalls.printer> = {
  calls: masterCalls.printer,
  title: "Printer Master",
  addLabel: "Add Printer",
  dialogTitle: "Printer",
  idField: "PrinterId",
  history: { entity: "Printer", title: (row) => row.PrinterName },
  paging: "server",
  columns: [
    { title: "Printer Name", dataIndex: "PrinterName", sorter: true },
    { title: "Kind", dataIndex: "Kind", sorter: true },
    { title: "Host", dataIndex: "Host" },
    { title: "Port", dataIndex: "Port" },
    {
      title: "Label (mm)",
      dataIndex: "LabelWidthMm",
      render: (_, row) => `${row.LabelWidthMm} x ${row.LabelHeightMm}`,
    },
    { title: "DPI", dataIndex: "Dpi" },
    { title: "Warehouse / Station", dataIndex: "Station", sorter: true },
  ],
  fields: [
    { name: "PrinterName", label: "Printer Name" },
    {
      name: "Kind",
      label: "Kind",
      input: () => (
        <Select
          placeholder="Select"
          options={printerKinds.map((k) => ({
            value: k,
            label: k === "ZPL" ? "ZPL (thermal, sent by the server)" : "PDF (printed from the browser)",
          }))}
        />
      ),
    },
    {
      name: "Host",
      label: "Host (ZPL)",
      required: false,
      input: () => <Input placeholder="192.168.1.50 or zebra-dock-1" />,
      rules: () => [
        ({ getFieldValue }) => ({
          validator: async (_rule, value: string | undefined) => {
            if (getFieldValue("Kind") === "ZPL" && !value?.trim())
              throw new Error(mastersMessages.printerHostRequired);
          },
        }),
      ],
    },
    {
      name: "Port",
      label: "Port",
      required: false,
      input: () => <Input placeholder="9100" inputMode="numeric" />,
    },
    { name: "LabelWidthMm", label: "Label Width (mm)", input: () => <Input inputMode="numeric" /> },
    { name: "LabelHeightMm", label: "Label Height (mm)", input: () => <Input inputMode="numeric" /> },
    {
      name: "Dpi",
      label: "Resolution (dpi)",
      input: () => (
        <Select placeholder="Select" options={printerDpis.map((d) => ({ value: d, label: `${d} dpi` }))} />
      ),
    },
    { name: "Station", label: "Warehouse / Station" },
  ],
};

export default function PrinterMaster() {
  return <MasterTable config={config} />;
}
