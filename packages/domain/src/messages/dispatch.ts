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
