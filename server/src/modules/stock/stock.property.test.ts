import { holdReasons, ledgerReasons, maxQty, milliOf, type PacketStatus, qtyNumber } from "@wms/domain";
import { eq, gt, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { fgMappings, packets, requisitionIssues, requisitions } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { propertyRuns } from "../../test/property.js";
import { createDispatchOrder } from "../dispatch/orders.js";
import { reportActivity } from "../production/activity-service.js";
import { mapSerials } from "../production/final-production-service.js";
import { findRequisitionByNo } from "../production/issue-queries.js";
import { issueRmStore } from "../production/issue-service.js";
import { raiseRequisition } from "../production/requisition-service.js";
import { receiveOutput } from "../production-receipt/service.js";
import { recordCount, startCount, submitCount } from "../store/counts.js";
import { traceRows } from "../traceability/queries.js";
import {
  acceptRejected,
  approveCount,
  decideWriteOff,
  dispatch,
  holdPackets,
  movePackets,
  receiveCustomerReturn,
  releasePackets,
  requestWriteOff,
  returnRejectedToSupplier,
  scrapPackets,
  sendToRework,
} from "./index.js";
import { stockProblems } from "./invariants.test-support.js";
import { makeBin, makeSupplier, receiveStock } from "./plant.test-support.js";
import { putAway } from "./put-away.js";
import { issueBalances, issueLines } from "./requisition-issues.js";
import { returnToStock } from "./return-to-stock.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** One random step: which command, and three numbers that pick its target and amounts. */
const step = fc.tuple(
  fc.constantFrom(
    "qc",
    "putAway",
    "raise",
    "issue",
    "consume",
    "produce",
    "return",
    "map",
    "hold",
    "release",
    "scrap",
    "rejects",
    "move",
    "count",
    "writeOff",
    "dispatch",
    "customerReturn",
    "rework",
    "remap",
  ),
  fc.nat(1000),
  fc.nat(1000),
  fc.nat(1000),
);

interface World {
  rm: number;
  part: number;
  fg: number;
  /** An FG needing no material, 3 of its serials packed (2 a packet) before the day: FG stock every run has. */
  fgx: number;
  supplierId: number;
  shiftId: number;
  customerCode: string;
  tag: string;
}

const pick = <T>(items: T[], n: number): T | undefined =>
  items.length ? items[n % items.length] : undefined;

/** `part` of an unused quantity as a screen sends it: 3 decimals by the one rule, at least 0.001. */
const shareOf = (unused: number, part: number) => qtyNumber(maxQty(milliOf(0.001), milliOf(unused * part)));

async function rows<T>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The day's RM, part and FG packets in the given states, with their bin, oldest first. */
const packetsOf = (db: Db, w: World, statuses: PacketStatus[]) =>
  rows<{
    qr_code: string;
    qty: string;
    bin_id: number | null;
    col_address: string | null;
    hold_reason: string | null;
  }>(
    db,
    sql`select p.qr_code, p.qty::text as qty, p.bin_id, b.col_address, p.hold_reason from packets p
      left join bins b on b.bin_id = p.bin_id
      where p.product_id in (${w.rm}, ${w.part}, ${w.fg}) and p.status in ${statuses} order by p.packet_id`,
  );

/** Runs one step against the stock as it is now; a refusal is fine (it must change nothing). */
async function run(db: Db, w: World, [kind, a, b, c]: [string, number, number, number]) {
  const reqs = await rows<{
    requisition_no: string;
    requisition_id: number;
    product_id: number;
    qty: number;
  }>(
    db,
    sql`select r.requisition_no, r.requisition_id, o.product_id, r.qty from requisitions r
      join production_orders o on o.order_id = r.order_id where o.order_no like ${`${w.tag}%`} order by r.requisition_id`,
  );
  switch (kind) {
    case "qc":
    case "qcReject":
      await receiveStock(db, {
        productId: a % 3 === 0 ? w.part : w.rm,
        supplierId: w.supplierId,
        qty: ((b % 40) + 1) / 4,
        count: (c % 3) + 1,
        binId: null,
        rejected: kind === "qcReject" ? 2 : c % 4 === 0 ? 1 : 0,
      });
      return;
    case "putAway":
    case "putAwayFg": {
      const made = kind === "putAwayFg" ? [w.fg, w.fgx] : [w.rm, w.part, w.fg];
      const packed = await rows<{ qr_code: string; mrn_id: number | null; requisition_no: string | null }>(
        db,
        sql`select p.qr_code, ml.mrn_id, r.requisition_no from packets p
          left join mrn_lines ml on ml.mrn_line_id = p.mrn_line_id
          left join requisitions r on r.requisition_id = p.produced_by_requisition_id
          where p.status = 'Packed' and p.product_id = any(${sql.param(made)}::integer[]) order by p.packet_id`,
      );
      const p = pick(packed, a);
      if (!p) return;
      const bin = await makeBin(db);
      await putAway(
        db,
        p.mrn_id
          ? { MRNID: p.mrn_id, BinId: bin.binId, storeItems: [{ QRCode: p.qr_code }] }
          : { RequisitionNo: p.requisition_no, BinId: bin.binId, storeItems: [{ QRCode: p.qr_code }] },
        null,
      );
      return;
    }
    case "raise": {
      const orderNo = `${w.tag}-${a}-${b}-${c}`;
      await db.execute(sql`insert into production_orders (order_no, order_date, product_id, qty, remaining_qty)
        values (${orderNo}, now(), ${a % 2 ? w.fg : w.part}, 3, 3) on conflict do nothing`);
      await raiseRequisition(db, { OrderNO: orderNo, Qty: (b % 3) + 1 }, null);
      return;
    }
    case "issue": {
      const r = pick(reqs, a);
      if (!r) return;
      const lines = await issueLines(db, (await findRequisitionByNo(db, r.requisition_no))!);
      const line = pick(
        lines.filter((l) => l.RemainingQty > 0),
        b,
      );
      if (!line) return;
      const inBins = await rows<{ qr_code: string }>(
        db,
        sql`select p.qr_code from packets p join products pr on pr.product_id = p.product_id
          where p.status = 'InBin' and pr.product_cd = ${line.RMCode} order by p.packet_id`,
      );
      const p = pick(inBins, c);
      if (p)
        await issueRmStore(
          db,
          { RequisitionNo: r.requisition_no, storeItems: [{ QRCode: p.qr_code }] },
          null,
        );
      return;
    }
    case "consume": {
      const r = pick(reqs, a);
      if (!r) return;
      const open = (await issueBalances(db, [r.requisition_id])).filter((x) => x.unused > 0);
      const issue = pick(open, b);
      if (!issue) return;
      const code = issue.productId === w.rm ? `${w.tag}-RM` : `${w.tag}-PART`;
      await reportActivity(
        db,
        r.product_id === w.fg ? "assembly" : "intermediate",
        {
          RequisitionNo: r.requisition_no,
          ShiftId: w.shiftId,
          // two operators, so a job's crew sums have more than one key
          Operator: `Prop ${c % 2}`,
          Stage: c % 2 ? "Start" : "End",
          storeItems: [{ ProductCode: code, Quantity: shareOf(issue.unused, ((c % 4) + 1) / 4) }],
        },
        null,
      );
      return;
    }
    case "produce": {
      const r = pick(
        reqs.filter((x) => x.product_id === w.part),
        a,
      );
      if (r)
        await receiveOutput(
          db,
          { RequisitionNo: r.requisition_no, Qty: (b % 3) + 1, PiecesPerPacket: (c % 2) + 1 },
          null,
        );
      return;
    }
    case "return": {
      // any requisition's unused issue, so a run's return has something to give back whenever anything is unused
      const issue = pick(
        (
          await issueBalances(
            db,
            reqs.map((r) => r.requisition_id),
          )
        ).filter((x) => x.unused > 0),
        a + b,
      );
      if (!issue) return;
      const qty = shareOf(issue.unused, ((c % 2) + 1) / 2);
      await returnToStock(
        db,
        { ReturnType: 1, ReturnList: [{ RequisitionIssueId: issue.requisitionIssueId, Quantity: qty }] },
        null,
      );
      return;
    }
    case "map": {
      const r = pick(
        reqs.filter((x) => x.product_id === w.fg),
        a,
      );
      if (!r) return;
      const [mapped] = await rows<{ n: number }>(
        db,
        sql`select coalesce(sum(qty), 0)::int as n from fg_mappings where requisition_id = ${r.requisition_id}`,
      );
      if (mapped.n >= r.qty) return;
      const max = await rows<{ m: number }>(
        db,
        sql`select coalesce(max(to_no), 0)::int as m from fg_mappings`,
      );
      const qty = Math.min(r.qty - mapped.n, (b % 2) + 1);
      await mapSerials(
        db,
        { RequisitionId: r.requisition_id, FromNo: max[0].m + 1, ToNo: max[0].m + qty, Qty: qty },
        null,
      );
      return;
    }
    case "dispatch": {
      // An order for some of an FG packet in a bin: all of it, or fewer units (the packet split by serial).
      const p = pick(
        await rows<{ qr_code: string; qty: number; product_cd: string }>(
          db,
          sql`select p.qr_code, p.qty::int as qty, pr.product_cd from packets p
            join products pr on pr.product_id = p.product_id
            where p.product_id in (${w.fg}, ${w.fgx}) and p.status = 'InBin' order by p.packet_id`,
        ),
        a,
      );
      if (!p) return;
      const units = (b % p.qty) + 1;
      const { order } = await createDispatchOrder(
        db,
        {
          ErpOrderNo: `${w.tag}-D${a}-${b}-${c}`,
          CustomerCode: w.customerCode,
          PromisedDate: "12/31/2030",
          Lines: [{ ProductCode: p.product_cd, Qty: units }],
        },
        0,
      );
      await dispatch(
        db,
        {
          DispatchOrderId: order.dispatchOrderId,
          VehicleNo: "KA01AB1234",
          DocumentNo: `INV-${a}`,
          Packets: [{ QRCode: p.qr_code, Qty: units }],
        },
        null,
      );
      return;
    }
    case "customerReturn": {
      // A dispatched FG packet: one of its serials comes back by its label (b even), or the packet whole.
      const p = pick(
        await rows<{ qr_code: string; dispatch_id: number; from_no: number }>(
          db,
          sql`select p.qr_code, d.dispatch_id, s.from_no from packets p
            join dispatch_packets d on d.packet_id = p.packet_id
            join lateral (select min(from_no) as from_no from packet_serials where packet_id = p.packet_id) s on true
            where p.product_id in (${w.fg}, ${w.fgx}) order by p.packet_id`,
        ),
        a,
      );
      if (!p) return;
      const scan = b % 2 === 0 ? String(p.from_no) : p.qr_code;
      await receiveCustomerReturn(
        db,
        { DispatchId: p.dispatch_id, Reason: "came back", Scans: [scan] },
        null,
      );
      return;
    }
    case "rework": {
      // A customer return on hold goes back into its job.
      const p = pick(
        await rows<{ qr_code: string }>(
          db,
          sql`select qr_code from packets where product_id in (${w.fg}, ${w.fgx}) and status = 'OnHold'
            and hold_reason = 'CustomerReturn' order by packet_id`,
        ),
        a,
      );
      if (p) await sendToRework(db, { QRCodes: [p.qr_code], Remark: "" }, null);
      return;
    }
    case "remap": {
      // A serial back from rework mapped again on its job.
      const r = pick(
        await rows<{ requisition_id: number; serial_no: number }>(
          db,
          sql`select w.requisition_id, w.serial_no from rework_serials w
            join requisitions r on r.requisition_id = w.requisition_id
            join production_orders o on o.order_id = r.order_id
            where w.remapped_packet_id is null and o.order_no like ${`${w.tag}%`} order by w.serial_no`,
        ),
        a,
      );
      if (r)
        await mapSerials(
          db,
          { RequisitionId: r.requisition_id, FromNo: r.serial_no, ToNo: r.serial_no, Qty: 1 },
          null,
        );
      return;
    }
    case "hold": {
      const p = pick(await packetsOf(db, w, ["InBin", "Packed"]), a);
      if (p)
        await holdPackets(
          db,
          { QRCodes: [p.qr_code], Reason: holdReasons[b % holdReasons.length], Remark: "" },
          null,
        );
      return;
    }
    case "release": {
      const p = pick(await packetsOf(db, w, ["OnHold"]), a);
      if (p) await releasePackets(db, { QRCodes: [p.qr_code], Remark: "" }, null);
      return;
    }
    case "scrap": {
      const p = pick(await packetsOf(db, w, ["InBin", "Packed", "OnHold", "Rejected"]), a);
      if (p) await scrapPackets(db, { QRCodes: [p.qr_code], Reason: "Damaged", Remark: "" }, null);
      return;
    }
    case "writeOff": {
      const p = pick(
        (await packetsOf(db, w, ["OnHold"])).filter((h) => h.hold_reason === "Lost"),
        a,
      );
      if (!p) return;
      // Requested by one user, decided by another (user ids need no row: the ledger keeps them without keys).
      const WriteOffId = await requestWriteOff(db, { QRCodes: [p.qr_code], Remark: "lost" }, 1);
      await decideWriteOff(db, { WriteOffId, Approve: b % 2 === 0, Remark: "" }, 2);
      return;
    }
    case "rejects": {
      const p = pick(await packetsOf(db, w, ["Rejected"]), a);
      if (!p) return;
      const dispose = b % 2 ? acceptRejected : returnRejectedToSupplier;
      await dispose(db, { QRCodes: [p.qr_code], Remark: "" }, null);
      return;
    }
    case "move": {
      const inBins = await packetsOf(db, w, ["InBin", "OnHold"]);
      const p = pick(
        inBins.filter((x) => x.bin_id !== null),
        a,
      );
      if (!p) return;
      // Into a new bin, or (consolidating) into a bin another packet of the day is in.
      const other = pick(
        inBins.filter((x) => x.bin_id !== null && x.bin_id !== p.bin_id),
        b,
      );
      const to = c % 2 && other ? other.col_address : (await makeBin(db)).colAddress;
      await movePackets(db, { QRCodes: [p.qr_code], ToBinAddress: to! }, null);
      return;
    }
    case "count": {
      const inBins = await packetsOf(db, w, ["InBin", "OnHold"]);
      const p = pick(
        inBins.filter((x) => x.bin_id !== null),
        a,
      );
      if (!p) return;
      const inBin = inBins.filter((x) => x.bin_id === p.bin_id);
      const { CountId } = await startCount(db, p.col_address!, null);
      // Counted: every packet but (sometimes) the first, the second with another quantity, and (sometimes) a packet of elsewhere.
      const counted = inBin.filter((_, i) => i > 0 || b % 3 !== 0);
      const elsewhere = pick(
        inBins.filter((x) => x.bin_id !== p.bin_id),
        c,
      );
      const lines = [
        ...counted.map((x, i) => ({
          QRCode: x.qr_code,
          Qty: i === 1 ? Number(x.qty) + ((c % 3) - 1) * 0.5 : Number(x.qty),
        })),
        ...(elsewhere && c % 2 ? [{ QRCode: elsewhere.qr_code, Qty: Number(elsewhere.qty) }] : []),
      ].filter((l) => l.Qty >= 0);
      if (lines.length > 0) await recordCount(db, { CountId, Lines: lines }, null);
      await submitCount(db, CountId, null);
      await approveCount(db, CountId, null);
      return;
    }
  }
}

/** Each FG serial's trace shows only packets issued into its requisition, and each drill only the producing job's own rows. */
async function traceProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const issuedTo = async (requisitionNo: string) =>
    new Set(
      (
        await db
          .select({ qrCode: packets.qrCode })
          .from(requisitionIssues)
          .innerJoin(packets, eq(packets.packetId, requisitionIssues.packetId))
          .innerJoin(requisitions, eq(requisitions.requisitionId, requisitionIssues.requisitionId))
          .where(eq(requisitions.requisitionNo, requisitionNo))
      ).map((r) => r.qrCode),
    );
  for (const m of await db.select().from(fgMappings).where(gt(fgMappings.qty, 0))) {
    const top = await traceRows(db, m.requisitionId);
    for (const row of top) {
      if (row.QRCode && !(await issuedTo(row.JobRequisitionNo)).has(row.QRCode))
        problems.push(`${row.QRCode} not issued to ${row.JobRequisitionNo}`);
      if (row.IsIntermediate > 0 && row.ProducedByRequisitionNo === null)
        problems.push(`${row.QRCode}: IsIntermediate ${row.IsIntermediate} but no producer`);
    }
    for (const row of top.filter((r) => r.ProducedByRequisitionNo)) {
      const [producer] = await db
        .select({ requisitionId: requisitions.requisitionId })
        .from(requisitions)
        .where(eq(requisitions.requisitionNo, row.ProducedByRequisitionNo as string));
      for (const own of await traceRows(db, producer.requisitionId))
        if (own.JobRequisitionNo !== row.ProducedByRequisitionNo)
          problems.push(`drill of ${row.QRCode} reached ${own.JobRequisitionNo}`);
    }
  }
  return problems;
}

