// The production receipt area's public face: other areas import from here only.
export { receiveOutput } from "./service.js";
