export * from "./auth.js";
export * from "./dates.js";
export * from "./envelope.js";
export * from "./list-query.js";
export * from "./messages/index.js";
export * from "./pages.js";
export * from "./text-rules.js";