let runNo = 0;

/**
 * A plant's day in order (receive, put away, raise a part job, issue, consume, receive its output,
 * put it away, raise an FG job, issue both, return part of an issue (before the consumption that could use
 * it all up), consume, put the return away, map a serial, receive with two packets rejected, hold, move, count a
 * bin with its first packet missing, release, return a reject to its supplier, accept the other, scrap, put an
 * FG packet away (one of the 3 serials packed before the day, if none other) and dispatch one unit of it,
 * splitting it when it holds two, and take a serial or the packet back from the customer),
 * each step's numbers random (the output received is one piece, so the job always has room for it;
 * the day's RM packets hold 10, more than a job of at most 3 parts needs, so its first issue splits),
 * then random steps of any kind.
 */
const day: Array<[string, (n: number) => number, ((n: number) => number)?]> = [
  ["qc", (n) => 3 * n + 1, () => 39],
  ["qc", (n) => 3 * n + 2, () => 39],
  ["putAway", (n) => n],
  ["putAway", (n) => n],
  ["putAway", (n) => n],
  ["raise", (n) => 2 * n],
  ["issue", (n) => n],
  ["issue", (n) => n],
  ["consume", (n) => n],
  ["produce", (n) => n, () => 0],
  ["putAway", (n) => n],
  ["putAway", (n) => n],
  ["raise", (n) => 2 * n + 1],
  ["issue", (n) => n],
  ["issue", (n) => n],
  ["issue", (n) => n],
  ["return", (n) => n],
  ["consume", (n) => n],
  ["putAway", (n) => n],
  ["map", (n) => n],
  ["qcReject", (n) => 3 * n + 1],
  ["hold", (n) => n],
  ["move", (n) => n],
  ["count", (n) => n, (n) => 3 * n],
  ["release", (n) => n],
  ["rejects", (n) => n, (n) => 2 * n],
  ["rejects", (n) => n, (n) => 2 * n + 1],
  ["scrap", (n) => n],
  ["putAwayFg", (n) => n],
  ["dispatch", (n) => n, () => 0],
  ["customerReturn", (n) => n],
  ["rework", (n) => n],
  ["remap", (n) => n],
];
const scenario = fc
  .tuple(
    fc.array(fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000)), {
      minLength: day.length,
      maxLength: day.length,
    }),
    fc.array(step, { maxLength: onPostgres ? 4 : 8 }),
  )
  .map(([numbers, tail]) => [
    ...day.map(([kind, first, second = (n) => n], i): [string, number, number, number] => [
      kind,
      first(numbers[i][0]),
      second(numbers[i][1]),
      numbers[i][2],
    ]),
    ...tail,
  ]);

