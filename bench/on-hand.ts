import { machineTimeZone, onHandSortColumns, plantDayOf } from "@wms/domain";
import type { Db } from "../server/src/db/client.js";
import { checkStock } from "../server/src/modules/stock/index.js";
import {
  onHandByBin,
  onHandByLot,
  onHandByProduct,
  onHandPackets,
  pageOfList,
} from "../server/src/modules/store/on-hand-queries.js";
import type { ParsedListQuery } from "../server/src/platform/paging.js";
import { scale } from "./generate.js";
import { listQuery, onClient, upTo } from "./lists.js";
import { quietOverHttp, rawSql } from "./measure.js";
import type { BenchContext, BenchSection, Figure } from "./section.js";

/** A product code of the scale set that has stock (RM products 3001..10000). */
const stockedProduct = () => `RM-${String(3000 + upTo(scale.products - 3000)).padStart(5, "0")}`;

/** By product as the route builds it: ages counted to today on the bench machine's clock. */
const byProduct = onHandByProduct(() => plantDayOf(new Date(), machineTimeZone()));

const lists = [
  {
    label: "on hand by product, sorted",
    path: "/api/api/StockOnHand/GetByProduct",
    query: () => listQuery(onHandSortColumns.byProduct, () => ""),
    raw: (db: Db, q: ParsedListQuery) => pageOfList(db, byProduct, q),
  },
  {
    label: "on hand by product, contains-search",
    path: "/api/api/StockOnHand/GetByProduct",
    query: () => listQuery(onHandSortColumns.byProduct, stockedProduct),
    raw: (db: Db, q: ParsedListQuery) => pageOfList(db, byProduct, q),
  },
  {
    label: "on hand by bin, by address",
    path: "/api/api/StockOnHand/GetByBin",
    query: () => listQuery(onHandSortColumns.byBin, () => ""),
    raw: (db: Db, q: ParsedListQuery) => pageOfList(db, onHandByBin, q),
  },
  {
    label: "on hand by lot, by inward date",
    path: "/api/api/StockOnHand/GetByLot",
    query: () => listQuery(onHandSortColumns.byLot, () => ""),
    raw: (db: Db, q: ParsedListQuery) => pageOfList(db, onHandByLot, q),
  },
] as const;

/**
 * Stock on Hand (goal: each list p95 <= 50 ms at 4 clients) over HTTP and as its query on a raw pool, the drill to a
 * product's packets, and the provable-stock check's time on the scale set: a full pass and an incremental one.
 */
export const onHandSection: BenchSection = {
  name: "OnHand",
  async run(ctx: BenchContext) {
    await ctx.pool.query("vacuum analyze on_hand_products, on_hand_lots, packets, bins");
    const figures: Figure[] = [];
    for (const list of lists) {
      figures.push(await quietOverHttp(ctx, this.name, list.label, { path: list.path, body: list.query }));
      figures.push(
        await rawSql({ ...ctx, connections: ctx.quietConnections }, this.name, list.label, async (c) => {
          await list.raw(onClient(c), list.query());
          return true;
        }),
      );
    }
    const drill = () => ({
      ...listQuery(onHandSortColumns.packets, () => ""),
      PageNo: 1,
      First: 1,
      ProductId: 3000 + upTo(7000),
    });
    figures.push(
      await quietOverHttp(ctx, this.name, "packets of a product (drill)", {
        path: "/api/api/StockOnHand/GetPackets",
        body: drill,
      }),
    );
    figures.push(
      await rawSql(
        { ...ctx, connections: ctx.quietConnections },
        this.name,
        "packets of a product (drill)",
        async (c) => {
          await pageOfList(onClient(c), onHandPackets, drill());
          return true;
        },
      ),
    );

    const client = await ctx.pool.connect();
    try {
      const db = onClient(client);
      const { rows } = await client.query<{ id: string }>("select max(ledger_id) as id from stock_ledger");
      const fullStarted = performance.now();
      const full = await checkStock(db, null);
      const fullMs = performance.now() - fullStarted;
      // An incremental pass over the last 5,000 ledger rows: a few minutes of a busy store.
      const since = Math.max(0, Number(rows[0].id) - 5000);
      const incrementalStarted = performance.now();
      const incremental = await checkStock(db, { ledgerId: since, suspects: [] });
      const incrementalMs = performance.now() - incrementalStarted;
      console.log(
        `OnHand     provable-stock check: full pass ${(fullMs / 1000).toFixed(2)} s (${full.discrepancies} discrepancies), incremental over the last 5,000 ledger rows ${incrementalMs.toFixed(0)} ms (${incremental.discrepancies})`,
      );
    } finally {
      client.release();
    }
    return figures;
  },
};
