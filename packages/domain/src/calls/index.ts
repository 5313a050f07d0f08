import type { CallDef } from "./define.js";
import { returnCalls } from "./returns.js";

export * from "./define.js";
export * from "./returns.js";

/** Every call of the API, once. */
export const callCatalogue: readonly CallDef[] = [...Object.values(returnCalls)];
