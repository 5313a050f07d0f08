export * from "./auth.js";
export * from "./consumption.js";
export * from "./inbound.js";
export * from "./masters.js";
export * from "./production.js";
export * from "./stock.js";
