import { DeleteOutlined } from "@ant-design/icons";
import { Button } from "antd";
import type { ColumnType } from "antd/es/table";

/** A scanned list's last column: a bin icon that takes one packet off the list, named for a screen reader. */
export function removePacketColumn<T extends { QRCode: string }>(
  onRemove: (qrCode: string) => void,
): ColumnType<T> {
  return {
    title: "",
    key: "remove",
    width: 40,
    render: (_, p) => (
      <Button
        type="text"
        danger
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`Remove ${p.QRCode}`}
        onClick={() => onRemove(p.QRCode)}
      />
    ),
  };
}
