import { Button, Table } from "antd";
import { printSlips } from "./slip-pdf";

/** A packet a stock command just made (broken QR code, production receipt): its slip's fields. */
export interface NewPacket {
  QRCode: string;
  ProductCode: string;
  Qty: number;
}

/** Prints the packets' slips (the one slip PDF). */
export const printPacketSlips = (packets: NewPacket[]) =>
  printSlips(packets.map((p) => ({ QRData: p.QRCode, ProductCode: p.ProductCode, Qty: p.Qty })));

/** New packets, each with its slip to print. */
export function PacketSlipTable({ packets, emptyText }: { packets: NewPacket[]; emptyText: string }) {
  return (
    <Table<NewPacket>
      rowKey="QRCode"
      size="small"
      dataSource={packets}
      pagination={false}
      locale={{ emptyText }}
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
