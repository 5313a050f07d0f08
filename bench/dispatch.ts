import type pg from "pg";
import { scale } from "./generate.js";
import { type HttpWork, httpAgainstRaw, prepared, quietOverHttp } from "./measure.js";
import type { BenchSection } from "./section.js";
import { ledgerInsertFrom, ledgerValues, lockPacket } from "./stock-statements.js";

// The dispatch's own statements (stock/dispatch.ts, bin-flags.ts), as the app sends them; the packet lock and ledger
// in stock-statements.ts.
const lockOrder = prepared(
  "bench_dispatch_lock_order",
  "select erp_order_no, status from dispatch_orders where dispatch_order_id = $1 for update",
);
const lockLines = prepared(
  "bench_dispatch_lock_lines",
  `select l.line_no, p.product_cd, l.qty, l.dispatched_qty from dispatch_order_lines l
   join products p on p.product_id = l.product_id where l.dispatch_order_id = $1 order by l.line_no for update of l`,
);
const serialsOf = prepared(
  "bench_dispatch_serials",
  `select packet_id, from_no, to_no from packet_serials where packet_id = any($1::integer[])
   order by packet_id, from_no`,
);
const lockBin = prepared(
  "bench_dispatch_lock_bin",
  "select bin_id from bins where bin_id = $1 order by bin_id for update",
);
// The writes in one statement (dispatch.ts `dispatchWriteStatement`): packets leave with their ledger rows, the
// dispatch and its packets recorded, the lines counted, the order closed when every line is met.
const write = prepared(
  "bench_dispatch_write",
  `with left_bins as (
     update packets p set status = 'Dispatched', bin_id = null, qty = u.qty
     from unnest($1::integer[], $2::numeric[]) as u(packet_id, qty)
     where p.packet_id = u.packet_id and p.status = 'InBin' returning p.packet_id),
   appended as (${ledgerInsertFrom(12)} returning ledger_id),
   recorded as (
     insert into dispatches (dispatch_order_id, vehicle_no, document_no, dispatched_at, user_id)
     values ($3::integer, $4::text, $5::text, $6::timestamptz, $7::integer) returning dispatch_id),
   listed as (
     insert into dispatch_packets (dispatch_id, packet_id, line_no, qty)
     select r.dispatch_id, u.packet_id, u.line_no, u.qty
     from recorded r, unnest($1::integer[], $8::integer[], $9::integer[]) as u(packet_id, line_no, qty)
     returning packet_id),
   counted as (
     update dispatch_order_lines l set dispatched_qty = l.dispatched_qty + u.qty
     from unnest($10::integer[], $11::integer[]) as u(line_no, qty)
     where l.dispatch_order_id = $3::integer and l.line_no = u.line_no and l.dispatched_qty + u.qty <= l.qty
     returning l.line_no),
   closed as (
     update dispatch_orders set status = 'Dispatched' where dispatch_order_id = $3::integer
     and not exists (select 1 from dispatch_order_lines l
                     left join unnest($10::integer[], $11::integer[]) as u(line_no, qty) on u.line_no = l.line_no
                     where l.dispatch_order_id = $3::integer and l.dispatched_qty + coalesce(u.qty, 0) < l.qty)
     returning status)
   select r.dispatch_id, (select count(*) from left_bins)::integer as "left", (select count(*) from counted)::integer as counted
   from recorded r`,
);
const emptyBin = prepared(
  "bench_dispatch_empty_bin",
  `update bins set col_status = false, updated_by = $2, updated_date = $3::timestamptz
   where bin_id = $1 and not exists (select 1 from packets p where p.bin_id = bins.bin_id)`,
);

/** One dispatch: an open order of one line of one unit, and an FG packet of that product in a bin. */
interface DispatchUnit {
  orderId: number;
  code: string;
}

const vehicleNo = "KA01BENCH";
const documentNo = "INV-BENCH";

