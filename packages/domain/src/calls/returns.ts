import { z } from "zod";
import { text } from "../bounds.js";
import { returnableRow, returnedAgainRow, returnRequest, updateReturnRowRequest } from "../consumption.js";
import { consumptionMessages } from "../messages/consumption.js";
import { madePacket } from "../stock.js";
import { defineCall } from "./define.js";

const access = (right: "view" | "add" | "edit") => ({ page: "return", right }) as const;

/** Return: unconsumed issued material (RM rows, or an FG's whole requisition) back to stock. */
export const returnCalls = {
  getFGReturn: defineCall({
    method: "GET",
    path: "Return/GetFGReturn/:x",
    access: access("view"),
    summary: "Issued material of a requisition, FG serial or packet that can come back to stock",
    params: z.object({ x: text(200).trim().min(1, { error: consumptionMessages.enterProductCode }) }),
    response: z.array(returnableRow),
    errorData: z.array(returnableRow),
  }),
  submitFGReturn: defineCall({
    method: "POST",
    path: "Return/SubmitFGReturn",
    access: access("add"),
    summary: "Returns the selected quantities to stock as new packets",
    body: returnRequest,
    response: z.array(madePacket),
    errorData: z.array(returnedAgainRow),
  }),
  updateReturnRow: defineCall({
    method: "POST",
    path: "Return/UpdateReturnRow",
    access: access("edit"),
    summary: "Checks an edited return quantity against what can come back",
    body: updateReturnRowRequest,
    response: returnableRow,
  }),
};
