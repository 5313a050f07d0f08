import { Modal } from "antd";
import { useState } from "react";
import { DataGrid } from "../../components/data-grid";
import { PacketHistoryDialog, PacketLink, PacketStatusTag } from "../../components/packet-history-dialog";
import { type BinPacket, useBinPackets } from "./api";

const byText = (k: keyof BinPacket) => (a: BinPacket, b: BinPacket) =>
  String(a[k]).localeCompare(String(b[k]));

/** Bin Data List: the packets lying in one bin (10 rows; 10/20/50; sortable). */
export function BinDataDialog({ colAddress, onClose }: { colAddress: string; onClose: () => void }) {
  const { data = [], isFetching } = useBinPackets(colAddress);
  const [packet, setPacket] = useState<string | null>(null);
  return (
    <Modal open width="80vw" title={`Bin Data List: ${colAddress}`} onCancel={onClose} footer={null}>
      <DataGrid<BinPacket>
        rowKey="QRCode"
        loading={isFetching}
        dataSource={data}
        columns={[
          { title: "MRN_ID", dataIndex: "MRNID", sorter: (a, b) => (a.MRNID ?? 0) - (b.MRNID ?? 0) },
          {
            title: "Packet No",
            dataIndex: "QRCode",
            sorter: byText("QRCode"),
            render: (code: string) => <PacketLink qrCode={code} onOpen={setPacket} />,
          },
          { title: "Product Code", dataIndex: "ProductCode", sorter: byText("ProductCode") },
          { title: "Supplier Code", dataIndex: "SupplierCode", sorter: byText("SupplierCode") },
          { title: "Qty", dataIndex: "Qty", sorter: (a, b) => a.Qty - b.Qty },
          {
            title: "Status",
            dataIndex: "Status",
            sorter: byText("Status"),
            render: (_, p) => <PacketStatusTag status={p.Status} holdReason={p.HoldReason} />,
          },
        ]}
      />
      <PacketHistoryDialog qrCode={packet} onClose={() => setPacket(null)} />
    </Modal>
  );
}
