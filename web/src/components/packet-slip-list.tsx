import { type MadePacket, printingCalls } from "@wms/domain";
import { Button, Modal, Space } from "antd";
import { call } from "../api/client";
import { DataGrid } from "./data-grid";
import { type LabelPrintJob, useLabelPrint } from "./label-print";
import { PrinterChoice } from "./printer-choice";
import { printSlips } from "./slip-pdf";

/** Prints the packets' slips (the one slip PDF). */
export const printPacketSlips = (packets: MadePacket[]) =>
  printSlips(
    packets.map((p) => ({ QRData: p.QRCode, ProductCode: p.ProductCode, Qty: p.Qty, Rejected: p.Rejected })),
  );

/** FG packets' labels as PDF: what the server says they show (job, serials, day, the QR's text under the setting). */
async function printFgLabelsPdf(packets: MadePacket[]) {
  const answer = await call(printingCalls.getFgPacketLabels, { QRCodes: packets.map((p) => p.QRCode) });
  if (answer.ResponseCode !== "200") return;
  // the PDF and QR libraries load when labels are printed, not with the screen
  (await import("./label-pdf")).printFgPacketLabels(answer.ResponseData);
}

/** The packets' labels, to a ZPL printer (the server picks an FG packet's label) or as PDF. */
export const packetLabelsJob = (packets: MadePacket[], fg: boolean): LabelPrintJob => ({
  toPrinter: (PrinterId, Reason) =>
    call(
      printingCalls.printPacketSlips,
      { PrinterId, QRCodes: packets.map((p) => p.QRCode), Reason },
      { notify: "none" },
    ),
  toPdf: () => (fg ? printFgLabelsPdf(packets) : printPacketSlips(packets)),
});

/** New packets, each with its slip to print. */
export function PacketSlipTable({
  packets,
  emptyText,
  onPrint = printPacketSlips,
}: {
  packets: MadePacket[];
  emptyText?: string;
  onPrint?: (packets: MadePacket[]) => void;
}) {
  return (
    <DataGrid<MadePacket>
      rowKey="QRCode"
      searchable={false}
      paged={false}
      dataSource={packets}
      emptyText={emptyText}
      columns={[
        { title: "Product Code", dataIndex: "ProductCode" },
        { title: "QR Code", dataIndex: "QRCode" },
        { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
        {
          title: "Print",
          key: "print",
          render: (_, row) => (
            <Button size="small" onClick={() => onPrint([row])}>
              Print
            </Button>
          ),
        },
      ]}
    />
  );
}

/**
 * New packets' codes in a dialog, each label to print (one by one or all) to the device's printer (a handheld's
 * station printer once chosen) or as PDF: broken QR codes, returned packets, FG packets (`fg`: their FG labels).
 */
export function PacketSlipList({
  title,
  packets,
  onClose,
  fg = false,
}: {
  title: string;
  packets: MadePacket[];
  onClose: () => void;
  fg?: boolean;
}) {
  const labels = useLabelPrint();
  const print = (rows: MadePacket[]) => void labels.print(packetLabelsJob(rows, fg));
  return (
    <Modal
      title={title}
      open={packets.length > 0}
      onCancel={onClose}
      width="50vw"
      footer={
        <Space wrap>
          <PrinterChoice device={labels.device} />
          <Button type="primary" loading={labels.busy} onClick={() => print(packets)}>
            Print All
          </Button>
        </Space>
      }
    >
      <PacketSlipTable packets={packets} onPrint={print} />
      {labels.reasonDialog}
    </Modal>
  );
}
