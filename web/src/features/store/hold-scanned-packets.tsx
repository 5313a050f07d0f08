import { LightButton } from "../../components/light-blocks";
import {
  isLivePacket,
  LightPacketLink,
  LightPacketStatusTag,
  reprintSlip,
} from "../../components/light-packet";
import { LinesTable } from "../../components/lines-table";
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
      <LinesTable<ScannedPacket>
        rowKey="QRCode"
        dataSource={scanned}
        rowClassName={(p) => (p.QRCode === refusedCode ? "lines-table-refused" : "")}
        columns={[
          {
            title: "QR Code",
            dataIndex: "QRCode",
            render: (code: string) => <LightPacketLink qrCode={code} onOpen={onHistory} />,
          },
          { title: "Product", dataIndex: "ProductCode" },
          { title: "Qty", dataIndex: "Qty", render: (v: number) => v.toFixed(3) },
          {
            title: "Status",
            dataIndex: "Status",
            render: (_, p: ScannedPacket) => (
              <LightPacketStatusTag status={p.Status} holdReason={p.HoldReason} />
            ),
          },
          { title: "Bin", dataIndex: "ColAddress", render: (v: string | null) => v ?? "-" },
          {
            title: "",
            key: "actions",
            render: (_, p: ScannedPacket) => (
              <span className="hold-packet-actions">
                {isLivePacket(p.Status) ? (
                  <LightButton size="small" onClick={() => void reprintSlip(p)}>
                    Print slip
                  </LightButton>
                ) : null}
                <LightButton
                  size="small"
                  aria-label={`Remove ${p.QRCode}`}
                  onClick={() => onRemove(p.QRCode)}
                >
                  Remove
                </LightButton>
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
