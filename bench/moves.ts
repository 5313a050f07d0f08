import type pg from "pg";
import { layout } from "./generate.js";
import { type HttpWork, httpAgainstRaw, prepared, quietOverHttp } from "./measure.js";
import type { BenchSection } from "./section.js";
import { ledgerInsertFrom, ledgerValues, lockPacket } from "./stock-statements.js";

// The move's own statements (stock/move.ts), as the app sends them; the packet lock and ledger in stock-statements.ts.
const lockBins = prepared(
  "bench_move_lock_bins",
  `select bin_id, col_address, is_active, col_status from bins
   where bin_id = any($1::integer[]) or lower(col_address) = lower($2) order by bin_id for update`,
);
const productsInBin = prepared(
  "bench_move_products_in_bin",
  "select distinct product_id from packets where bin_id = $1 limit 2",
);
// The packets move, their ledger rows are written and the bins' flags set in one statement (move.ts `movePacketsStatement`).
const holdsPacketStill = `(bins.bin_id = $1::integer or exists (
  select 1 from packets p where p.bin_id = bins.bin_id and p.packet_id <> all($2::integer[])))`;
const movePackets = prepared(
  "bench_move_packets",
  `with moved as (
     update packets set bin_id = $1::integer where packet_id = any($2::integer[]) and status in ('InBin', 'OnHold')
     and bin_id is not null returning packet_id),
   flagged as (
     update bins set col_status = ${holdsPacketStill}, updated_by = $3::integer, updated_date = $4::timestamptz
     where bin_id = any($5::integer[]) and col_status <> ${holdsPacketStill} returning bin_id),
   appended as (${ledgerInsertFrom(6)} returning ledger_id)
   select packet_id from moved`,
);

/** One packet to move: its code and the bin of the same product it goes to (consolidation, so no bin is used up). */
interface MoveUnit {
  code: string;
  to: string;
}

/** The move transaction as raw SQL: lock packet, lock bins, check the target's product, move with its ledger and flags. */
async function rawMove(c: pg.PoolClient, unit: MoveUnit, userId: number) {
  await c.query("begin");
  const [p] = (await c.query(lockPacket([unit.code]))).rows;
  if (p?.status !== "InBin") throw new Error(`${unit.code} not in a bin`);
  const bins = (await c.query(lockBins([[p.bin_id], unit.to]))).rows;
  const target = bins.find((b) => b.col_address.toLowerCase() === unit.to.toLowerCase());
  if (!target?.is_active || target.bin_id === p.bin_id) throw new Error(`${unit.to} refused`);
  if (target.col_status) {
    const held = (await c.query(productsInBin([target.bin_id]))).rows;
    if (held.length > 1 || held[0]?.product_id !== p.product_id)
      throw new Error(`${unit.to} holds another product`);
  }
  const move = {
    packetId: p.packet_id,
    productId: p.product_id,
    qty: p.qty,
    from: p.status,
    fromBin: p.bin_id,
    to: p.status,
    toBin: target.bin_id,
    reason: "move",
    reference: target.col_address,
    receiptSupplierId: null,
    userId,
  };
  const now = new Date().toISOString();
  const binIds = bins.map((b) => b.bin_id);
  await c.query(movePackets([target.bin_id, [p.packet_id], userId, now, binIds, ...ledgerValues([move])]));
  await c.query("commit");
}

/**
 * Moves (StockTransfer/MovePackets) of one packet each into a bin holding only its product, over HTTP beside
 * the same statements raw, and over HTTP at the quiet client count. The stored bins sharing one product are
 * paired; each packet in them moves once to its pair's other bin (neither is used up: a bin of 20 keeps the
 * rest). The units go one packet of every pair at a time, so concurrent moves rarely meet on one pair's locks;
 * the HTTP runs take them from the front, the raw run from the back.
 */
export const movesSection: BenchSection = {
  name: "Moves",
  async run(ctx) {
    const { rows } = await ctx.pool.query<MoveUnit>(
      `with single as (
         select bin_id, min(product_id) as product_id from packets
         where bin_id between 1 and $1 group by bin_id having count(distinct product_id) = 1),
       pairs as (
         select a.bin_id as a, b.bin_id as b from single a join single b on b.product_id = a.product_id and b.bin_id > a.bin_id)
       select p.qr_code as code, t.col_address as "to"
       from pairs join packets p on p.bin_id in (pairs.a, pairs.b) and p.status = 'InBin'
       join bins t on t.bin_id = case when p.bin_id = pairs.a then pairs.b else pairs.a end
       order by right(p.qr_code, 3), pairs.a, p.bin_id`,
      [layout.storedLines],
    );
    let front = 0;
    let back = rows.length - 1;
    const take = (fromFront: boolean) => (front > back ? null : rows[fromFront ? front++ : back--]);
    const move: HttpWork = {
      path: "/api/api/StockTransfer/MovePackets",
      body: () => {
        const unit = take(true);
        return unit && { QRCodes: [unit.code], ToBinAddress: unit.to };
      },
    };
    const [moveHttp, moveRaw] = await httpAgainstRaw(ctx, this.name, "move 1 packet", move, async (c) => {
      const unit = take(false);
      if (!unit) return false;
      await rawMove(c, unit, ctx.userId);
      return true;
    });
    const moveQuiet = await quietOverHttp(ctx, this.name, "move", move);
    return [moveHttp, moveRaw, moveQuiet];
  },
};
