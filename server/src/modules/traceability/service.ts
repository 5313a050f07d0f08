import { consumptionMessages } from "@wms/domain";
import type { Db } from "../../db/client.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import {
  serialDispatchRows,
  traceRows,
  traceRowsOfMade,
  whereDispatchedRows,
  whereUsedRows,
} from "./queries.js";
import { jobsOfScan } from "./scan-lookup.js";
import { serialHistoryRows } from "./serial-history.js";

/** FGTraceabilityReport/GetTraceJobs/{x}: the one job a serial, requisition or packet names, or a product code's jobs to pick from. */
export async function traceJobs(db: Db, scanned: string) {
  const jobs = await jobsOfScan(db, scanned);
  if (jobs.Jobs.length === 0) throw new BusinessRuleError(consumptionMessages.noData, null);
  return jobs;
}

/**
 * FGTraceabilityReport/GetFGTraceabilityReport/{x}: the trace of the job an FG serial, requisition
 * number or packet names. A product code names no one job: it answers '400' with that product's
 * jobs, newest first, to pick from.
 */
export async function fgTraceability(db: Db, scanned: string) {
  const { ScannedAs, Jobs } = await jobsOfScan(db, scanned);
  if (ScannedAs === "Product" && Jobs.length > 0)
    throw new BusinessRuleError(consumptionMessages.pickJob, Jobs);
  const rows = Jobs.length > 0 ? await traceRows(db, Jobs[0].RequisitionId) : [];
  if (rows.length === 0) throw new BusinessRuleError(consumptionMessages.noData, []);
  return rows;
}

/**
 * FGTraceabilityReport/GetIntermediateTraceability/{RMCode}/{RequisitionNo}/{IsIntermediate}: a
 * row's drill-down is the job that made that packet (RequisitionNo, a job of product RMCode), its
 * own rows only, never its siblings'.
 */
export async function intermediateTraceability(db: Db, rmCode: string, requisitionNo: string) {
  const rows = await traceRowsOfMade(db, requisitionNo, rmCode);
  if (rows.length === 0) throw new BusinessRuleError(consumptionMessages.noData, []);
  return rows;
}

/** FGTraceabilityReport/GetWhereUsed/{x}: every requisition and FG serial range a lot or packet went into, net of returns. */
export async function whereUsed(db: Db, scanned: string) {
  const rows = await whereUsedRows(db, scanned);
  if (rows.length === 0) throw new BusinessRuleError(consumptionMessages.noData, []);
  return rows;
}

/** FGTraceabilityReport/GetSerialDispatches/{serial}: where an FG serial went (none while it is in the plant). */
export const serialDispatches = (db: Db, serial: number) => serialDispatchRows(db, serial);

/** FGTraceabilityReport/GetWhereDispatched/{x}: the customers and dispatches an MRN, PO or packet reached. */
export const whereDispatched = (db: Db, scanned: string) => whereDispatchedRows(db, scanned);

/** FGTraceabilityReport/GetSerialHistory/{serial}: what happened to an FG serial, oldest first (none before mapping). */
export const serialHistory = (db: Db, serial: number) => serialHistoryRows(db, serial);
