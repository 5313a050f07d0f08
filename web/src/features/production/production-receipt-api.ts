import { type ProductionReceiptRequest, productionCalls } from "@wms/domain";
import { call } from "../../platform/api/client";

/** A requisition's product, quantity and output received so far; a '400' (unknown) warns. */
export const fetchRequisitionToReceive = (RequisitionNo: string) =>
  call(productionCalls.productionReceipt.getRequisitionToReceive, { RequisitionNo });

/** Puts a requisition's output into stock; answers the new packets. */
export const createProductionReceipt = (body: ProductionReceiptRequest) =>
  call(productionCalls.productionReceipt.createProductionReceipt, body, { notify: "all" });
