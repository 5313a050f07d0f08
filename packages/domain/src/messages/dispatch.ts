/** Customers' dispatch orders (issue 35 item 2): what the import, the API and the screen say. */
export const dispatchMessages = {
  saved: (erpOrderNo: string) => `Dispatch order ${erpOrderNo} saved.`,
  alreadyThere: (erpOrderNo: string) =>
    `Dispatch order ${erpOrderNo} is already there with the same customer, date and lines; nothing was changed.`,
  differs: (erpOrderNo: string) =>
    `Dispatch order ${erpOrderNo} already exists with another customer, promised date or lines; it was not changed. Send a change under a new order number.`,
  unknownCustomer: (code: string) => `Unknown customer code ${code}.`,
  inactiveCustomer: (code: string) => `Customer ${code} is inactive; activate it in Customer Master first.`,
  unknownProduct: (code: string) => `Unknown product code ${code}.`,
  notFinishedGood: (code: string) =>
    `Product ${code} is not a finished good; a dispatch order lists finished goods only.`,
  promisedDateInvalid: (value: string) => `Promised date ${value} is not a date (MM/DD/YYYY).`,
  productTwice: (code: string, erpOrderNo: string) =>
    `Product ${code} appears more than once in dispatch order ${erpOrderNo}; put its whole quantity on one line.`,
  headersDisagree: (erpOrderNo: string) =>
    `The rows of dispatch order ${erpOrderNo} disagree on customer or promised date.`,
  imported: (created: number, alreadyThere: number) =>
    alreadyThere === 0
      ? `${created} dispatch order(s) imported.`
      : `${created} dispatch order(s) imported; ${alreadyThere} already there, unchanged.`,
  orderUnknown: "No such dispatch order.",
  erpOrderNoRequired: "Please enter the ERP order number.",
  customerCodeRequired: "Please enter the customer code.",
  promisedDateRequired: "Please enter the promised date (MM/DD/YYYY).",
  productCodeRequired: "Please enter the product code.",
  qtyInvalid: "Quantity must be a whole number above 0.",
  linesRequired: "A dispatch order needs at least one line.",
} as const;

/** Dispatch by scan (issue 35 item 3): what the Dispatch screen and its calls say. */
export const dispatchScanMessages = {
  enterOrderNo: "Please scan or enter the dispatch order number.",
  orderNoUnknown: (erpOrderNo: string) => `No dispatch order ${erpOrderNo}.`,
  orderNotOpen: (erpOrderNo: string, status: string) =>
    `Dispatch order ${erpOrderNo} is ${status}; nothing more can be dispatched against it.`,
  enterQrCode: "Please scan an FG packet.",
  scanPackets: "Please scan at least one FG packet.",
  tooManyPackets: "At most 500 packets can be dispatched at once.",
  enterVehicleNo: "Please enter the vehicle number.",
  enterDocumentNo: "Please enter the invoice or delivery note number.",
  notFgPacket: (qrCode: string) => `Packet ${qrCode} holds no FG serials; only FG packets are dispatched.`,
  notOnOrder: (qrCode: string, productCode: string, erpOrderNo: string) =>
    `Packet ${qrCode} is ${productCode}, which is not on dispatch order ${erpOrderNo}.`,
  lineComplete: (qrCode: string, productCode: string) =>
    `The order needs no more ${productCode}; packet ${qrCode} was not added.`,
  alreadyScanned: (qrCode: string) => `Packet ${qrCode} is already in the list.`,
  notInBin: (qrCode: string) => `Packet ${qrCode} is not in a bin; put it away before it is dispatched.`,
  /** The order's balance moved between the scans and the confirmation (another dispatch of it): scan again. */
  balanceChanged: (qrCode: string) =>
    `The order's balance changed after packet ${qrCode} was scanned. Please scan the packets again.`,
  dispatched: (units: number, packets: number, erpOrderNo: string) =>
    `${units} unit(s) in ${packets} packet(s) dispatched against order ${erpOrderNo}.`,
  dispatchUnknown: "No such dispatch.",
} as const;

/** The Dispatch Orders screen's words. */
export const dispatchText = {
  title: "Dispatch Orders",
  searchPlaceholder: "Search by order number or customer",
  allStatuses: "All statuses",
  importButton: "Import orders (CSV or JSON)",
  importHint: "One row per line: ErpOrderNo, CustomerCode, PromisedDate (MM/DD/YYYY), ProductCode, Qty.",
  importing: "Importing...",
  importRefused: "Nothing was imported; correct these rows:",
  detailTitle: (erpOrderNo: string) => `Dispatch order ${erpOrderNo}`,
  noOrders: "No dispatch orders found.",
} as const;

