// The masters area's public face: other areas import from here only.

export { searchText } from "./master-routes.js";
export { productAudit } from "./product.js";
