// The masters area's public face: other areas import from here only.
export { productAudit } from "./product.js";
export { searchText } from "./master-routes.js";