/** The Dispatch screen's words (issue 35 item 3). */
export const dispatchScanText = {
  title: "Dispatch",
  scanLabel: "Scan Dispatch Order No or FG Packet QR Code",
  chooseOrder: "or choose an open order",
  scanOrderFirst: "Scan the dispatch order's number, or choose it",
  scanPacketsNext: (erpOrderNo: string) => `Order ${erpOrderNo}: scan its FG packets`,
  changeOrder: "Change order",
  lines: "Lines",
  packets: "Packets",
  noPackets: "No packets scanned",
  vehicleNo: "Vehicle No",
  documentNo: "Invoice / Delivery Note No",
  confirm: "Confirm Dispatch",
  deliveryNote: "Print delivery note",
  rests: "Split packets left in stock: label them",
  split: (leaving: number, of: number) => `Split: ${leaving} of ${of}`,
  deliveryNoteTitle: "Delivery Note",
  columns: { product: "Product", qty: "Qty", sent: "Sent", left: "Left", packet: "Packet" },
} as const;

/** What the trace, where-used and recall say about the customers units reached (issue 35 item 5). */
export const customerReachMessages = {
  serialNeeded: "Please scan or enter an FG serial number (a whole number of 1 or more).",
} as const;

/** The words of the customer sections of the trace, where-used and recall screens and reports. */
export const customerReachText = {
  customers: "Customers to notify",
  dispatched: "Dispatched packets",
  serialDispatched: "Dispatched to",
  notDispatched: "Not dispatched: this serial has not left the plant.",
  serialHistory: "History",
  serialEvent: {
    Mapped: "Mapped",
    Dispatched: "Dispatched",
    Returned: "Returned by the customer",
    Reworked: "Reworked",
    MappedAgain: "Mapped again",
  },
  noCustomers: "No unit of this lot has been dispatched to a customer.",
  truncated: (shown: number) => `Only the first ${shown} rows are listed.`,
  csv: "Customers CSV",
  csvName: (reference: string) => `Customers_${reference}`,
  reportSection: "Customers to notify (dispatched units)",
  columns: {
    customer: "Customer",
    customerCode: "Customer Code",
    customerName: "Customer Name",
    contact: "Contact",
    mobile: "Mobile No",
    email: "Email",
    dispatches: "Dispatches",
    units: "Units",
    dispatch: "Dispatch",
    dispatchedAt: "Dispatched",
    order: "Order",
    documentNo: "Invoice / Delivery Note",
    vehicle: "Vehicle",
    product: "Product",
    packet: "Packet",
    qty: "Qty",
    serials: "Serials",
  },
} as const;

/** Customer returns (issue 35 item 4): what the Customer Returns screen and its calls say. */
export const customerReturnMessages = {
  enterDispatch: "Please scan or enter the delivery note or dispatch number.",
  dispatchNotFound: (documentNo: string) =>
    `No dispatch with delivery note or dispatch number ${documentNo}.`,
  documentNoShared: (documentNo: string, count: number) =>
    `${count} dispatches carry delivery note ${documentNo}; choose the dispatch from the list.`,
  enterScan: "Please scan a serial label or an FG packet.",
  scanUnits: "Please scan at least one returned serial or FG packet.",
  tooManyScans: "At most 500 scans can be returned at once.",
  enterReason: "Please enter the reason for the return.",
  serialNotInDispatch: (serial: number, dispatchId: number) =>
    `Serial ${serial} was not in dispatch ${dispatchId}.`,
  packetNotInDispatch: (qrCode: string, dispatchId: number) =>
    `Packet ${qrCode} was not in dispatch ${dispatchId}.`,
  serialUnknown: (serial: number) => `Serial ${serial} is unknown: no FG unit carries it.`,
  serialReturned: (serial: number, dispatchId: number) =>
    `Serial ${serial} of dispatch ${dispatchId} was already returned.`,
  packetReturned: (qrCode: string, dispatchId: number) =>
    `Every serial of packet ${qrCode} in dispatch ${dispatchId} was already returned.`,
  serialTwice: (serial: number) => `Serial ${serial} is already in the list.`,
  packetTwice: (qrCode: string) => `A serial of packet ${qrCode} is already in the list.`,
  received: (units: number, packets: number) =>
    `${units} unit(s) received back on hold (CustomerReturn) in ${packets} packet(s): label them.`,
} as const;

/** The Customer Returns screen's words (issue 35 item 4). */
export const customerReturnText = {
  title: "Customer Returns",
  scanLabel: "Scan Delivery Note No, Serial Label or FG Packet QR Code",
  chooseDispatch: "or choose a dispatch",
  scanDispatchFirst: "Scan the delivery note or dispatch number, or choose the dispatch",
  scanUnitsNext: (documentNo: string) => `Delivery note ${documentNo}: scan the units that came back`,
  changeDispatch: "Change dispatch",
  returnedBefore: "Returned before",
  waitingToSend: "Returned offline, waiting to be sent",
  scanned: "Coming back",
  noUnits: "No units scanned",
  reason: "Reason for the return",
  confirm: "Receive Return",
  made: "Returned packets, on hold: label them",
} as const;
