// The recall area's public face: other areas and the bench import from here only.
export { genealogy, lotExists, previewQuery } from "./genealogy.js";
