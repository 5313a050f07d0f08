import { type MadePacket, printingCalls } from "@wms/domain";
import { Button, Modal, Space } from "antd";
import { call } from "../platform/api/client";
import { type LabelPrintJob, useLabelPrint } from "./label-print";
import { PacketSlipTable } from "./packet-slip-table";
import { PrinterChoice } from "./printer-choice";
import { printPacketSlips } from "./slip-pdf";

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

export interface PacketSlipListProps {
  title: string;
  packets: MadePacket[];
  onClose: () => void;
  /** FG packets: their FG labels. */
  fg?: boolean;
}

/** The new packets' dialog: Print to (the device's printer), Print All, and a Print a packet. */
export default function PacketLabelsDialog({ title, packets, onClose, fg = false }: PacketSlipListProps) {
  const labels = useLabelPrint();
  const print = (rows: MadePacket[]) => void labels.print(packetLabelsJob(rows, fg));
  return (
    <Modal
      title={title}
      open
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
