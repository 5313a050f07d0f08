import pg from "pg";
import { openPostgres } from "../server/src/db/client.js";
import { loadConfig } from "../server/src/platform/config.js";
import { prepareDatabase } from "../server/src/seed/index.js";

/**
 * The scale of architecture section 7, a minimum: bins are 60,000 (its 20,000 and 40,000 more, empty), so
 * put-away, which takes a (waiting MRN, empty bin) pair per call, has 50,000 pairs for its runs.
 */
export const scale = {
  bins: 60_000,
  packets: 2_000_000,
  mrns: 100_000,
  products: 10_000,
  suppliers: 200,
  /** Finished goods in stock or dispatched (issue 35): one packet a serial, each made by Final Production. */
  fgPackets: 200_000,
  dispatches: 20_000,
  customers: 500,
} as const;
/**
 * Each MRN has one line of 20 packets: lines 1..10,000 lie in bins 1..10,000, the next 40,000 were issued (line l
 * from bin l, to a one-unit requisition of its own, so the issue records are there as in a plant that issued them),
 * the rest wait for a bin.
 */
export const layout = { packetsPerLine: 20, storedLines: 10_000, issuedLines: 40_000 } as const;
/**
 * Finished goods, as Final Production, put-away and dispatch leave them. The history's FG jobs (11,700, 9 in 10 of
 * the issued lines' FG jobs) mapped one serial each: one packet each, put away and dispatched ten jobs an order (ten
 * lines of one unit). 18,830 FG jobs more of 10 serials (from serial 100,001) make the rest of the 200,000 packets,
 * each job's packets put away into a bin of its own (after the 60,000: FG bins), the 5 lowest serials dispatched on an
 * order of one line: 20,000 dispatches in all, half the FG jobs' units still in their bins.
 */
export const fgLayout = {
  historyJobs: 11_700,
  historyPerDispatch: 10,
  jobs: 18_830,
  serialsPerJob: 10,
  dispatchedPerJob: 5,
  firstSerial: 100_001,
} as const;
/** The layout the kept set was made to (the database's comment): a set of another layout is made again. */
const layoutVersion = "wms bench layout 2: FG stock and dispatches";
export const benchPassword = "Bench123";

export function benchUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/wms_bench";
}

async function withServer<T>(work: (c: pg.Client) => Promise<T>, databaseUrl = benchUrl()): Promise<T> {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** Drops the database the URL names and makes it again, empty. */
export async function freshDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await withServer(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  }, databaseUrl);
}

/**
 * Whether the scale set of this layout is already there (generation takes a few minutes; it is kept between runs): its
 * database's comment names the layout, written once the set is complete.
 */
export async function benchSetExists(): Promise<boolean> {
  const name = new URL(benchUrl()).pathname.slice(1);
  return withServer(async (c) => {
    const r = await c.query<{ made: string | null }>(
      "select shobj_description(oid, 'pg_database') as made from pg_database where datname = $1",
      [name],
    );
    return r.rows[0]?.made === layoutVersion;
  });
}

