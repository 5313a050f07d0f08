// The stock kernel's public face: its named commands (the only code that makes, moves, splits, issues, consumes,
// produces and returns packets) and its read models. Its internals (the ledger, the locks) stay inside.
import { countedCommand } from "../../platform/process-metrics.js";
import { consume as consumeCommand } from "./consume.js";
import { issueToProduction as issueCommand } from "./issue-to-production.js";
import { produce as produceCommand } from "./production-receipt.js";
import { putAway as putAwayCommand } from "./put-away.js";
import { qualityCheck as qualityCheckCommand } from "./quality-check.js";
import { returnToStock as returnCommand } from "./return-to-stock.js";

export { checkRmExists } from "./put-away.js";
export {
  type IssueLineRow,
  issueBalances,
  issueLines,
  issueRows,
  unusedByComponent,
} from "./requisition-issues.js";

// Each command's outcome is counted for /metrics (wms_stock_commands_total).
export const consume = countedCommand("consume", consumeCommand);
export const issueToProduction = countedCommand("issueToProduction", issueCommand);
export const produce = countedCommand("produce", produceCommand);
export const putAway = countedCommand("putAway", putAwayCommand);
export const qualityCheck = countedCommand("qualityCheck", qualityCheckCommand);
export const returnToStock = countedCommand("returnToStock", returnCommand);
