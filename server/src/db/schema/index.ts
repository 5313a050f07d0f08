export * from "./auth.js";
export * from "./consumption.js";
export * from "./idempotency.js";
export * from "./inbound.js";
export * from "./masters.js";
export * from "./platform.js";
export * from "./production.js";
export * from "./stock.js";
