// The stock area's public face: other areas import from here only.
export { appendLedger, type LedgerEntry } from "./ledger.js";
