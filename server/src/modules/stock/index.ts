// The stock kernel's public face: its named commands (the only code that makes, moves, splits, issues, consumes,
// produces and returns packets) and its read models. Its internals (the ledger, the locks) stay inside.
import { countedCommand } from "../../platform/process-metrics.js";
import { consume as consumeCommand } from "./consume.js";
import { receiveCustomerReturn as customerReturnCommand } from "./customer-return.js";
import { approveCount as approveCountCommand } from "./cycle-count.js";
import { dispatch as dispatchCommand } from "./dispatch.js";
import {
  holdPackets as holdCommand,
  releasePackets as releaseCommand,
  scrapPackets as scrapCommand,
} from "./hold.js";
import { issueToProduction as issueCommand } from "./issue-to-production.js";
import { holdLot as holdLotCommand, releaseLot as releaseLotCommand } from "./lot-hold.js";
import { movePackets as moveCommand } from "./move.js";
import { packFg as packFgCommand } from "./pack-fg.js";
import { produce as produceCommand } from "./production-receipt.js";
import { putAway as putAwayCommand } from "./put-away.js";
import { qualityCheck as qualityCheckCommand } from "./quality-check.js";
import { closeRecall as closeRecallCommand, openRecall as openRecallCommand } from "./recall-hold.js";
import {
  acceptRejected as acceptRejectedCommand,
  returnRejectedToSupplier as returnToSupplierCommand,
} from "./rejects.js";
import { returnToStock as returnCommand } from "./return-to-stock.js";
import { packReworked as packReworkedCommand, sendToRework as reworkCommand } from "./rework.js";
import {
  decideWriteOff as decideWriteOffCommand,
  requestWriteOff as requestWriteOffCommand,
} from "./write-off.js";

export type { CountPosting } from "./cycle-count.js";
export { previewLotHold } from "./lot-hold.js";
export { checkStock, checkStockEvery, type StockCheckResult } from "./provable-stock.js";
export { checkRmExists, packetsToPutAway } from "./put-away.js";
export type { RecallLot, RecallScope } from "./recall-hold.js";
export { openRecallOf, openRecallOfCode } from "./recall-lookup.js";
export {
  type IssueLineRow,
  issueBalances,
  issueLines,
  issueRows,
  unusedByComponent,
} from "./requisition-issues.js";

// Each command's outcome is counted for /metrics (wms_stock_commands_total).
export const approveCount = countedCommand("approveCount", approveCountCommand);
export const consume = countedCommand("consume", consumeCommand);
export const issueToProduction = countedCommand("issueToProduction", issueCommand);
export const movePackets = countedCommand("movePackets", moveCommand);
export const produce = countedCommand("produce", produceCommand);
export const packFg = countedCommand("packFg", packFgCommand);
export const packReworked = countedCommand("packReworked", packReworkedCommand);
export const dispatch = countedCommand("dispatch", dispatchCommand);
export const receiveCustomerReturn = countedCommand("receiveCustomerReturn", customerReturnCommand);
export const putAway = countedCommand("putAway", putAwayCommand);
export const qualityCheck = countedCommand("qualityCheck", qualityCheckCommand);
export const returnToStock = countedCommand("returnToStock", returnCommand);
export const holdPackets = countedCommand("holdPackets", holdCommand);
export const releasePackets = countedCommand("releasePackets", releaseCommand);
export const scrapPackets = countedCommand("scrapPackets", scrapCommand);
export const acceptRejected = countedCommand("acceptRejected", acceptRejectedCommand);
export const sendToRework = countedCommand("sendToRework", reworkCommand);
export const returnRejectedToSupplier = countedCommand("returnRejectedToSupplier", returnToSupplierCommand);
export const openRecall = countedCommand("openRecall", openRecallCommand);
export const closeRecall = countedCommand("closeRecall", closeRecallCommand);
export const holdLot = countedCommand("holdLot", holdLotCommand);
export const releaseLot = countedCommand("releaseLot", releaseLotCommand);
export const requestWriteOff = countedCommand("requestWriteOff", requestWriteOffCommand);
export const decideWriteOff = countedCommand("decideWriteOff", decideWriteOffCommand);
