import { authCalls } from "./auth.js";
import { dashboardCalls } from "./dashboard.js";
import type { CallDef } from "./define.js";
import { importCalls } from "./import.js";
import { inboundCalls } from "./inbound.js";
import { masterCalls } from "./masters.js";
import { productionCalls } from "./production.js";
import { returnCalls } from "./returns.js";
import { stockCalls } from "./stock.js";
import { traceabilityCalls } from "./traceability.js";

export * from "./auth.js";
export * from "./dashboard.js";
export * from "./define.js";
export * from "./import.js";
export * from "./inbound.js";
export * from "./masters.js";
export * from "./production.js";
export * from "./returns.js";
export * from "./stock.js";
export * from "./traceability.js";

/** The definitions in an area's calls object (a master's calls are nested one level down). */
function definitionsIn(calls: object): CallDef[] {
  return Object.values(calls).flatMap((value) =>
    typeof value === "object" && value !== null && "operationId" in value
      ? [value as CallDef]
      : definitionsIn(value as object),
  );
}

/** Every call of the API, once. */
export const callCatalogue: readonly CallDef[] = [
  authCalls,
  masterCalls,
  dashboardCalls,
  inboundCalls,
  importCalls,
  productionCalls,
  returnCalls,
  stockCalls,
  traceabilityCalls,
].flatMap(definitionsIn);
