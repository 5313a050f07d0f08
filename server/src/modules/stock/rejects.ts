import { recallMessages, type StockHoldDone, type StockHoldPacketsRequest } from "@wms/domain";
import type { Db } from "../../db/client.js";
import { changePacketStates, referenceOf } from "./state-change.js";

/**
 * The `acceptRejected` command (StockHold/AcceptRejected): quality-check rejects accepted after all become Packed, to
 * put away; never one an open recall found (it is bound to the recall until closed).
 */
export function acceptRejected(
  db: Db,
  request: StockHoldPacketsRequest,
  userId: number | null,
): Promise<StockHoldDone> {
  return changePacketStates(
    db,
    request.QRCodes,
    {
      reason: "acceptRejected",
      accepts: ["Rejected"],
      to: () => ({ status: "Packed", binId: null, holdReason: null, holdRemark: "" }),
      reference: referenceOf(null, request.Remark),
      // A reject an open recall found stays rejected until the recall is closed.
      refuses: (p) => (p.recallId === null ? null : recallMessages.heldForRecall(p.qrCode, p.recallId)),
    },
    userId,
  );
}

/**
 * The `returnRejectedToSupplier` command (StockHold/ReturnToSupplier): quality-check rejects go back to
 * their supplier (ReturnedToSupplier, final): they leave stock, their quantity kept as what was returned.
 */
export function returnRejectedToSupplier(
  db: Db,
  request: StockHoldPacketsRequest,
  userId: number | null,
): Promise<StockHoldDone> {
  return changePacketStates(
    db,
    request.QRCodes,
    {
      reason: "returnToSupplier",
      accepts: ["Rejected"],
      to: () => ({ status: "ReturnedToSupplier", binId: null, holdReason: null, holdRemark: "" }),
      reference: referenceOf(null, request.Remark),
    },
    userId,
  );
}
