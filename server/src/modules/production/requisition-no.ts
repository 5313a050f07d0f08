import { normalRequisitionNo } from "@wms/domain";
import { eq, type SQL } from "drizzle-orm";
import { requisitions } from "../../db/schema/index.js";

/** The condition "this requisition number", in the stored normal form so the unique index serves it. */
export const requisitionNoIs = (text: string): SQL =>
  eq(requisitions.requisitionNo, normalRequisitionNo(text));
