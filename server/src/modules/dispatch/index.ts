// The dispatch area's public face: other areas import from here only.
export { deliveryNote } from "./dispatch-service.js";
export { type DispatchOrderDraft, saveDispatchOrders } from "./orders.js";
export { type CustomerReachJson, customerReachJson, customerReachOf } from "./reach.js";
