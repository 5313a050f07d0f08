// The traceability area's public face: other areas import from here only.
export { requisitionOfScan } from "./scan-lookup.js";
