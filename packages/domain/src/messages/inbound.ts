/** Quality check, QR slips, material inward and the material inward report (spec 2 sections 2-9). */
export const inboundMessages = {
  noData: "No data found",
  insertPacketQty: "Please insert packet qty",
  insertRemark: "Please insert remark",
  selectCheckboxToPrint: "Please select any checkbox to print.",
  scanPackedQr: "Please scan any packed qr code.",
  packetInGrid: "Packect already exist in below grid",
  binNotEmpty: "Selected Bin Location is not Empty",
  /** The device's own queue: a put-away waiting to be sent already takes the bin (issue 33 item 5). */
  binTakenByQueued: (bin: string, lot: string) =>
    `Bin ${bin} is taken by a put-away of ${lot} waiting to be sent from this device. Choose another bin.`,
  selectFromDate: "Please select from date.",
  selectToDate: "Please select to date.",
  onlyDate: "Please enter only date.",
  fromBeforeTo: "From date must be less than to date.",
  toAfterFrom: "To date must be greater than from date.",
  // Server answers the spec leaves unshown.
  mrnNotFound: "MRN not found.",
  mrnRequired: "Please enter MRN ID.",
  alreadyApproved: "This MRN is already approved.",
  approvedAboveReceived: "Approved qty should not be greater than received qty.",
  approvedNegative: "Approved qty should not be less than 0.",
  lineNotInMrn: "A row does not belong to this MRN.",
  cartonUnknown: "Please select a carton.",
  qualityCheckSaved: "Quality check submitted successfully.",
  packetOfOtherMrn: "This packet does not belong to the scanned MRN.",
  packetAlreadyInward: "Packet already inward.",
  packetFresh: "Packet is ready for inward.",
  binUnknown: "Selected Bin Location is not available.",
  binInactive: "Selected Bin Location is not active.",
  putAwayDone: "Material inward successfully.",
  importDone: "Import completed successfully.",
  importChecked: "The file was checked: nothing was saved.",
  importFailed: "Import failed. Nothing was saved; correct the rows below.",
  importKindUnknown: "Unknown import kind.",
  importEmpty: "The file has no rows.",
  importTooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString("en-US")} rows: an import takes at most ${max.toLocaleString("en-US")} rows. Split it into smaller files.`,
  importTooLarge: (bytes: number) => {
    const size =
      bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
    return `The file is larger than ${size}: an import takes at most ${size}. Split it into smaller files.`;
  },
  importExportTooMany: (max: number) =>
    `There are more than ${max.toLocaleString("en-US")} records of this kind: more than an import takes back, so they are not exported here.`,
  importBusy: "Another import is running on this server. Try again when it has finished.",
  importColumnMissing: (column: string) => `The header row has no column ${column}.`,
  importColumnUnknown: (column: string, known: string) =>
    `${column} is not a column of this import. Its columns are: ${known}.`,
  importColumnTwice: (column: string) => `The header row names ${column} twice.`,
  csvRagged: (cells: number) =>
    `This row has ${cells} cells, not as many as the header row has columns. Check for an extra or missing delimiter, or quote a value that holds one.`,
  csvQuoteNotClosed: "A quote opened on this row is never closed.",
  csvTextAfterQuote:
    'A quoted value is followed by more text. Write a quote inside a quoted value twice ("").',
  csvLineTooLong: "This row is longer than 1,048,576 characters.",
  csvUnreadable: "This row cannot be read as CSV.",
} as const;

export const inboundText = {
  completed: "Completed",
  pending: "Pending",
  partiallyReceived: "Partially Received",
  fullReceived: "Full Received",
  enterMrnToPrint: "Enter MRN ID To Print",
  confirmBinTitle: "Confirm Bin Location",
  confirmBinQuestion: "Are you sure you want to put the scanned packets in this bin location?",
  confirmLocation: "Confirm Location",
  alreadySubmittedTitle: "List of Raw Material which you submit for more than one time",
  slipQuantityLabel: "Quantity - ",
  slipFilePrefix: "Slip_",
  inwardReportFile: "Material_Inward_Report",
  packetPacked: "Packed",
  packetUsed: "Used",
} as const;
