import type pg from "pg";
import { layout, scale } from "./generate.js";
import { type HttpWork, httpAgainstRaw, prepared, quietOverHttp } from "./measure.js";
import type { BenchSection } from "./section.js";
import { ledgerInsertFrom, ledgerValues, lockPackets } from "./stock-statements.js";

const { packetsPerLine: per, storedLines, issuedLines } = layout;
const firstPackedLine = storedLines + issuedLines + 1;
const packedLines = scale.mrns - firstPackedLine + 1;
const codeOf = (line: number, n: number) => `${line}-${line}-${String(n).padStart(3, "0")}`;
const randomPackedCode = () => {
  const line = firstPackedLine + Math.floor(Math.random() * packedLines);
  return { line, code: codeOf(line, 1 + Math.floor(Math.random() * per)) };
};

/**
 * The statement the app runs for CheckRMExists (packet, product, type, supplier, MRN line, producing
 * requisition, bin), prepared once per connection as the app prepares it.
 */
const lookup = prepared(
  "bench_packet_row_by_code",
  `
  select p.qr_code, l.mrn_id, pr.product_cd, pr.product_dscrptn, t.product_type_name, coalesce(s.supplier_code, ''),
         cast(p.qty as double precision), pr.uom, p.status, b.col_address, r.requisition_no, p.produced_by_requisition_id
  from packets p
  join products pr on pr.product_id = p.product_id
  join product_types t on t.product_type_id = pr.product_type_id
  left join suppliers s on s.supplier_id = p.supplier_id
  left join mrn_lines l on l.mrn_line_id = p.mrn_line_id
  left join requisitions r on r.requisition_id = p.produced_by_requisition_id
  left join bins b on b.bin_id = p.bin_id
  where p.qr_code = $1 order by p.packet_id`,
);

// The put-away's own statements (put-away.ts), as the app sends them; the packet lock and ledger in stock-statements.ts.
const lockBin = prepared(
  "bench_put_away_lock_bin",
  "select bin_id, is_active, col_status, col_address from bins where bin_id = $1 for update",
);
// The packets into the bin, the bin Full and the ledger rows, in one statement (put-away.ts `putAwayWriteStatement`).
const putAwayWrite = prepared(
  "bench_put_away_write",
  `with moved as (
     update packets set status = 'InBin', bin_id = $1::integer, inward_at = coalesce(inward_at, $2::timestamptz)
     where packet_id = any($3::integer[]) and status = 'Packed' returning packet_id),
   filled as (
     update bins set col_status = true, updated_by = $4::integer, updated_date = $2::timestamptz
     where bin_id = $1::integer and not col_status returning bin_id),
   appended as (${ledgerInsertFrom(5)} returning ledger_id)
   select count(*)::integer as rows from appended`,
);

/** The put-away transaction as raw SQL: lock packets, lock bin, then move them, fill the bin and write the ledger in one statement. */
async function rawPutAway(c: pg.PoolClient, mrnId: number, binId: number, userId: number) {
  const codes = Array.from({ length: per }, (_, i) => codeOf(mrnId, i + 1));
  await c.query("begin");
  // The app's lock order (lock-order.ts): packets, then the bin.
  const locked = await c.query(lockPackets([codes]));
  const bin = await c.query(lockBin([binId]));
  if (!bin.rows[0]?.is_active || bin.rows[0].col_status) throw new Error("bin not empty");
  if (locked.rows.some((r) => r.status !== "Packed" || r.mrn_id !== mrnId)) throw new Error("taken");
  const ids = locked.rows.map((r) => r.packet_id);
  const now = new Date().toISOString();
  const moves = locked.rows.map((r) => ({
    packetId: r.packet_id,
    productId: r.product_id,
    qty: r.qty,
    from: "Packed",
    fromBin: null,
    to: "InBin",
    toBin: binId,
    reason: "putAway",
    reference: `MRN ${mrnId}`,
    receiptSupplierId: r.mrn_line_id !== null && r.parent_packet_id === null ? r.supplier_id : null,
    userId,
  }));
  await c.query(putAwayWrite([binId, now, ids, userId, ...ledgerValues(moves)]));
  await c.query("commit");
}

/**
 * Scan lookup (CheckRMExists: a packet already inward rightly answers '400') and put-away
 * (UpdateBinInwardMaterialStock), each also over HTTP at the quiet client count (the latency goal).
 * Put-away consumes (waiting MRN, empty bin) pairs: the HTTP runs take them from the front, the raw
 * run from the back, so none touches another's rows.
 */
export const inboundSection: BenchSection = {
  name: "Inbound",
  async run(ctx) {
    const scan: HttpWork = {
      path: "/api/api/RawMaterialInward/CheckRMExists",
      body: () => {
        const { line, code } = randomPackedCode();
        return { MRNID: line, QRCode: code };
      },
      okCodes: ["200", "400"],
    };
    const [scanHttp, scanRaw] = await httpAgainstRaw(
      ctx,
      this.name,
      "scan lookup CheckRMExists",
      scan,
      async (c) => {
        await c.query(lookup([randomPackedCode().code]));
        return true;
      },
    );
    const scanQuiet = await quietOverHttp(ctx, this.name, "scan lookup", scan);

    // Pairs of a waiting MRN (every packet still Packed) and an empty bin, as the data stands now.
    const waiting = await ctx.pool.query<{ id: number }>(
      `select l.mrn_line_id as id from mrn_lines l where l.mrn_line_id >= $1
         and not exists (select 1 from packets p where p.mrn_line_id = l.mrn_line_id and p.status <> 'Packed')
       order by 1`,
      [firstPackedLine],
    );
    const empty = await ctx.pool.query<{ id: number }>(
      "select bin_id as id from bins where is_active and not col_status order by 1",
    );
    const pairs = Math.min(waiting.rows.length, empty.rows.length);
    let front = 0;
    let back = pairs - 1;
    const take = (fromFront: boolean) => {
      if (front > back) return null;
      const i = fromFront ? front++ : back--;
      return { mrnId: waiting.rows[i].id, binId: empty.rows[i].id };
    };
    const putAway: HttpWork = {
      path: "/api/api/RawMaterialInward/UpdateBinInwardMaterialStock",
      body: () => {
        const pair = take(true);
        if (!pair) return null;
        return {
          MRNID: pair.mrnId,
          BinId: pair.binId,
          storeItems: Array.from({ length: per }, (_, n) => ({ QRCode: codeOf(pair.mrnId, n + 1) })),
        };
      },
    };
    const [putHttp, putRaw] = await httpAgainstRaw(
      ctx,
      this.name,
      "put-away 20 packets",
      putAway,
      async (c) => {
        const pair = take(false);
        if (!pair) return false;
        await rawPutAway(c, pair.mrnId, pair.binId, ctx.userId);
        return true;
      },
    );
    const putQuiet = await quietOverHttp(ctx, this.name, "put-away", putAway);
    return [scanHttp, scanRaw, scanQuiet, putHttp, putRaw, putQuiet];
  },
};
