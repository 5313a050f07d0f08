import { LightButton } from "./light-blocks";
import { DeleteIcon } from "./light-icons";
import type { LineColumn } from "./lines-table";

/** A scanned list's last column: a bin icon that takes one packet off the list, named for a screen reader. */
export function removePacketColumn<T extends { QRCode: string }>(
  onRemove: (qrCode: string) => void,
): LineColumn<T> {
  return {
    title: "",
    key: "remove",
    width: 40,
    render: (_, p) => (
      <LightButton
        variant="text"
        danger
        size="small"
        icon={<DeleteIcon />}
        aria-label={`Remove ${p.QRCode}`}
        onClick={() => onRemove(p.QRCode)}
      />
    ),
  };
}
