import { formatDisplayDate, productionMessages as m, productionText } from "@wms/domain";
import { Input, Modal, Table, Tag } from "antd";
import { useEffect, useState } from "react";
import { PacketHistoryDialog, PacketLink, PacketStatusTag } from "../../components/packet-history-dialog";
import { type ProductLocation, useProductBinLocation } from "./issue-api";

/** Product Location dialog: where the packets of a product lie, oldest inward first; loaded when first opened (`lazy`). */
export default function ProductLocationDialog({
  productCode,
  onClose,
}: {
  productCode: string | null;
  onClose: () => void;
}) {
  const [code, setCode] = useState(productCode ?? "");
  useEffect(() => setCode(productCode ?? ""), [productCode]);
  const locations = useProductBinLocation(productCode === null ? null : code.trim() || null);
  const [packet, setPacket] = useState<string | null>(null);
  return (
    <Modal
      title={productionText.productLocationTitle}
      open={productCode !== null}
      onCancel={onClose}
      footer={null}
      width="50vw"
    >
      <Input
        aria-label="Product Code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<ProductLocation>
        rowKey="QRCode"
        size="small"
        loading={locations.isLoading}
        dataSource={locations.data ?? []}
        pagination={{ defaultPageSize: 10, pageSizeOptions: [10, 20, 50] }}
        locale={{ emptyText: m.noData }}
        columns={[
          { title: "Product Code", dataIndex: "ProductCode" },
          { title: "Quantity", dataIndex: "QTY" },
          {
            title: "QR Code",
            dataIndex: "QRCode",
            render: (qr: string, row) => (
              <>
                <PacketLink qrCode={qr} onOpen={setPacket} />
                {row.Suggested && <Tag color="green">{productionText.fifoSuggested}</Tag>}
              </>
            ),
          },
          {
            title: "Status",
            dataIndex: "Status",
            render: (_: unknown, row) => <PacketStatusTag status={row.Status} holdReason={row.HoldReason} />,
          },
          { title: "Bin Location", dataIndex: "ColAddress" },
          {
            title: "Bin Inward Date",
            dataIndex: "CreatedDate",
            render: (v: string | null) => formatDisplayDate(v),
          },
        ]}
      />
      <PacketHistoryDialog qrCode={packet} onClose={() => setPacket(null)} />
    </Modal>
  );
}
