import { dispatchOrderImportRow, type ImportRowError, dispatchMessages as m } from "@wms/domain";
import { type DispatchOrderDraft, saveDispatchOrders } from "../dispatch/index.js";
import { defineImportKind, type ImportOutcome } from "./kind.js";

/**
 * Customers' dispatch orders: one row per line; the rows of one order repeat its header (customer, promised date) and
 * may be anywhere in the file, so the orders are gathered as chunks arrive and saved once the file is read.
 * Idempotent on the ERP order number: an order already there with the same content is reported, not written again;
 * with other content it is refused, naming it.
 */
export const dispatchOrdersImport = defineImportKind({
  name: "DispatchOrders",
  row: dispatchOrderImportRow,
  async begin(tx, actor) {
    const drafts = new Map<string, DispatchOrderDraft>();
    const outcome: ImportOutcome = { saved: [], alreadyThere: [] };
    return {
      async check(rows) {
        const errors: ImportRowError[] = [];
        for (const { line, value } of rows) {
          const known = drafts.get(value.ErpOrderNo);
          if (!known) {
            drafts.set(value.ErpOrderNo, {
              erpOrderNo: value.ErpOrderNo,
              customerCode: value.CustomerCode,
              promisedDate: value.PromisedDate,
              line,
              lines: [{ productCode: value.ProductCode, qty: value.Qty, line }],
            });
          } else if (
            known.customerCode.toLowerCase() !== value.CustomerCode.toLowerCase() ||
            known.promisedDate !== value.PromisedDate
          )
            errors.push({ Line: line, Message: m.headersDisagree(value.ErpOrderNo) });
          else known.lines.push({ productCode: value.ProductCode, qty: value.Qty, line });
        }
        return { errors, write: async () => {} };
      },
      async finish() {
        const { refused, saved, alreadyThere } = await saveDispatchOrders(
          tx,
          [...drafts.values()],
          actor.userId,
        );
        outcome.saved = saved.map((o) => o.erpOrderNo);
        outcome.alreadyThere = alreadyThere.map((o) => o.erpOrderNo);
        return refused.map((r) => ({ Line: r.line, Message: r.message }));
      },
      outcome: () => outcome,
    };
  },
});
