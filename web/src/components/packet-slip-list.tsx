import type { MadePacket } from "@wms/domain";
import { Button, Modal } from "antd";
import { DataGrid } from "./data-grid";
import { printSlips } from "./slip-pdf";

/** Prints the packets' slips (the one slip PDF). */
export const printPacketSlips = (packets: MadePacket[]) =>
  printSlips(
    packets.map((p) => ({ QRData: p.QRCode, ProductCode: p.ProductCode, Qty: p.Qty, Rejected: p.Rejected })),
  );

/** New packets, each with its slip to print. */
export function PacketSlipTable({ packets, emptyText }: { packets: MadePacket[]; emptyText?: string }) {
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
            <Button size="small" onClick={() => printPacketSlips([row])}>
              Print
            </Button>
          ),
        },
      ]}
    />
  );
}

/** New packets' codes in a dialog, each slip to print (one by one or all): broken QR codes, returned packets. */
export function PacketSlipList({
  title,
  packets,
  onClose,
}: {
  title: string;
  packets: MadePacket[];
  onClose: () => void;
}) {
  return (
    <Modal
      title={title}
      open={packets.length > 0}
      onCancel={onClose}
      width="50vw"
      footer={
        <Button type="primary" onClick={() => printPacketSlips(packets)}>
          Print All
        </Button>
      }
    >
      <PacketSlipTable packets={packets} />
    </Modal>
  );
}
