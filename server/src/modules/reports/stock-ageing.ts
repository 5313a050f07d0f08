import {
  ageBands,
  onHandStatuses,
  type PlantDay,
  type StockAgeingRow,
  stockAgeingSortColumns,
} from "@wms/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { containsPattern, type ParsedListQuery } from "../../platform/paging.js";
import { type ReportSource, reportBatches, reportPage } from "./report-page.js";

/** The day ages are counted to (the plant's today) and the zone a packet's inward instant is a day in. */
export interface AgeingClock {
  today: PlantDay;
  timeZone: string;
}

const onHand = sql.join(
  onHandStatuses.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Reports/GetStockAgeing's rows: each product with stock on hand, its packets' quantity summed per age band.
 * A product's packets are read through its (product, status) index inside a lateral, so a page in product code
 * order walks the products' code index and stops at the page; the count of products with stock is taken apart.
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
    rows: sql`select p.product_id as "ProductId", p.product_cd as "ProductCode", p.product_dscrptn as "ProductName",
        p.uom as "UOM", a.*
      from products p
      cross join lateral (
        select ${sql.join(bands, sql`, `)}, cast(coalesce(sum(k.qty), 0) as float8) as "TotalQty",
               cast(count(*) as integer) as "Packets", cast(coalesce(max(k.age), 0) as integer) as "OldestDays"
        from (
          select pk.qty,
                 cast(${clock.today} as date) - cast(coalesce(pk.inward_at, pk.created_at) at time zone ${clock.timeZone} as date) as age
          from packets pk where pk.product_id = p.product_id and pk.status in (${onHand})
        ) k
      ) a
      where a."Packets" > 0 and ${matching}`,
    keys: [
      {
        column: sortColumn,
        type: sortColumn === "ProductCode" || sortColumn === "ProductName" ? "text" : "float8",
      },
      { column: "ProductId", type: "integer" },
    ],
    hidden: [],
    count: sql`select cast(count(*) as integer) as n from products p
      where ${matching} and exists (select 1 from packets pk where pk.product_id = p.product_id and pk.status in (${onHand}))`,
  };
}

/** Reports/GetStockAgeing: one page, each row with TotalRows. */
export const stockAgeing = (db: Db, q: ParsedListQuery, clock: AgeingClock) =>
  reportPage<StockAgeingRow>(db, ageingSource(q, clock), q);

/** Reports/GetStockAgeing's export: every row in the page's order, in batches. */
export const stockAgeingBatches = (db: Db, q: ParsedListQuery, clock: AgeingClock, batchRows: number) =>
  reportBatches<Omit<StockAgeingRow, "TotalRows">>(db, ageingSource(q, clock), q, batchRows);
