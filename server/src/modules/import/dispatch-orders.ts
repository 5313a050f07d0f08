import { dispatchOrderImportRow, type ImportRowError, dispatchMessages as m } from "@wms/domain";
import { type DispatchOrderDraft, saveDispatchOrders } from "../dispatch/index.js";
import { defineImportKind } from "./kind.js";

/**
 * Customers' dispatch orders: one row per line; the rows of one order repeat its header (customer, promised date).
 * Idempotent on the ERP order number: an order already there with the same content is reported, not written again;
 * with other content it is refused, naming it.
 */
export const dispatchOrdersImport = defineImportKind({
  name: "DispatchOrders",
  row: dispatchOrderImportRow,
  async apply(tx, rows, actor) {
    const errors: ImportRowError[] = [];
    const drafts = new Map<string, DispatchOrderDraft>();
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
    if (errors.length > 0) return errors;
    const { refused, saved, alreadyThere } = await saveDispatchOrders(tx, [...drafts.values()], actor.userId);
    return {
      refused: refused.map((r) => ({ Line: r.line, Message: r.message })).sort((a, b) => a.Line - b.Line),
      saved: saved.map((o) => o.erpOrderNo),
      alreadyThere: alreadyThere.map((o) => o.erpOrderNo),
    };
  },
});
