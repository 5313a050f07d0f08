// The production area's public face: other areas import from here only.
export { issueBalances } from "./activity-queries.js";
export { consume } from "./activity-service.js";
export { mapSerials } from "./final-production-service.js";
export { nextPacketId } from "./issue-queries.js";
