import { type HoldReason, onHandStatuses, type PacketStatus, packetStatusText } from "@wms/domain";
import { LightLink, LightTag, type TagColor } from "./light-blocks";

/** A packet's state's colour, the same in the history dialog and the scan screens' lists. */
export const statusColours: Partial<Record<PacketStatus, TagColor>> = {
  Packed: "blue",
  InBin: "green",
  OnHold: "orange",
  Rejected: "red",
};

/** A packet's state as a tag, a held packet's with its reason: "On hold (Damaged)"; drawn without Ant Design. */
export function LightPacketStatusTag({
  status,
  holdReason,
}: {
  status: PacketStatus;
  holdReason: HoldReason | null;
}) {
  const text = packetStatusText[status];
  return <LightTag color={statusColours[status]}>{holdReason ? `${text} (${holdReason})` : text}</LightTag>;
}

/** A packet's code as a link that opens its history. */
export function LightPacketLink({ qrCode, onOpen }: { qrCode: string; onOpen: (qrCode: string) => void }) {
  return <LightLink onClick={() => onOpen(qrCode)}>{qrCode}</LightLink>;
}

/** Whether a packet is in stock, so its label may be printed again. */
export const isLivePacket = (status: PacketStatus) =>
  (onHandStatuses as readonly PacketStatus[]).includes(status);

/** Prints a packet's slip again: the same PDF as when it was made (a reject's marked so); the PDF code loads then. */
export const reprintSlip = async (p: {
  QRCode: string;
  ProductCode: string;
  Qty: number;
  Status: PacketStatus;
}) => {
  const { printSlips } = await import("./slip-pdf");
  return printSlips([
    { QRData: p.QRCode, ProductCode: p.ProductCode, Qty: p.Qty, Rejected: p.Status === "Rejected" },
  ]);
};
