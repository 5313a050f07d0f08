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
  reworked: "Returned packets sent back to their job: map their serials again in Final Production.",
  notCustomerReturn: (qrCode: string) =>
    `Packet ${qrCode} is not a customer return on hold: only those go back to their job for rework.`,
  noJob: (qrCode: string) => `Packet ${qrCode} knows no job that made it: it cannot go back for rework.`,
  chooseLot: "Please give an MRN, a requisition or a product code.",
  mrnOrRequisition: "A lot is an MRN or a requisition, not both.",
  mrnIdInvalid: "Please enter a valid MRN number.",
  mrnUnknown: (mrnId: number) => `MRN ${mrnId} does not exist.`,
  requisitionUnknown: (requisitionNo: string) => `Requisition ${requisitionNo} does not exist.`,
  productUnknown: (productCode: string) => `Product ${productCode} does not exist.`,
  nothingToHold: "No packet of this lot is in a bin or packed: nothing to hold.",
  nothingToRelease: (reason: string) => `No packet of this lot is on hold as ${reason}: nothing to release.`,
  lotHeld: (count: number) => `${count} packet${count === 1 ? "" : "s"} put on hold.`,
  lotReleased: (count: number) => `${count} packet${count === 1 ? "" : "s"} released from hold.`,
  lostScrapNeedsApproval: (qrCode: string) =>
    `Packet ${qrCode} is lost: request its write-off, which someone else approves.`,
  notLost: (qrCode: string) => `Packet ${qrCode} is not on hold as Lost: only lost packets are written off.`,
  alreadyInWriteOff: (qrCode: string, writeOffId: number) =>
    `Packet ${qrCode} is already in write-off WO-${writeOffId}, waiting for approval.`,
  writeOffRemark: "Please say why the packets are written off.",
  writeOffUnknown: "This write-off does not exist.",
  approveOrReject: "Please approve or reject the write-off.",
  writeOffDecided: (writeOffId: number, status: string) =>
    `Write-off WO-${writeOffId} is already ${status.toLowerCase()}.`,
  writeOffOwnRequest: "Someone other than the requester approves or rejects a write-off.",
  writeOffNoLongerLost: (qrCode: string) =>
    `Packet ${qrCode} is no longer on hold as Lost: reject this write-off and request a new one.`,
  writeOffRequested: (writeOffId: number) =>
    `Write-off WO-${writeOffId} requested: someone else approves it.`,
  writeOffApproved: (writeOffId: number) => `Write-off WO-${writeOffId} approved: the packets are scrapped.`,
  writeOffRejected: (writeOffId: number) =>
    `Write-off WO-${writeOffId} rejected: the packets stay on hold as Lost.`,
} as const;

/** Hold & Scrap screen words. */
export const stockHoldText = {
  confirm: {
    hold: "Put these packets on hold? They stay in their bin and cannot be issued.",
    release: "Release these packets from hold? They go back to their bin, or to put away.",
    scrap: "Scrap these packets? They leave their bin and stock for good.",
    accept: "Accept these rejected packets? They become Packed, to put away.",
    return: "Return these rejected packets to their supplier? They leave stock.",
    rework:
      "Send these returned packets back to the job that made them? They leave stock until mapped again.",
  },
  rejectedSlipMark: "REJECTED",
  nothingSelected: "Scan or tick the packets to act on first.",
  alreadyScanned: "This packet is scanned already.",
  scanLabel: "Scan Packet QR Code",
  reasonLabel: "Reason",
  remarkLabel: "Remark",
  views: { packets: "Packets", lot: "By lot", writeOffs: "Write-offs" },
  lot: {
    mrnLabel: "MRN",
    requisitionLabel: "Requisition (produced lot)",
    productLabel: "Product code",
    preview: "Show",
    toHold: (packets: number, qty: number) =>
      `${packets} packet${packets === 1 ? "" : "s"} (qty ${qty}) in a bin or packed: a hold takes them.`,
    held: (packets: number, reason: string) => `${packets} held as ${reason}.`,
    products: (codes: string) => `Products: ${codes}`,
    hold: "Hold the lot",
    release: "Release the lot",
    confirmHold: (packets: number) =>
      `Put ${packets} packet${packets === 1 ? "" : "s"} on hold? They stay in their bins and cannot be issued.`,
    confirmRelease: (reason: string) =>
      `Release every packet of this lot held as ${reason}? Packets a recall holds stay held.`,
  },
  writeOff: {
    scanLabel: "Scan Lost Packet QR Code",
    request: "Request write-off",
    approve: "Approve",
    reject: "Reject",
    confirmApprove: (id: number) =>
      `Approve write-off WO-${id}? Its packets are scrapped for good; the record shows them written off as Lost.`,
    confirmReject: (id: number) => `Reject write-off WO-${id}? Its packets stay on hold as Lost.`,
    nothingScanned: "Scan the lost packets to write off first.",
  },
  actionLabels: {
    hold: "Hold",
    release: "Release",
    scrap: "Scrap",
    accept: "Accept",
    return: "Return to supplier",
    rework: "Rework",
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
  Dispatched: "Dispatched",
  Reworked: "Reworked",
} as const satisfies Record<PacketStatus, string>;
