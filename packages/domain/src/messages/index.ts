export { auditMessages, auditText } from "./audit.js";
export { authMessages } from "./auth.js";
export { commonMessages } from "./common.js";
export { consumptionMessages } from "./consumption.js";
export { cycleCountMessages, cycleCountText } from "./cycle-count.js";
export {
  customerReachMessages,
  customerReachText,
  customerReturnMessages,
  customerReturnText,
  dispatchMessages,
  dispatchScanMessages,
  dispatchScanText,
  dispatchText,
} from "./dispatch.js";
export { floorText } from "./floor.js";
export { inboundMessages, inboundText } from "./inbound.js";
export { mastersMessages } from "./masters.js";
export { pagingMessages } from "./paging.js";
export { productionMessages, productionText } from "./production.js";
export { recallMessages, recallText } from "./recall.js";
export { reportsMessages, reportsText } from "./reports.js";
export { paginatorText, shellText, toastLifeMs, toastTitle } from "./shell.js";
export { stockMessages } from "./stock.js";
export { packetStatusText, stockHoldMessages, stockHoldText } from "./stock-hold.js";
export { stockOnHandMessages, stockOnHandText } from "./stock-on-hand.js";
export { stockTransferMessages, stockTransferText } from "./stock-transfer.js";