describe("stock kernel (property)", () => {
  it("after every step of random QC (with rejects), put-away, issue with splits, consume, produce, return, hold, release, scrap, reject disposition, move, count approval, write-off, dispatch, customer return, rework and mapping again, the stock record (its kept on-hand and job consumption sums too) tells the truth", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (steps) => {
        const tag = `PR${++runNo}${Math.random().toString(36).slice(2, 6)}`;
        const supplier = await makeSupplier(t.db, tag);
        const [rm, part, fg] = await rows<{ product_id: number }>(
          t.db,
          sql`insert into products (product_cd, product_dscrptn, product_type_id, uom) values
            (${`${tag}-RM`}, 'rm', 3, 'NOS'), (${`${tag}-PART`}, 'part', 2, 'NOS'), (${`${tag}-FG`}, 'fg', 1, 'NOS')
            returning product_id`,
        );
        await t.db.execute(sql`insert into boms (parent_product_id, component_product_id, qty_per_unit) values
          (${part.product_id}, ${rm.product_id}, 1.5), (${fg.product_id}, ${part.product_id}, 1),
          (${fg.product_id}, ${rm.product_id}, 2.5)`);
        const [shift] = await rows<{ shift_id: number }>(
          t.db,
          sql`insert into shifts (shift_name, start_time, end_time) values (${tag}, '06:00', '14:00') returning shift_id`,
        );
        await t.db.execute(
          sql`update products set fg_serials_per_packet = 2 where product_id = ${fg.product_id}`,
        );
        await t.db.execute(
          sql`insert into customers (customer_code, customer_name, address) values (${tag}, 'Customer', 'Road')`,
        );
        const [fgx] = await rows<{ product_id: number }>(
          t.db,
          sql`insert into products (product_cd, product_dscrptn, product_type_id, uom, fg_serials_per_packet)
            values (${`${tag}-FGX`}, 'fg', 1, 'NOS', 2) returning product_id`,
        );
        await t.db.execute(sql`insert into production_orders (order_no, order_date, product_id, qty, remaining_qty)
          values (${`${tag}-X`}, now(), ${fgx.product_id}, 3, 3)`);
        const raised = await raiseRequisition(t.db, { OrderNO: `${tag}-X`, Qty: 3 }, null);
        const [top] = await rows<{ m: number }>(
          t.db,
          sql`select coalesce(max(to_no), 0)::int as m from fg_mappings`,
        );
        await mapSerials(
          t.db,
          { RequisitionId: raised.RequisitionId, FromNo: top.m + 1, ToNo: top.m + 3, Qty: 3 },
          null,
        );
        const w: World = {
          rm: rm.product_id,
          part: part.product_id,
          fg: fg.product_id,
          fgx: fgx.product_id,
          supplierId: supplier.supplierId,
          shiftId: shift.shift_id,
          customerCode: tag,
          tag,
        };
        for (const s of steps) {
          try {
            await run(t.db, w, s);
          } catch (err) {
            if (!(err instanceof BusinessRuleError)) throw err;
          }
          expect(await stockProblems(t.db), `after ${s.join(" ")}`).toEqual([]);
          expect(await traceProblems(t.db), `trace after ${s.join(" ")}`).toEqual([]);
        }
      }),
      propertyRuns(onPostgres ? 5 : 10),
    );
    const reasons = await rows<{ reason: string }>(
      t.db,
      sql`select distinct reason from stock_ledger order by reason`,
    );
    expect(
      reasons.map((r) => r.reason),
      "the runs exercised every command",
    ).toEqual([...ledgerReasons].sort());
  }, 600_000);
});
