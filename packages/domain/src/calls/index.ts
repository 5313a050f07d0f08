import { auditCalls } from "./audit.js";
import { authCalls } from "./auth.js";
import { cycleCountCalls } from "./cycle-count.js";
import { dashboardCalls } from "./dashboard.js";
import type { CallDef } from "./define.js";
import { dispatchCalls } from "./dispatch.js";
import { importCalls } from "./import.js";
import { inboundCalls } from "./inbound.js";
import { masterCalls } from "./masters.js";
import { printingCalls } from "./printing.js";
import { productionCalls } from "./production.js";
import { recallCalls } from "./recall.js";
import { reportCalls } from "./reports.js";
import { returnCalls } from "./returns.js";
import { stockCalls } from "./stock.js";
import { stockHoldCalls } from "./stock-hold.js";
import { stockOnHandCalls } from "./stock-on-hand.js";
import { stockTransferCalls } from "./stock-transfer.js";
import { traceabilityCalls } from "./traceability.js";

export * from "./audit.js";
export * from "./auth.js";
export * from "./cycle-count.js";
export * from "./dashboard.js";
export * from "./define.js";
export * from "./dispatch.js";
export * from "./import.js";
export * from "./inbound.js";
export * from "./masters.js";
export * from "./printing.js";
export * from "./production.js";
export * from "./recall.js";
export * from "./reports.js";
export * from "./returns.js";
export * from "./stock.js";
export * from "./stock-hold.js";
export * from "./stock-on-hand.js";
export * from "./stock-transfer.js";
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
  printingCalls,
  returnCalls,
  reportCalls,
  stockCalls,
  stockTransferCalls,
  stockHoldCalls,
  traceabilityCalls,
  cycleCountCalls,
  stockOnHandCalls,
  auditCalls,
  recallCalls,
  dispatchCalls,
].flatMap(definitionsIn);
