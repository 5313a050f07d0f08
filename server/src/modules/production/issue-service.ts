import {
  commonMessages,
  type FifoMode,
  type IssueRefusal,
  isBlockedStatus,
  type issueRmStoreRequest,
  productionMessages as m,
  packetInStateMessage,
  stockOnHandMessages,
} from "@wms/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { type IssueLineRow, issueLines, issueToProduction } from "../stock/index.js";
import {
  findRequisitionByNo,
  olderPacketInBin,
  orderExists,
  packetByCode,
  requisitionsOfOrder,
} from "./issue-queries.js";

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

/**
 * StoreRequisitionIssue/GetPacketToIssue: a scanned packet in stock, with product, supplier, qty and bin. With a packet
 * of the product from an older lot in a bin (FIFO by lot receipt day), none of those `picked` with it, `warn` names it
 * in FifoWarning, `strict` refuses the scan.
 */
export async function packetToIssue(
  db: Db,
  qrCode: string,
  fifo: FifoMode = "off",
  picked: readonly string[] = [],
) {
  const packet = await packetByCode(db, qrCode);
  if (!packet) throw new BusinessRuleError(commonMessages.scanMissing(qrCode));
  const { status, holdReason, recallId, BinId, ColAddress, productId, receivedOn, ...shown } = packet;
  if (isBlockedStatus(status))
    throw new BusinessRuleError(packetInStateMessage(packet.QRCode, status, holdReason, recallId));
  if (status !== "InBin" || BinId === null || ColAddress === null)
    throw new BusinessRuleError(m.packetNotInStock);
  const older = fifo !== "off" ? await olderPacketInBin(db, productId, receivedOn, picked) : undefined;
  if (older && fifo === "strict")
    throw new BusinessRuleError(
      stockOnHandMessages.fifoRefused(packet.QRCode, older.QRCode, older.ColAddress),
    );
  return {
    ...shown,
    BinId,
    ColAddress,
    FifoWarning: older ? stockOnHandMessages.fifoOlder(older.QRCode, older.ColAddress) : null,
  };
}

/**
 * WMS_FIFO=strict: refuses an issue of a packet while one of an older lot of its product, neither issued with it nor
 * `picked` for the requisition, lies in a bin.
 */
async function refuseNewerThanAvailable(db: Db, codes: readonly string[], picked: readonly string[]) {
  const together = [...codes, ...picked];
  for (const code of new Set(codes)) {
    const packet = await packetByCode(db, code);
    if (packet?.status !== "InBin") continue;
    const older = await olderPacketInBin(db, packet.productId, packet.receivedOn, together);
    if (older)
      throw new BusinessRuleError(stockOnHandMessages.fifoRefused(code, older.QRCode, older.ColAddress), {
        QRCode: code,
        QRCodes: [code],
      } satisfies IssueRefusal);
  }
}

/** StoreRequisitionIssue/IssueRMStore: the requisition of the number, FIFO when strict, then the kernel's `issueToProduction`. */
export async function issueRmStore(
  db: Db,
  request: z.output<typeof issueRmStoreRequest>,
  userId: number | null,
  fifo: FifoMode = "off",
  doneAt: string | null = null,
) {
  const requisition = await findRequisitionByNo(db, request.RequisitionNo);
  if (!requisition) throw new BusinessRuleError(m.requisitionNotFound);
  if (fifo === "strict")
    await refuseNewerThanAvailable(
      db,
      request.storeItems.map((s) => s.QRCode),
      request.PickedQRCodes ?? [],
    );
  const scannedIn = new Map(
    request.storeItems.flatMap((s) => (s.BinId ? [[s.QRCode, s.BinId] as const] : [])),
  );
  return issueToProduction(
    db,
    requisition,
    request.storeItems.map((s) => s.QRCode),
    userId,
    scannedIn,
    doneAt,
  );
}
