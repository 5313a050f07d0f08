// The inbound area's public face: other areas import from here only.
export { keepReceiptDaysIn } from "./receipt-days.js";
