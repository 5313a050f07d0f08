import { inboundText as text } from "@wms/domain";
import { Modal, Table } from "antd";
import type { PacketRow } from "./api";

/** The packets the server says were put away already, named with their bins; loaded when first shown (`lazy`). */
export default function AlreadySubmittedDialog({
  packets,
  onClose,
}: {
  packets: PacketRow[];
  onClose(): void;
}) {
  return (
    <Modal
      title={text.alreadySubmittedTitle}
      open={packets.length > 0}
      onCancel={onClose}
      footer={null}
      width="50vw"
    >
      <Table<PacketRow>
        rowKey="QRCode"
        size="small"
        dataSource={packets}
        pagination={false}
        columns={[
          { title: "QR Code", dataIndex: "QRCode" },
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "Qty", dataIndex: "Qty" },
          { title: "Supplier Code", dataIndex: "SupplierCode" },
          { title: "Bin Location", dataIndex: "ColAddress" },
        ]}
      />
    </Modal>
  );
}
