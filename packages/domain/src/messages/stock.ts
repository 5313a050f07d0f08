/** Stock kernel answers: production receipt, put-away of a lot, where-used and packet history (beyond the spec). */
export const stockMessages = {
  enterRequisitionNo: "Please enter requisition number.",
  enterReceiptQty: "Please enter a received qty greater than 0.",
  enterPiecesPerPacket: "Please insert packet qty",
  scanPackedQr: "Please scan any packed qr code.",
  enterMrnOrRequisition: "Please enter an MRN ID or a requisition number.",
  enterLot: "Please enter an MRN ID, PO number or packet QR code.",
  requisitionNotFound: "Requisition not found.",
  receiptBeyondRequisition:
    "Received qty should not be greater than the qty of the requisition still to receive.",
  receiptSaved: "Production receipt saved successfully.",
  /** FG output becomes stock at Final Production, packed by its serials (docs/decisions.md, FG stock). */
  fgReceivedAtFinalProduction:
    "Finished goods enter stock at Final Production, packed by their serials. Please map the serials there.",
  packetOfOtherRequisition: "This packet was not produced by the scanned requisition.",
  /** The device's own queue: the packet is already in an action waiting to be sent (issue 33 item 5). */
  packetInQueuedIssue: (code: string, requisitionNo: string) =>
    `Packet ${code} is already in an issue to ${requisitionNo} waiting to be sent from this device.`,
  packetInQueuedMove: (code: string, bin: string) =>
    `Packet ${code} is already in a move to bin ${bin} waiting to be sent from this device.`,
  packetInQueuedPutAway: (code: string, lot: string) =>
    `Packet ${code} is already in a put-away of ${lot} waiting to be sent from this device.`,
  noData: "No data found",
  doneOnFloorAt: (time: string) => `done on the floor ${time}`,
  tooManyPackets: "At most 10,000 packets can be made at once. Please check the packet qty.",
  /** A packet whose bin changed between its scan and the command (moved meanwhile): the floor must look again. */
  movedSinceScan: (qrCode: string) =>
    `Packet ${qrCode} was moved after it was scanned. Please scan it again.`,
} as const;
