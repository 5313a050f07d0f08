/** What the floor is told about its queued actions refused at sync, its scan drafts and sign-in (issue 33 items 4, 6). */
export const floorText = {
  actionPutAway: "Put-away",
  actionIssue: "Issue to Production",
  actionMove: "Stock transfer",
  actionCount: "Count",
  actionActivity: "Activity report",
  actionDispatch: "Dispatch",
  actionCustomerReturn: "Customer return",
  ofMrn: (mrn: number) => `MRN ${mrn}`,
  ofRequisition: (no: string) => `requisition ${no}`,
  ofCount: (id: number) => `count ${id}`,
  intoBin: (address: string) => `into bin ${address}`,
  ofDispatch: (documentNo: string) => `invoice or delivery note ${documentNo}`,
  ofDispatchNo: (dispatchId: number) => `dispatch ${dispatchId}`,
  packets: (n: number) => (n === 1 ? "1 packet" : `${n} packets`),
  refusedPackets: (codes: readonly string[]) =>
    codes.length === 1 ? `Refused packet: ${codes[0]}` : `Refused packets: ${codes.join(", ")}`,
  sendRest: (n: number) => `Send the other ${n === 1 ? "packet" : `${n} packets`}`,
  scans: (n: number) => (n === 1 ? "1 scan" : `${n} scans`),
  refusedScans: (scans: readonly string[]) =>
    scans.length === 1 ? `Refused scan: ${scans[0]}` : `Refused scans: ${scans.join(", ")}`,
  sendRestScans: (n: number) => `Send the other ${n === 1 ? "scan" : `${n} scans`}`,
  pickAgain: "Pick again",
  recount: "Count again",
  returnAgain: "Scan the return again",
  discardTitle: "Discard this action?",
  discardYes: "Discard",
  discardNo: "Keep",
  discardShowsPutAway: (codes: readonly string[]) =>
    `The record will show ${codes.join(", ")} still waiting for a bin (Packed), not put away.`,
  discardShowsIssue: (codes: readonly string[], requisitionNo: string) =>
    `The record will show ${codes.join(", ")} still in their bins, not issued to requisition ${requisitionNo}. Put back on the shelf any of them that went to production, or issue them again.`,
  discardShowsMove: (codes: readonly string[], address: string) =>
    `The record will show ${codes.join(", ")} still in their old bins, not in ${address}. Put them back there, or move them again.`,
  discardShowsCount: (codes: readonly string[]) =>
    `The count will not have ${codes.join(", ")}: if it is submitted so, they count as missing.`,
  discardShowsDispatch: (codes: readonly string[], documentNo: string) =>
    `The record will show ${codes.join(", ")} still in their bins, not dispatched on ${documentNo}. Bring back any of them that left, or dispatch them again.`,
  discardShowsCustomerReturn: (scans: readonly string[], dispatchId: number) =>
    `The record will show ${scans.join(", ")} still with the customer of dispatch ${dispatchId}, not returned. Keep the units apart until they are returned again.`,
  discardShowsActivity: (requisitionNo: string) =>
    `The record will show nothing consumed by this report on requisition ${requisitionNo}.`,
  draftRestored: (n: number) =>
    n === 1 ? "1 scan not yet confirmed is back." : `${n} scans not yet confirmed are back.`,
  signInNeedsServer:
    "Signing in needs the server once on this device: connect to the plant's network and try again.",
} as const;
