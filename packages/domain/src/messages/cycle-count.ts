/** Cycle count: starting, blind recording, submitting, approving and cancelling a count of one bin. */
export const cycleCountMessages = {
  enterBinAddress: "Please scan or type the bin's address.",
  binInactive: "This bin is inactive: it cannot be counted.",
  countOpenForBin: (address: string, countId: number) =>
    `Bin ${address} already has a count in progress (count ${countId}). Finish or cancel it first.`,
  countStarted: (address: string) => `Count of bin ${address} started. Scan each packet and enter its qty.`,
  countUnknown: "Count not found.",
  countNotOpen: "This count is no longer open for counting.",
  countNotSubmitted: "Only a submitted count can be approved.",
  countNotCancellable: "Only an open or submitted count can be cancelled.",
  enterQr: "Please scan a packet QR code.",
  enterQty: "Please enter the counted qty: 0 or more, at most 3 decimals.",
  enterLines: "Please scan at least one packet.",
  tooManyLines: "At most 200 packets can be recorded at once.",
  qrUnknown: (code: string) => `QR code ${code} not found.`,
  notCountable: (stateMessage: string) => `${stateMessage} It is not stock and cannot be counted.`,
  notCounted: (code: string) => `Packet ${code} is not in this count.`,
  notYourLine: (code: string, counter: string) =>
    `Packet ${code} was counted by ${counter}: only ${counter} can change or remove its count.`,
  enterReason: "Please say why the count is sent back.",
  countNotSentBack: "Only a submitted count can be sent back.",
  sentBack: "Count sent back to its counter.",
  /** A wedge scan on the count screen that is neither a quantity nor a packet's code. */
  qtyNegative: (typed: string) => `${typed} is not a counted qty: a count is 0 or more.`,
  qtyDecimals: (typed: string) => `${typed} is not a counted qty: at most 3 decimals.`,
  notCodeNorQty: (typed: string) =>
    `${typed} is neither a packet QR code nor a qty. Scan the packet's label, or type its qty (like 12 or 12.5).`,
  recorded: "Count recorded.",
  removed: "Packet removed from the count.",
  submitted: "Count submitted. Another user with the Edit right approves it.",
  approverCounted:
    "You started or counted this count: another user with the Edit right of Cycle Count must approve it.",
  approved: (posted: number, stale: number) =>
    `Count approved: ${posted} adjustment(s) posted, ${stale} stale (changed after counting started).`,
  cancelled: "Count cancelled.",
  dateInvalid: "Please enter dates as MM/DD/YYYY.",
  /** The remark of a packet a count found missing (held, reason Lost). */
  lostRemark: (countId: number) => `Missing at count ${countId}`,
} as const;

/** Texts of the Cycle Count screen. */
export const cycleCountText = {
  scanBin: "Scan or type the bin address",
  scanPacket: "Scan Packet QR Code",
  qtyOf: (code: string) => `Counted qty of ${code}`,
  confirmSubmit: "Submit the count?",
  confirmSubmitText: (lines: number) =>
    `${lines} packet(s) counted. Packets in the bin that were not scanned will be reported missing.`,
  confirmApprove: "Approve and post the variances?",
  confirmApproveText:
    "Quantities are corrected, missing packets are held as Lost and found packets move into the bin.",
  confirmCancel: "Cancel this count?",
  confirmCancelText: "Nothing recorded in it will be posted.",
  confirmRemove: (code: string) => `Remove ${code} from the count?`,
  confirmSendBack: "Send the count back to its counter?",
  sendBackReason: "Why is it sent back? (the counter sees this)",
  sentBackFor: (by: string, reason: string) => `Sent back by ${by}: ${reason}`,
  history: "History",
  eventText: {
    Recorded: "Counted",
    Rerecorded: "Counted again",
    Removed: "Removed",
    Submitted: "Submitted",
    SentBack: "Sent back",
  },
  noVariances: "No variances: the bin matches the record.",
} as const;
