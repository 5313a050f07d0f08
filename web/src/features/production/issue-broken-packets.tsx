import { productionMessages as m, productionText } from "@wms/domain";
import { Button, Modal, Table } from "antd";
import { printSlips } from "../../components/slip-pdf";
import type { BrokenPacket } from "./issue-api";

const reprint = (packets: BrokenPacket[]) =>
  printSlips(packets.map((p) => ({ QRData: p.QRCode, ProductCode: p.ProductCode, Qty: p.Qty })));

/** Broken QR codes of an issue: the packets split off and left in their bins, each slip to reprint. */
export function BrokenPacketList({ packets, onClose }: { packets: BrokenPacket[]; onClose: () => void }) {
  return (
    <Modal
      title={productionText.brokenQrTitle}
      open={packets.length > 0}
      onCancel={onClose}
      width="50vw"
      footer={
        <Button type="primary" onClick={() => reprint(packets)}>
          Print All
        </Button>
      }
    >
      <Table<BrokenPacket>
        rowKey="QRCode"
        size="small"
        dataSource={packets}
        pagination={false}
        locale={{ emptyText: m.noData }}
        columns={[
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "QR Code", dataIndex: "QRCode" },
          { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
          {
            title: "Print",
            key: "print",
            render: (_, row) => (
              <Button size="small" onClick={() => reprint([row])}>
                Print
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
