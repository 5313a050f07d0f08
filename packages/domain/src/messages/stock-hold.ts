import type { PacketStatus } from "../stock.js";

/** Hold & Scrap: holding, releasing and scrapping packets, and disposing of quality-check rejects. */
export const stockHoldMessages = {
  scanPackets: "Please scan at least one packet.",
  chooseReason: "Please choose a reason.",
  held: "Packets put on hold.",
  released: "Packets released from hold.",
  scrapped: "Packets scrapped.",
  accepted: "Rejected packets accepted: put them away.",
  returnedToSupplier: "Rejected packets returned to the supplier.",
} as const;

/** Hold & Scrap screen words. */
export const stockHoldText = {
  confirm: {
    hold: "Put these packets on hold? They stay in their bin and cannot be issued.",
    release: "Release these packets from hold? They go back to their bin, or to put away.",
    scrap: "Scrap these packets? They leave their bin and stock for good.",
    accept: "Accept these rejected packets? They become Packed, to put away.",
    return: "Return these rejected packets to their supplier? They leave stock.",
  },
  rejectedSlipMark: "REJECTED",
  nothingSelected: "Scan or tick the packets to act on first.",
  alreadyScanned: "This packet is scanned already.",
  scanLabel: "Scan Packet QR Code",
  reasonLabel: "Reason",
  remarkLabel: "Remark",
  actionLabels: {
    hold: "Hold",
    release: "Release",
    scrap: "Scrap",
    accept: "Accept",
    return: "Return to supplier",
  },
} as const;

/** A packet's state as a store person says it. */
export const packetStatusText = {
  Packed: "Packed",
  InBin: "In bin",
  Issued: "Issued",
  OnHold: "On hold",
  Rejected: "Rejected",
  Scrapped: "Scrapped",
  ReturnedToSupplier: "Returned to supplier",
} as const satisfies Record<PacketStatus, string>;