/** Drops and recreates the bench database, migrates it, and fills it with set-based SQL. */
export async function generate(log: (s: string) => void = console.log): Promise<void> {
  await freshDatabase(benchUrl());
  const database = openPostgres(benchUrl(), 4);
  const config = { ...loadConfig(), seed: "none" as const, adminPassword: benchPassword, scryptLogN: 10 };
  await prepareDatabase(database, config);
  await database.close();

  const c = new pg.Client({ connectionString: benchUrl() });
  await c.connect();
  const step = async (label: string, sqlText: string) => {
    const t0 = Date.now();
    await c.query(sqlText);
    log(`  ${label.padEnd(28)} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  const { packetsPerLine: per, storedLines, issuedLines } = layout;
  try {
    await step(
      "suppliers",
      `insert into suppliers (supplier_name, supplier_code, firm_name, mob_no, email, shipping_address)
       select 'Supplier ' || g, 'SUP-' || lpad(g::text, 4, '0'), 'Firm ' || g, '9000000000', 'sup' || g || '@example.com', 'Road ' || g
       from generate_series(1, ${scale.suppliers}) g`,
    );
    await step(
      "products",
      `insert into products (product_cd, product_dscrptn, product_type_id, uom)
       select case when g <= 1000 then 'FG-' when g <= 3000 then 'INT-' else 'RM-' end || lpad(g::text, 5, '0'),
              'Product ' || g, case when g <= 1000 then 1 when g <= 3000 then 2 else 3 end, 'NOS'
       from generate_series(1, ${scale.products}) g`,
    );
    await step(
      "bins",
      `insert into bins (row_name, row_no, col_no, col_address, height, width, length, col_status)
       select 'R' || lpad(((g - 1) / 100)::text, 3, '0'), (g - 1) / 100 + 1, (g - 1) % 100 + 1,
              'R' || lpad(((g - 1) / 100)::text, 3, '0') || '-' || lpad(((g - 1) % 100 + 1)::text, 3, '0'),
              100, 100, 100, g <= ${storedLines} or g > ${scale.bins}
       from generate_series(1, ${scale.bins + fgLayout.jobs}) g`,
    );
    await step(
      "mrns",
      `insert into mrns (mrn_id, po_number, supplier_id, type, mrn_date)
       select g, 'PO-' || g, (g % ${scale.suppliers}) + 1, 'Purchase', now() - ((${scale.mrns} - g) % 365) * interval '1 day'
       from generate_series(1, ${scale.mrns}) g`,
    );
    await step(
      "mrn lines (approved)",
      `insert into mrn_lines (mrn_line_id, mrn_id, product_id, requested_qty, received_qty, uom, approved_qty, rejected_qty,
                              pieces_per_packet, total_slip, is_approve, approved_at)
       select g, g, 3001 + (g % 7000), ${per * 10}, ${per * 10}, 'NOS', ${per * 10}, 0, 10, ${per}, true, now()
       from generate_series(1, ${scale.mrns}) g`,
    );
    await c.query(`select setval(pg_get_serial_sequence('mrn_lines', 'mrn_line_id'), ${scale.mrns})`);
    await step(
      "packets",
      `insert into packets (packet_id, qr_code, product_id, supplier_id, mrn_line_id, qty, status, bin_id, inward_at,
                            received_on)
       select p, l || '-' || l || '-' || lpad(n::text, 3, '0'), 3001 + (l % 7000), (l % ${scale.suppliers}) + 1, l, 10,
              case when l <= ${storedLines} then 'InBin' when l <= ${storedLines + issuedLines} then 'Issued' else 'Packed' end,
              case when l <= ${storedLines} then l end,
              case when l <= ${storedLines + issuedLines} then now() - (l % 365) * interval '1 day' end,
              (select m.mrn_date from mrns m where m.mrn_id = l)
       from generate_series(1, ${scale.packets}) p,
            lateral (select (p - 1) / ${per} + 1 as l, (p - 1) % ${per} + 1 as n) k`,
    );
    await c.query(`select setval(pg_get_serial_sequence('packets', 'packet_id'), ${scale.packets})`);
    await step(
      "ledger (quality check)",
      `insert into stock_ledger (packet_id, product_id, qty, from_status, to_status, reason, reference, at)
       select packet_id, product_id, qty, null, 'Packed', 'qualityCheck', 'MRN ' || mrn_line_id, coalesce(inward_at, now())
       from packets`,
    );
    await step(
      "ledger (put-away history)",
      `insert into stock_ledger (packet_id, product_id, qty, from_status, to_status, to_bin_id, reason, reference, at, receipt_supplier_id)
       select packet_id, product_id, qty, 'Packed', 'InBin', coalesce(bin_id, mrn_line_id), 'putAway', 'MRN ' || mrn_line_id,
              inward_at, supplier_id
       from packets where status in ('InBin', 'Issued')`,
    );
    // The issued lines' history: one order and requisition (one unit of an FG or intermediate) per line, its frozen
    // BOM line, and an issue record per packet from the line's bin. Without them the issue records' statistics said
    // 0 rows until an analyse, and the BOM read kept a plan scanning every record written since.
    const issued = `generate_series(${storedLines + 1}, ${storedLines + issuedLines}) l`;
    await step(
      "orders (issue history)",
      `insert into production_orders (order_id, order_no, order_date, product_id, qty, remaining_qty)
       select l, 'HIST-ORD-' || l, (now() - (l % 365) * interval '1 day')::date, (l - 1) % 3000 + 1, 1, 0 from ${issued}`,
    );
    await step(
      "requisitions (history)",
      `insert into requisitions (requisition_id, requisition_no, order_id, qty, created_date)
       select l, 'HIST-' || l, l, 1, now() - (l % 365) * interval '1 day' from ${issued}`,
    );
    await step(
      "requisition lines (history)",
      `insert into requisition_lines (requisition_id, component_product_id, qty_per_unit)
       select l, 3001 + (l % 7000), ${per * 10} from ${issued}`,
    );
    await step(
      "requisition issues (history)",
      `insert into requisition_issues (requisition_id, packet_id, product_id, supplier_id, from_bin_id, qty, issued_at, done_at)
       select mrn_line_id, packet_id, product_id, supplier_id, mrn_line_id, qty, least(inward_at + interval '1 day', now()),
              least(inward_at + interval '1 day', now())
       from packets where status = 'Issued' order by packet_id`,
    );
    // Each issued packet left its line's bin for its requisition: the ledger replays to it (the provable-stock check).
    await step(
      "ledger (issue history)",
      `insert into stock_ledger (packet_id, product_id, qty, from_status, from_bin_id, to_status, reason, reference, at)
       select packet_id, product_id, qty, 'InBin', mrn_line_id, 'Issued', 'issueToProduction', 'HIST-' || mrn_line_id,
              least(inward_at + interval '1 day', now())
       from packets where status = 'Issued' order by packet_id`,
    );
    // The issued lines' consumption (the Consumption & Yield report's load): two activity reports per job (Start takes
    // packets 1-10, End 11-19 and part of 20), three shifts, 60 operators; output recorded for 9 jobs in 10 (serials
    // for an FG job, received qty for an intermediate one); the packets keep what is left of them, the ledger says so.
    await step(
      "shifts",
      `insert into shifts (shift_name, start_time, end_time) values ('A', '06:00', '14:00'), ('B', '14:00', '22:00'), ('C', '22:00', '06:00')`,
    );
    const history = `requisition_id between ${storedLines + 1} and ${storedLines + issuedLines}`;
    await step(
      "consumption events (history)",
      `insert into consumption_events (requisition_id, stage, operator, shift_id, kind, created_at, done_at)
       select r.requisition_id, s.stage, 'Operator ' || lpad((r.requisition_id % 60)::text, 2, '0'),
              (select min(shift_id) from shifts) + (r.requisition_id + s.n) % 3,
              case when (r.requisition_id - 1) % 3000 + 1 <= 1000 then 'assembly' else 'intermediate' end,
              least(r.created_date + interval '1 day' + s.n * interval '4 hours', now()),
              least(r.created_date + interval '1 day' + s.n * interval '4 hours', now())
       from requisitions r, (values ('Start', 0), ('End', 1)) s (stage, n) where r.${history}`,
    );
    await step(
      "consumptions (history)",
      `insert into consumptions (event_id, requisition_issue_id, qty)
       select e.event_id, k.requisition_issue_id, case when k.n <= 19 then k.qty else (k.requisition_id % 10)::numeric end
       from (select requisition_issue_id, requisition_id, qty,
                    row_number() over (partition by requisition_id order by requisition_issue_id) as n
             from requisition_issues where ${history}) k
       join consumption_events e on e.requisition_id = k.requisition_id and e.stage = case when k.n <= 10 then 'Start' else 'End' end
       where k.n <= 19 or k.requisition_id % 10 > 0`,
    );
    await step(
      "packets consumed (history)",
      `update packets p set qty = p.qty - c.qty
       from (select i.packet_id, sum(c.qty) as qty from consumptions c
             join requisition_issues i on i.requisition_issue_id = c.requisition_issue_id group by i.packet_id) c
       where p.packet_id = c.packet_id`,
    );
    await step(
      "ledger (consumption)",
      `insert into stock_ledger (packet_id, product_id, qty, from_status, to_status, reason, reference, at)
       select i.packet_id, i.product_id, c.qty, 'Issued', null, 'consume', 'HIST-' || i.requisition_id, e.created_at
       from consumptions c join requisition_issues i on i.requisition_issue_id = c.requisition_issue_id
       join consumption_events e on e.event_id = c.event_id`,
    );
    await step(
      "output (history)",
      `update requisitions set received_qty = 1
       where ${history} and requisition_id % 10 > 0 and (requisition_id - 1) % 3000 + 1 > 1000`,
    );
    await step(
      "fg serials (history)",
      `insert into fg_mappings (requisition_id, from_no, to_no, qty, created_at)
       select requisition_id, requisition_id, requisition_id, 1, created_date + interval '2 days' from requisitions
       where ${history} and requisition_id % 10 > 0 and (requisition_id - 1) % 3000 + 1 <= 1000`,
    );
    await finishedGoods(c, step);
    for (const [table, id] of [
      ["production_orders", "order_id"],
      ["requisitions", "requisition_id"],
      ["packets", "packet_id"],
      ["customers", "customer_id"],
      ["dispatch_orders", "dispatch_order_id"],
      ["dispatches", "dispatch_id"],
    ]) {
      await c.query(
        `select setval(pg_get_serial_sequence('${table}', '${id}'), (select max(${id}) from ${table}))`,
      );
    }
    // as autovacuum leaves a running plant's tables: statistics, and the visibility map that index-only scans read
    await step("vacuum analyze", "vacuum analyze");
    await c.query(`comment on database ${new URL(benchUrl()).pathname.slice(1)} is '${layoutVersion}'`);
  } finally {
    await c.end();
  }
}

/**
 * The finished goods of `fgLayout`, the rows Final Production (`mapSerials`, the kernel's `packFg`), put-away and
 * the kernel's `dispatch` write, set-based: each unit's packet, serial range and ledger rows (packFg, putAway,
 * dispatch), the customers, dispatch orders and lines (counted as dispatched), dispatches and their packets.
 */
async function finishedGoods(c: pg.Client, step: (label: string, sqlText: string) => Promise<void>) {
  const fg = fgLayout;
  const firstJob = layout.storedLines + layout.issuedLines;
  const historyDispatches = fg.historyJobs / fg.historyPerDispatch;
  const madeOn = (j: string) => `now() - ((${j} % 365) + 3) * interval '1 day'`;
  await step(
    "customers",
    `insert into customers (customer_code, customer_name, address, gst_number, contact_person, mobile_no, email)
     select 'CUST-' || lpad(g::text, 4, '0'), 'Customer ' || g, 'Road ' || g, '29ABCDE' || lpad(g::text, 4, '0') || 'F1Z5',
            'Buyer ' || g, '9800000000', 'cust' || g || '@example.com'
     from generate_series(1, ${scale.customers}) g`,
  );
  await step(
    "fg jobs (orders)",
    `insert into production_orders (order_id, order_no, order_date, product_id, qty, remaining_qty)
     select ${firstJob} + j, 'FG-ORD-' || j, (${madeOn("j")})::date, (j - 1) % 1000 + 1, ${fg.serialsPerJob}, 0
     from generate_series(1, ${fg.jobs}) j`,
  );
  await step(
    "fg jobs (requisitions)",
    `insert into requisitions (requisition_id, requisition_no, order_id, qty, created_date)
     select ${firstJob} + j, 'FG-' || j, ${firstJob} + j, ${fg.serialsPerJob}, ${madeOn("j")}
     from generate_series(1, ${fg.jobs}) j`,
  );
  await step(
    "fg serials (jobs)",
    `insert into fg_mappings (requisition_id, from_no, to_no, qty, created_at)
     select requisition_id, ${fg.firstSerial} + (requisition_id - ${firstJob} - 1) * ${fg.serialsPerJob},
            ${fg.firstSerial} + (requisition_id - ${firstJob}) * ${fg.serialsPerJob} - 1, ${fg.serialsPerJob},
            created_date + interval '1 day'
     from requisitions where requisition_id > ${firstJob}`,
  );
  // One row a serial: its packet (ids after the raw material's, in time order), bin, dispatch and times.
  await step(
    "fg units",
    `create temporary table fg_units as
     with units as (
       select m.requisition_id, r.requisition_no, o.product_id, s as serial, m.created_at as mapped_at,
              r.requisition_id <= ${firstJob} as history, s - m.from_no + 1 as k
       from fg_mappings m join requisitions r on r.requisition_id = m.requisition_id
       join production_orders o on o.order_id = r.order_id, generate_series(m.from_no, m.to_no) s),
     ranked as (
       select u.*, row_number() over (order by history desc, requisition_id, serial) as n,
              dense_rank() over (partition by history order by requisition_id) as job
       from units u)
     select (${scale.packets} + n)::integer as packet_id, requisition_id, requisition_no, product_id, serial, mapped_at,
            least(mapped_at + interval '1 hour', now()) as put_at, least(mapped_at + interval '1 day', now()) as dispatched_at,
            (${scale.bins} + case when history then (job - 1) / ${fg.historyPerDispatch} + 1 else job end)::integer as bin_id,
            (case when history then (job - 1) / ${fg.historyPerDispatch} + 1
                  when k <= ${fg.dispatchedPerJob} then ${historyDispatches} + job end)::integer as dispatch_no,
            (case when history then (job - 1) % ${fg.historyPerDispatch} + 1 else 1 end)::integer as line_no
     from ranked`,
  );
  await step(
    "fg packets",
    `insert into packets (packet_id, qr_code, product_id, produced_by_requisition_id, qty, status, bin_id, inward_at,
                          received_on, created_at)
     select packet_id, requisition_no || '-F' || packet_id, product_id, requisition_id, 1,
            case when dispatch_no is null then 'InBin' else 'Dispatched' end, case when dispatch_no is null then bin_id end,
            put_at, mapped_at::date, mapped_at
     from fg_units order by packet_id`,
  );
  await step(
    "fg packet serials",
    "insert into packet_serials (packet_id, from_no, to_no) select packet_id, serial, serial from fg_units",
  );
  await step(
    "ledger (fg packed)",
    `insert into stock_ledger (packet_id, product_id, qty, from_status, to_status, reason, reference, at)
     select packet_id, product_id, 1, null, 'Packed', 'packFg', requisition_no, mapped_at from fg_units order by packet_id`,
  );
  await step(
    "ledger (fg put-away)",
    `insert into stock_ledger (packet_id, product_id, qty, from_status, to_status, to_bin_id, reason, reference, at)
     select packet_id, product_id, 1, 'Packed', 'InBin', bin_id, 'putAway', requisition_no, put_at
     from fg_units order by packet_id`,
  );
  await step(
    "dispatch orders",
    `insert into dispatch_orders (dispatch_order_id, erp_order_no, customer_id, promised_date, status, created_at)
     select dispatch_no, 'SO-' || lpad(dispatch_no::text, 6, '0'), (dispatch_no - 1) % ${scale.customers} + 1,
            max(dispatched_at)::date, 'Dispatched', max(mapped_at)
     from fg_units where dispatch_no is not null group by dispatch_no`,
  );
  await step(
    "dispatch order lines",
    `insert into dispatch_order_lines (dispatch_order_id, line_no, product_id, qty, dispatched_qty)
     select dispatch_no, line_no, product_id, count(*), count(*)
     from fg_units where dispatch_no is not null group by dispatch_no, line_no, product_id`,
  );
  await step(
    "dispatches",
    `insert into dispatches (dispatch_id, dispatch_order_id, vehicle_no, document_no, dispatched_at, created_at)
     select dispatch_no, dispatch_no, 'KA01AB' || lpad((dispatch_no % 10000)::text, 4, '0'),
            'INV-' || lpad(dispatch_no::text, 6, '0'), max(dispatched_at), max(dispatched_at)
     from fg_units where dispatch_no is not null group by dispatch_no`,
  );
  await step(
    "dispatch packets",
    `insert into dispatch_packets (dispatch_id, packet_id, line_no, qty)
     select dispatch_no, packet_id, line_no, 1 from fg_units where dispatch_no is not null`,
  );
  await step(
    "ledger (dispatch)",
    `insert into stock_ledger (packet_id, product_id, qty, from_status, from_bin_id, to_status, reason, reference, at)
     select packet_id, product_id, 1, 'InBin', bin_id, 'Dispatched', 'dispatch', 'SO-' || lpad(dispatch_no::text, 6, '0'),
            dispatched_at
     from fg_units where dispatch_no is not null order by packet_id`,
  );
  await c.query("drop table fg_units");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Generating the scale set in ${benchUrl()}`);
  await generate();
}
