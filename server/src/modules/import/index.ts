// The import area's public face: other areas import from here only.
export { importKinds } from "./registry.js";
export { importRecords } from "./service.js";
