import type { MadePacket } from "@wms/domain";
import { Button } from "antd";
import { DataGrid } from "./data-grid";
import { printPacketSlips } from "./slip-pdf";

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