/** The dispatch transaction as raw SQL: the order and line locked, the packet, its serials and bin, the writes. */
async function rawDispatch(c: pg.PoolClient, unit: DispatchUnit, userId: number) {
  await c.query("begin");
  const [order] = (await c.query(lockOrder([unit.orderId]))).rows;
  if (order?.status !== "Open") throw new Error(`order ${unit.orderId} not open`);
  const lines = (await c.query(lockLines([unit.orderId]))).rows;
  const [p] = (await c.query(lockPacket([unit.code]))).rows;
  if (p?.status !== "InBin") throw new Error(`${unit.code} not in a bin`);
  const serials = (await c.query(serialsOf([[p.packet_id]]))).rows;
  const units = serials.reduce((n, r) => n + r.to_no - r.from_no + 1, 0);
  const line = lines.find((l) => l.product_cd === p.product_cd && l.qty - l.dispatched_qty >= units);
  if (units !== Number(p.qty) || !line) throw new Error(`${unit.code} not for the order`);
  await c.query(lockBin([p.bin_id]));
  const now = new Date().toISOString();
  const move = {
    packetId: p.packet_id,
    productId: p.product_id,
    qty: p.qty,
    from: "InBin",
    fromBin: p.bin_id,
    to: "Dispatched",
    toBin: null,
    reason: "dispatch",
    reference: order.erp_order_no,
    receiptSupplierId: null,
    userId,
  };
  const [written] = (
    await c.query(
      write([
        [p.packet_id],
        [p.qty],
        unit.orderId,
        vehicleNo,
        documentNo,
        now,
        userId,
        [line.line_no],
        [units],
        [line.line_no],
        [units],
        ...ledgerValues([move]),
      ]),
    )
  ).rows;
  if (written.left !== 1 || written.counted !== 1)
    throw new Error(`${unit.code} or its line changed meanwhile`);
  await c.query(emptyBin([p.bin_id, userId, now]));
  await c.query("commit");
}

/**
 * Open orders for the packets to dispatch, one line of one unit each (orders are not stock: written as the ERP's
 * CreateDispatchOrder writes them). The packets are the FG bins' InBin packets, one of every bin at a time, so
 * concurrent dispatches rarely meet on one bin's lock.
 */
async function prepare(pool: pg.Pool, run: string, wanted: number): Promise<DispatchUnit[]> {
  const { rows } = await pool.query<{ code: string; product_id: number; n: string }>(
    `select p.qr_code as code, p.product_id, row_number() over (order by k.n, p.bin_id) as n
     from (select packet_id, row_number() over (partition by bin_id order by packet_id) as n
           from packets where status = 'InBin' and bin_id > $1 and produced_by_requisition_id is not null) k
     join packets p on p.packet_id = k.packet_id
     order by k.n, p.bin_id limit $2`,
    [scale.bins, wanted],
  );
  const orders = await pool.query<{ dispatch_order_id: number; erp_order_no: string }>(
    `with made as (
       insert into dispatch_orders (erp_order_no, customer_id, promised_date)
       select $1 || '-' || i, (i - 1) % ${scale.customers} + 1, current_date from generate_series(1, $2::integer) i
       returning dispatch_order_id, erp_order_no),
     lined as (
       insert into dispatch_order_lines (dispatch_order_id, line_no, product_id, qty)
       select m.dispatch_order_id, 1, u.product_id, 1
       from made m join unnest($3::integer[]) with ordinality as u(product_id, i) on m.erp_order_no = $1 || '-' || u.i)
     select dispatch_order_id, erp_order_no from made`,
    [run, rows.length, rows.map((r) => r.product_id)],
  );
  const orderOf = new Map(orders.rows.map((o) => [o.erp_order_no, o.dispatch_order_id]));
  return rows.map((r) => ({ orderId: orderOf.get(`${run}-${r.n}`)!, code: r.code }));
}

/** Units prepared per run: more than the warm-ups and measurements of both sides take on this machine. */
const unitsPerRun = 30_000;

/**
 * Dispatch (Dispatch/CreateDispatch) of one FG packet each on an order of its own, over HTTP beside the same
 * statements raw, and over HTTP at the quiet client count. The HTTP runs take the units from the front, the raw run
 * from the back; the orders left open are cancelled at the end, so the set keeps only what was dispatched.
 */
export const dispatchSection: BenchSection = {
  name: "Dispatch",
  async run(ctx) {
    const run = `BENCH-SO-${Date.now().toString(36)}`.toUpperCase();
    const units = await prepare(ctx.pool, run, unitsPerRun);
    let front = 0;
    let back = units.length - 1;
    const take = (fromFront: boolean) => (front > back ? null : units[fromFront ? front++ : back--]);
    const dispatch: HttpWork = {
      path: "/api/api/Dispatch/CreateDispatch",
      body: () => {
        const unit = take(true);
        return (
          unit && {
            DispatchOrderId: unit.orderId,
            VehicleNo: vehicleNo,
            DocumentNo: documentNo,
            Packets: [{ QRCode: unit.code, Qty: 1 }],
          }
        );
      },
    };
    try {
      const [http, raw] = await httpAgainstRaw(ctx, this.name, "dispatch 1 packet", dispatch, async (c) => {
        const unit = take(false);
        if (!unit) return false;
        await rawDispatch(c, unit, ctx.userId);
        return true;
      });
      const quiet = await quietOverHttp(ctx, this.name, "dispatch", dispatch);
      return [http, raw, quiet];
    } finally {
      await ctx.pool.query(
        "update dispatch_orders set status = 'Cancelled' where erp_order_no like $1 and status = 'Open'",
        [`${run}-%`],
      );
    }
  },
};
