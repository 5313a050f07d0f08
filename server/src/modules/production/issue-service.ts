import { type issueRmStoreRequest, productionMessages as m } from "@wms/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { type IssueLineRow, issueLines, issueToProduction } from "../stock/index.js";
import { findRequisitionByNo, orderExists, packetByCode, requisitionsOfOrder } from "./issue-queries.js";

const hasRemaining = (lines: IssueLineRow[]) => lines.some((l) => l.RemainingQty > 0);

/**
 * JobSchedule/GetBomToIssue: the BOM lines of a requisition, or of the first requisition of an
 * order that still needs material. A requisition already fully issued answers '400' with its lines;
 * a text that is no order (a packet scanned before any document) asks for the requisition number.
 */
export async function bomToIssue(db: Db, by: { RequisitionNo?: string | null; OrderNo?: string | null }) {
  if (by.RequisitionNo) {
    const requisition = await findRequisitionByNo(db, by.RequisitionNo);
    if (!requisition) throw new BusinessRuleError(m.requisitionNotFound, []);
    const lines = await issueLines(db, requisition);
    if (lines.length === 0) throw new BusinessRuleError(m.bomMissing, []);
    if (!hasRemaining(lines)) throw new BusinessRuleError(m.allIssued, lines);
    return lines;
  }
  const ofOrder = await requisitionsOfOrder(db, by.OrderNo ?? "");
  if (ofOrder.length === 0)
    throw new BusinessRuleError(
      (await orderExists(db, by.OrderNo ?? "")) ? m.noOpenRequisition : m.enterRequisitionNo,
      [],
    );
  let last: IssueLineRow[] = [];
  for (const requisition of ofOrder) {
    last = await issueLines(db, requisition);
    if (hasRemaining(last)) return last;
  }
  if (last.length === 0) throw new BusinessRuleError(m.bomMissing, []);
  throw new BusinessRuleError(m.allIssued, last);
}

/** StoreRequisitionIssue/GetPacketToIssue: a scanned packet in stock, with product, supplier, qty and bin. */
export async function packetToIssue(db: Db, qrCode: string) {
  const packet = await packetByCode(db, qrCode);
  if (!packet) throw new BusinessRuleError(m.qrCodeUnknown);
  const { status, BinId, ColAddress, ...shown } = packet;
  if (status !== "InBin" || BinId === null || ColAddress === null)
    throw new BusinessRuleError(m.packetNotInStock);
  return { ...shown, BinId, ColAddress };
}

/** StoreRequisitionIssue/IssueRMStore: the requisition of the number, then the stock kernel's `issueToProduction`. */
export async function issueRmStore(
  db: Db,
  request: z.output<typeof issueRmStoreRequest>,
  userId: number | null,
) {
  const requisition = await findRequisitionByNo(db, request.RequisitionNo);
  if (!requisition) throw new BusinessRuleError(m.requisitionNotFound);
  return issueToProduction(
    db,
    requisition,
    request.storeItems.map((s) => s.QRCode),
    userId,
  );
}
