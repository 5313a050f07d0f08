import { Button, Modal } from "antd";
import { DataGrid } from "./data-grid";
import { printSlips } from "./slip-pdf";

/** A packet a transaction made (split off at issue, or given back by a return). */
export interface NewPacket {
  QRCode: string;
  ProductCode: string;
  Qty: number;
}

const print = (packets: NewPacket[]) =>
  printSlips(packets.map((p) => ({ QRData: p.QRCode, ProductCode: p.ProductCode, Qty: p.Qty })));

/** New packets' codes, each slip to print (one by one or all): broken QR codes, returned packets. */
export function PacketSlipList({
  title,
  packets,
  onClose,
}: {
  title: string;
  packets: NewPacket[];
  onClose: () => void;
}) {
  return (
    <Modal
      title={title}
      open={packets.length > 0}
      onCancel={onClose}
      width="50vw"
      footer={
        <Button type="primary" onClick={() => print(packets)}>
          Print All
        </Button>
      }
    >
      <DataGrid<NewPacket>
        rowKey="QRCode"
        searchable={false}
        paged={false}
        dataSource={packets}
        columns={[
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "QR Code", dataIndex: "QRCode" },
          { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
          {
            title: "Print",
            key: "print",
            render: (_, row) => (
              <Button size="small" onClick={() => print([row])}>
                Print
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
