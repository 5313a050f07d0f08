/** Recall: the blast radius of a lot, holding it in one command, and closing it with a disposition. */
export const recallMessages = {
  askOneLot: "Please enter one of: an MRN id, a PO number, a packet QR code, or a supplier code with dates.",
  datesNeeded: "Please choose the from and to dates of the supplier's deliveries.",
  dateInvalid: "Please enter the dates as MM/DD/YYYY.",
  datesOrder: "The from date must not be after the to date.",
  enterReason: "Please enter the reason for the recall.",
  chooseDisposition: "Please choose Release or Scrap.",
  mrnUnknown: (mrnId: number) => `MRN ${mrnId} not found.`,
  poUnknown: (poNumber: string) => `PO number ${poNumber} not found.`,
  supplierUnknown: (supplierCode: string) => `Supplier ${supplierCode} not found.`,
  recallUnknown: "Recall not found.",
  recallClosed: (recallId: number) => `Recall ${recallId} is closed already.`,
  stockMoving:
    "Packets of this lot kept changing while the recall was being opened; nothing was held. Please try again.",
  heldForRecall: (qrCode: string, recallId: number) =>
    `Packet ${qrCode} is held for recall ${recallId}: close the recall to release or scrap it.`,
  opened: (recallId: number, held: number) =>
    `Recall ${recallId} opened: ${held} packet${held === 1 ? "" : "s"} put on hold.`,
  closed: (recallId: number, disposition: "Release" | "Scrap", changed: number) =>
    `Recall ${recallId} closed: ${changed} packet${changed === 1 ? "" : "s"} ${disposition === "Release" ? "released" : "scrapped"}.`,
} as const;

/** Recall screen words. */
export const recallText = {
  askKinds: { MRNID: "MRN", PONumber: "PO number", QRCode: "Packet QR", Supplier: "Supplier & dates" },
  scanLabel: "Scan or type the lot",
  supplierLabel: "Supplier code",
  datesLabel: "Delivered between",
  preview: "Preview",
  previewing: "Finding everything made from this lot...",
  confirm: "Recall and hold",
  confirmTitle: "Open this recall?",
  confirmBody: (toHold: number) =>
    `${toHold} packet${toHold === 1 ? "" : "s"} in stock will be put on hold (reason Recall) and can no longer be issued. Packets at production are listed, not held; anything produced from this lot from now on is held at receipt.`,
  reasonLabel: "Reason",
  counts: {
    SerialRanges: "Serial ranges",
    SerialUnits: "FG serials",
    Requisitions: "Requisitions",
    ToHold: "To hold",
    AlreadyHeld: "Already held",
    AtProduction: "At production",
    Held: "Held",
    StillHeld: "Still held",
    Customers: "Customers",
    DispatchedUnits: "Dispatched",
  },
  sections: {
    serials: "FG serial ranges (customer side)",
    requisitions: "Requisitions",
    packets: "Packets (store)",
  },
  truncated: (shown: number) => `Only the first ${shown} packets are listed; the report lists them all.`,
  recalls: "Recalls",
  close: "Close recall",
  closeTitle: "Close this recall?",
  closeBody: {
    Release: "Every packet still held for this recall goes back to its bin (or to put away).",
    Scrap: "Every packet still held for this recall is scrapped: it leaves its bin and stock for good.",
  },
  dispositions: { Release: "Release", Scrap: "Scrap" },
  outcomes: {
    Held: "Held",
    AlreadyHeld: "Already held",
    AtProduction: "At production",
    HeldAtReceipt: "Held at receipt",
    HeldAtReturn: "Held at return",
  },
  statuses: { Open: "Open", Closed: "Closed" },
  pdf: "Report PDF",
  csv: "Report CSV",
  reportTitle: (recallId: number) => `Recall ${recallId}`,
  noSerials: "No FG serials were made from this lot.",
  noPackets: "Nothing of this lot is in stock or at production.",
} as const;
