// The inbound area's public face: other areas import from here only.
export { packetRowsByCodes, packetRowsOfScan } from "./queries.js";
export { keepReceiptDaysIn } from "./receipt-days.js";
