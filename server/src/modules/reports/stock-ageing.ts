import { ageBands, type PlantDay, type StockAgeingRow, stockAgeingSortColumns } from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { containsPattern, type ParsedListQuery } from "../../platform/paging.js";
import { type ReportSource, reportBatches, reportPage } from "./report-page.js";

/** The day ages are counted to (the plant's today). */
export interface AgeingClock {
  today: PlantDay;
}

/**
 * Reports/GetStockAgeing's rows: each product with stock on hand, its quantity summed per age band (days since its
 * lots' receipt), from the kept sums per product and lot receipt day (`on_hand_ages`, migrations 0046 and 0048): a few
 * rows per product instead of its packets. The count of products with stock is taken apart, from the on-hand sums per product.
 */
function ageingSource(q: ParsedListQuery, clock: AgeingClock): ReportSource {
  const sortColumn = stockAgeingSortColumns.find((c) => c === q.SortColumn) ?? "ProductCode";
  const search = (q.SearchValue ?? "").trim();
  const matching = search
    ? sql`(p.product_cd ilike ${containsPattern(search)} or p.product_dscrptn ilike ${containsPattern(search)})`
    : sql`true`;
  let lower = -1;
  const bands = ageBands.map((band) => {
    const inBand =
      band.upToDays === null ? sql`k.age > ${lower}` : sql`k.age > ${lower} and k.age <= ${band.upToDays}`;
    lower = band.upToDays ?? lower;
    return sql`cast(coalesce(sum(k.qty) filter (where ${inBand}), 0) as float8) as ${sql.identifier(band.field)}`;
  });
  return {
    rows: sql`select p.product_cd as "ProductCode", p.product_dscrptn as "ProductName", p.uom as "UOM", a.*
      from (
        select k.product_id as "ProductId", ${sql.join(bands, sql`, `)}, cast(sum(k.qty) as float8) as "TotalQty",
               cast(sum(k.packets) as integer) as "Packets", cast(max(k.age) as integer) as "OldestDays"
        from (
          select product_id, qty, packets,
                 cast(${clock.today} as date) - received_on as age
          from on_hand_ages where packets > 0
        ) k
        group by k.product_id
      ) a
      join products p on p.product_id = a."ProductId"
      where ${matching}`,
    keys: [
      {
        column: sortColumn,
        type: sortColumn === "ProductCode" || sortColumn === "ProductName" ? "text" : "float8",
      },
      { column: "ProductId", type: "integer" },
    ],
    hidden: [],
    count: sql`select cast(count(*) as integer) as n from products p
      join on_hand_products h on h.product_id = p.product_id where h.packets > 0 and ${matching}`,
  };
}

/** Reports/GetStockAgeing: one page, each row with TotalRows. */
export const stockAgeing = (db: Db, q: ParsedListQuery, clock: AgeingClock) =>
  reportPage<StockAgeingRow>(db, ageingSource(q, clock), q);

/** Reports/GetStockAgeing's export: every row in the page's order, in batches. */
export const stockAgeingBatches = (db: Db, q: ParsedListQuery, clock: AgeingClock, batchRows: number) =>
  reportBatches<Omit<StockAgeingRow, "TotalRows">>(db, ageingSource(q, clock), q, batchRows);
