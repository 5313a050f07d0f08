// The stock kernel's public face: the only code that makes, moves, splits, issues, consumes, produces and returns packets.
export { consume } from "./consume.js";
export { issueToProduction } from "./issue-to-production.js";
export { appendLedger, type LedgerEntry } from "./ledger.js";
export { produce } from "./production-receipt.js";
export { checkRmExists, putAway } from "./put-away.js";
export { qualityCheck } from "./quality-check.js";
export { returnToStock } from "./return-to-stock.js";
