import { csvText, formatDisplayDate, serialRangesText, customerReachText as text } from "@wms/domain";
import { downloadCsv } from "./csv";
import type { CustomerReachAnswer, DispatchedPacketAnswer } from "./customer-reach";

const c = text.columns;

/** The customers to notify as CSV (with the BOM, like every export): a row per dispatched packet, with its serials. */
export function customerReachCsv(reach: CustomerReachAnswer): string {
  const contact = new Map(reach.Customers.map((x) => [x.CustomerCode, x]));
  return csvText<DispatchedPacketAnswer>(
    [
      { title: c.customerCode, cell: (p) => p.CustomerCode },
      { title: c.customerName, cell: (p) => p.CustomerName },
      { title: c.contact, cell: (p) => contact.get(p.CustomerCode)?.ContactPerson ?? "" },
      { title: c.mobile, cell: (p) => contact.get(p.CustomerCode)?.MobileNo ?? "" },
      { title: c.email, cell: (p) => contact.get(p.CustomerCode)?.Email ?? "" },
      { title: c.dispatch, cell: (p) => p.DispatchId },
      { title: c.dispatchedAt, cell: (p) => formatDisplayDate(p.DispatchedAt) },
      { title: c.order, cell: (p) => p.ErpOrderNo },
      { title: c.documentNo, cell: (p) => p.DocumentNo },
      { title: c.vehicle, cell: (p) => p.VehicleNo },
      { title: c.product, cell: (p) => p.ProductCode },
      { title: c.packet, cell: (p) => p.QRCode },
      { title: c.qty, cell: (p) => p.Qty },
      { title: c.serials, cell: (p) => serialRangesText(p.Serials) },
    ],
    reach.Dispatched,
  );
}

/** Saves the customers to notify as `Customers_<reference>_<time>.csv` (the reference's spaces and signs as `_`). */
export const downloadCustomerReachCsv = (reference: string, reach: CustomerReachAnswer) =>
  downloadCsv(text.csvName(reference.replace(/\W+/g, "_")), customerReachCsv(reach));
