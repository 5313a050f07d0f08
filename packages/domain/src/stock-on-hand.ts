import { z } from "zod";
import { id } from "./bounds.js";
import { instant } from "./instant.js";
import { exportableListQuery } from "./list-query.js";
import { stockOnHandMessages as m } from "./messages/stock-on-hand.js";
import { packetPlace } from "./stock.js";

/* ---------- Stock on hand (StockOnHand/*): by product, bin and lot, and the packets behind a row ---------- */

/** How the issue scan treats a packet newer than one available: warn (default), refuse (strict), or say nothing (off). */
export const fifoModes = ["warn", "strict", "off"] as const;
export type FifoMode = (typeof fifoModes)[number];

/** Sort columns each list allows (an unknown one sorts by the first). */
export const onHandSortColumns = {
  byProduct: [
    "ProductCode",
    "ProductName",
    "TotalQty",
    "AvailableQty",
    "OnHoldQty",
    "RejectedQty",
    "PackedQty",
    "Packets",
  ],
  byBin: ["ColAddress"],
  byLot: ["InwardDate"],
  packets: ["InwardDate", "QRCode", "Qty"],
} as const;

/** StockOnHand/GetByProduct row: a product's stock on hand by state. Available is InBin only (what issue takes). */
export const onHandProductRow = z.object({
  ProductId: z.number(),
  ProductCode: z.string(),
  ProductName: z.string(),
  ProductTypeName: z.string(),
  UOM: z.string(),
  /** Packed + InBin + OnHold + Rejected. */
  TotalQty: z.number(),
  /** InBin: issuable now. */
  AvailableQty: z.number(),
  OnHoldQty: z.number(),
  RejectedQty: z.number(),
  /** Checked, awaiting put-away. */
  PackedQty: z.number(),
  Packets: z.number(),
  /** When the oldest lot still in stock first came into a bin (Bin Inward Date); null when none has yet. */
  OldestInwardDate: instant.nullable(),
  /** The oldest lot receipt day in stock (YYYY-MM-DD): the MRN date, or the production receipt's day. */
  OldestReceivedOn: z.string().nullable(),
  /** Whole plant days since that receipt day: the oldest lot's age, as Stock Ageing and FIFO count it. */
  AgeDays: z.number().nullable(),
  TotalRows: z.number(),
});

/** StockOnHand/GetByBin row: a bin holding stock (InBin or OnHold packets). */
export const onHandBinRow = z.object({
  BinId: z.number(),
  ColAddress: z.string(),
  /** The codes of the products in it, comma separated. */
  ProductCodes: z.string(),
  Qty: z.number(),
  Packets: z.number(),
  OldestInwardDate: instant.nullable(),
  TotalRows: z.number(),
});

/** StockOnHand/GetByLot row: a lot in stock, an MRN line (MRN, supplier) or the requisition that produced it. */
export const onHandLotRow = z.object({
  MRNLineId: z.number().nullable(),
  MRNID: z.number().nullable(),
  SupplierCode: z.string(),
  RequisitionId: z.number().nullable(),
  RequisitionNo: z.string().nullable(),
  ProductId: z.number(),
  ProductCode: z.string(),
  ProductName: z.string(),
  TotalQty: z.number(),
  AvailableQty: z.number(),
  OnHoldQty: z.number(),
  RejectedQty: z.number(),
  PackedQty: z.number(),
  Packets: z.number(),
  /** When the lot first came into a bin; null while all of it waits for put-away. */
  InwardDate: instant.nullable(),
  TotalRows: z.number(),
});

/** StockOnHand/GetPackets: the list query and exactly one of a product, a bin or a lot (MRN line or requisition). */
export const onHandPacketsRequest = exportableListQuery
  .extend({
    ProductId: id().nullish(),
    BinId: id().nullish(),
    MRNLineId: id().nullish(),
    RequisitionId: id().nullish(),
  })
  .refine(
    (q) =>
      [q.ProductId, q.BinId, q.MRNLineId, q.RequisitionId].filter((v) => v !== null && v !== undefined)
        .length === 1,
    { error: m.oneFilter },
  );
export type OnHandPacketsRequest = z.input<typeof onHandPacketsRequest>;

/** StockOnHand/GetPackets row: a packet in stock. */
export const onHandPacketRow = packetPlace.extend({
  InwardDate: instant.nullable(),
  MRNID: z.number().nullable(),
  SupplierCode: z.string(),
  RequisitionNo: z.string().nullable(),
  TotalRows: z.number(),
});
