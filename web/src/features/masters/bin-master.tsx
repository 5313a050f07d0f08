import { masterCalls, printingCalls, stockTransferText } from "@wms/domain";
import { Space, Tag } from "antd";
import { useMemo, useRef } from "react";
import { type MasterConfig, MasterTable } from "../../components/master-table";
import { browserPdf, PrinterChoice, useDevicePrinter } from "../../components/printer-choice";
import { call } from "../../platform/api/client";
import { BinAddressInput } from "./bin-address-input";
import { dimensionFields } from "./volume-display";

const config: Omit<MasterConfig<typeof masterCalls.bin>, "selection"> = {
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
};

/** Bin labels of the chosen bins: to the device's ZPL printer from the server, or as a PDF in the browser. */
async function printLabels(printerId: number, addresses: string[]) {
  if (printerId !== browserPdf) {
    await call(
      printingCalls.printBinLabels,
      { PrinterId: printerId, ColAddresses: addresses },
      { notify: "all" },
    );
    return;
  }
  // the PDF and QR libraries load when labels are printed, not with the screen
  (await import("../../components/slip-pdf")).printBinLabels(addresses);
}

export default function BinMaster() {
  const device = useDevicePrinter();
  const printer = useRef(device.printerId);
  printer.current = device.printerId;
  // one config for the table's life: the printer is read when Print is pressed
  const withPrint = useMemo<MasterConfig<typeof masterCalls.bin>>(
    () => ({
      ...config,
      selection: {
        actionLabel: stockTransferText.binLabelsButton,
        noneSelected: stockTransferText.selectBinsToPrint,
        onAction: (rows) =>
          printLabels(
            printer.current,
            rows.map((r) => r.ColAddress),
          ),
      },
    }),
    [],
  );
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <PrinterChoice device={device} />
      </Space>
      <MasterTable config={withPrint} />
    </>
  );
}
