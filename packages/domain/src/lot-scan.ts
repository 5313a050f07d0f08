import { normalRequisitionNo } from "./stock.js";

/** The document a put-away starts from: the MRN of received packets, or the requisition that produced them. */
export type PutAwayLot = { MRNID: number } | { RequisitionNo: string };

/** A scanned document: digits are an MRN id, anything else a requisition number; null when blank or not valid. */
export function lotOfScan(text: string): PutAwayLot | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id > 0 && id <= 2_147_483_647 ? { MRNID: id } : null;
  }
  return value.length <= 60 ? { RequisitionNo: normalRequisitionNo(value) } : null;
}
