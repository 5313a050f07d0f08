// The production area's public face: other areas import from here only.
export { reportActivity } from "./activity-service.js";
export { mapSerials } from "./final-production-service.js";
export { findRequisitionByNo, olderPacketInBin } from "./issue-queries.js";
export { bomToIssue, issueRmStore, packetToIssue } from "./issue-service.js";
export { requisitionNoIs } from "./requisition-no.js";
export { raiseRequisition } from "./requisition-service.js";
