// The inbound area's public face: other areas import from here only.
export { putAway } from "./put-away.js";
export { qualityCheck } from "./quality-check.js";
