import { Button, Space, Table } from "antd";
import {
  isLivePacket,
  PacketLink,
  PacketStatusTag,
  reprintSlip,
} from "../../components/packet-history-dialog";
import type { ScannedPacket } from "./hold-api";

/** The packets scanned to act on, the one the server refused marked; a live packet's slip prints again. */
export function HoldScannedPackets({
  scanned,
  refusedCode,
  onHistory,
  onRemove,
}: {
  scanned: ScannedPacket[];
  refusedCode: string | null;
  onHistory(code: string): void;
  onRemove(code: string): void;
}) {
  if (scanned.length === 0) return null;
  return (
    <section aria-label="Scanned packets">
      <Table<ScannedPacket>
        rowKey="QRCode"
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={scanned}
        onRow={(p) => ({ style: p.QRCode === refusedCode ? { background: "#fff1f0" } : undefined })}
        columns={[
          {
            title: "QR Code",
            dataIndex: "QRCode",
            render: (code: string) => <PacketLink qrCode={code} onOpen={onHistory} />,
          },
          { title: "Product", dataIndex: "ProductCode" },
          { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
          {
            title: "Status",
            dataIndex: "Status",
            render: (_, p) => <PacketStatusTag status={p.Status} holdReason={p.HoldReason} />,
          },
          { title: "Bin", dataIndex: "ColAddress", render: (v: string | null) => v ?? "-" },
          {
            title: "",
            key: "actions",
            render: (_, p) => (
              <Space size={4}>
                {isLivePacket(p.Status) ? (
                  <Button size="small" onClick={() => void reprintSlip(p)}>
                    Print slip
                  </Button>
                ) : null}
                <Button size="small" aria-label={`Remove ${p.QRCode}`} onClick={() => onRemove(p.QRCode)}>
                  Remove
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
