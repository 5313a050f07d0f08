import type { MadePacket, ProductionReceiptRequest, RequisitionToReceive } from "@wms/domain";
import { api } from "../../api/client";

/** A requisition's product, quantity and output received so far; a '400' (unknown) warns. */
export const fetchRequisitionToReceive = (requisitionNo: string) =>
  api.get<RequisitionToReceive | null>(
    `ProductionReceipt/GetRequisitionToReceive/${encodeURIComponent(requisitionNo)}`,
  );

/** Puts a requisition's output into stock; answers the new packets. */
export const createProductionReceipt = (body: ProductionReceiptRequest) =>
  api.post<MadePacket[] | null>("ProductionReceipt/CreateProductionReceipt", body, { notify: "all" });
