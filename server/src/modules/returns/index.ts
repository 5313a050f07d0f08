// The returns area's public face: other areas import from here only.
export { issueRows } from "./queries.js";
