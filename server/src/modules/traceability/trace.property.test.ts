import { consumptionMessages, milliOf, type TraceRow } from "@wms/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shifts } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { propertyRuns } from "../../test/property.js";
import { reportActivity } from "../production/activity-service.js";
import { mapSerials } from "../production/final-production-service.js";
import { issueRmStore } from "../production/issue-service.js";
import { raiseRequisition } from "../production/requisition-service.js";
import { receiveOutput } from "../production-receipt/service.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin, makeSupplier, receiveStock } from "../stock/plant.test-support.js";
import { putAway } from "../stock/put-away.js";
import { returnToStock } from "../stock/return-to-stock.js";

/**
 * The oracle: a random plant day run through the stock commands, while this test keeps its own
 * record of what happened (which packet, how much, which event, which lot), never reading the
 * server's tables for it; then every FG serial's trace and every drill-down, at every level, must
 * equal that record row for row.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Lot = { mrnId: number; supplierCode: string } | { producer: string };
interface Packet {
  qr: string;
  product: string;
  milli: number;
  lot: Lot;
  inBin: boolean;
}
interface Issue {
  qr: string;
  product: string;
  lot: Lot;
  unused: number;
  /** Issued less returned, what the job's serials may draw on. */
  net: number;
}
interface Event {
  stage: "Start" | "End";
  operator: string;
  shift: string;
  used: Array<{ issue: Issue; milli: number }>;
}
interface Job {
  no: string;
  product: string;
  components: string[];
  issues: Issue[];
  events: Event[];
}

const jobPlan = fc.record({
  qty: fc.integer({ min: 1, max: 2 }),
  issues: fc.array(fc.tuple(fc.nat(9), fc.nat(99)), { minLength: 1, maxLength: 5 }),
  events: fc.array(
    fc.record({
      stage: fc.constantFrom("Start" as const, "End" as const),
      operator: fc.constantFrom("Kiran", "Lata", "Asha"),
      shift: fc.nat(1),
      parts: fc.array(fc.nat(4), { minLength: 3, maxLength: 3 }),
      nothing: fc.nat(3),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  giveBack: fc.option(fc.nat(99), { nil: null }),
});
const dayPlan = fc.record({
  levels: fc.constantFrom(2, 3),
  receipts: fc.array(
    fc.record({
      rm: fc.nat(1),
      supplier: fc.nat(1),
      perPacket: fc.integer({ min: 1, max: 6 }),
      count: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 2, maxLength: 5 },
  ),
  jobs: fc.array(fc.array(jobPlan, { minLength: 1, maxLength: 2 }), { minLength: 3, maxLength: 3 }),
});
type DayPlan = typeof dayPlan extends fc.Arbitrary<infer T> ? T : never;
type JobPlan = DayPlan["jobs"][number][number];

/** One job per level that issues and uses all of both components: every run drills FG to B to A, whatever the random plans do. */
const usesAll: JobPlan = {
  qty: 1,
  issues: [
    [0, 0],
    [1, 0],
  ],
  events: [{ stage: "Start", operator: "Kiran", shift: 0, parts: [4, 4, 4], nothing: 1 }],
  giveBack: null,
};
const drillsEveryLevel: DayPlan = {
  levels: 3,
  receipts: [
    { rm: 0, supplier: 0, perPacket: 6, count: 2 },
    { rm: 1, supplier: 1, perPacket: 6, count: 2 },
  ],
  jobs: [[usesAll], [usesAll], [usesAll]],
};

let runNo = 0;
const units = (milli: number) => milli / 1000;

/** Runs one plant day, keeping the record; answers the FG jobs' first serials and every job by number. */
async function runDay(plan: DayPlan) {
  const db = t.db;
  const tag = `OR${++runNo}${Math.random().toString(36).slice(2, 6)}`;
  const suppliers = [await makeSupplier(db, `${tag}S1`), await makeSupplier(db, `${tag}S2`)];
  const code = (name: string) => `${tag}-${name}`;
  const levelProducts = plan.levels === 3 ? ["A", "B", "FG"] : ["A", "FG"];
  const bom: Record<string, Array<[string, number]>> = {
    A: [
      ["R1", 1.5],
      ["R2", 2],
    ],
    B: [
      ["A", 1],
      ["R2", 0.5],
    ],
    FG: [
      [plan.levels === 3 ? "B" : "A", 1],
      ["R1", 2.5],
    ],
  };
  const ids = new Map<string, number>();
  for (const [name, type] of [
    ["R1", 3],
    ["R2", 3],
    ["A", 2],
    ["B", 2],
    ["FG", 1],
  ] as const) {
    const [row] = (
      (await db.execute(sql`insert into products (product_cd, product_dscrptn, product_type_id, uom)
        values (${code(name)}, ${name}, ${type}, 'NOS') returning product_id`)) as unknown as {
        rows: Array<{ product_id: number }>;
      }
    ).rows;
    ids.set(name, row.product_id);
  }
  for (const parent of levelProducts)
    for (const [component, perUnit] of bom[parent])
      await db.execute(sql`insert into boms (parent_product_id, component_product_id, qty_per_unit)
        values (${ids.get(parent)}, ${ids.get(component)}, ${perUnit})`);
  const shiftRows = await db
    .insert(shifts)
    .values([
      { shiftName: `${tag} A`, startTime: "06:00", endTime: "14:00" },
      { shiftName: `${tag} B`, startTime: "14:00", endTime: "22:00" },
    ])
    .returning();

  const stock: Packet[] = [];
  for (const r of plan.receipts) {
    const supplier = suppliers[r.supplier];
    const made = await receiveStock(db, {
      productId: ids.get(r.rm ? "R2" : "R1") as number,
      supplierId: supplier.supplierId,
      qty: r.perPacket,
      count: r.count,
    });
    for (const p of made)
      stock.push({
        qr: p.qrCode,
        product: code(r.rm ? "R2" : "R1"),
        milli: milliOf(r.perPacket),
        lot: { mrnId: p.mrnId, supplierCode: supplier.supplierCode },
        inBin: true,
      });
  }

  const jobs = new Map<string, Job>();
  const fgSerials: Array<{ job: Job; serial: number }> = [];
  for (const [level, name] of levelProducts.entries()) {
    for (const j of plan.jobs[level]) {
      const orderNo = `${tag}-${name}-${jobs.size}`;
      await db.execute(sql`insert into production_orders (order_no, order_date, product_id, qty, remaining_qty)
        values (${orderNo}, now(), ${ids.get(name)}, ${j.qty}, ${j.qty})`);
      const raised = await raiseRequisition(db, { OrderNO: orderNo, Qty: j.qty }, null);
      const components = bom[name].map(([c]) => code(c)).sort();
      const job: Job = { no: raised.RequisitionNo, product: code(name), components, issues: [], events: [] };
      jobs.set(job.no, job);
      const need = new Map(bom[name].map(([c, perUnit]) => [code(c), milliOf(perUnit) * j.qty]));

      for (const [c, n] of j.issues) {
        const component = components[c % components.length];
        const left = need.get(component) ?? 0;
        const available = stock.filter((p) => p.inBin && p.product === component && p.milli > 0);
        const packet = available[n % Math.max(1, available.length)];
        if (left <= 0 || !packet) continue;
        const broken = await issueRmStore(
          db,
          { RequisitionNo: job.no, storeItems: [{ QRCode: packet.qr }] },
          null,
        );
        const issued = Math.min(left, packet.milli);
        if (packet.milli > issued) {
          expect(broken.map((b) => b.Qty)).toEqual([units(packet.milli - issued)]);
          stock.push({ ...packet, qr: broken[0].QRCode, milli: packet.milli - issued });
        }
        packet.milli = 0;
        packet.inBin = false;
        need.set(component, left - issued);
        job.issues.push({ qr: packet.qr, product: component, lot: packet.lot, unused: issued, net: issued });
      }

      for (const e of j.events) {
        const wanted = components.map((component, k) => {
          const unused = job.issues.filter((i) => i.product === component).reduce((s, i) => s + i.unused, 0);
          return e.nothing === 0 ? 0 : Math.floor((unused * e.parts[k]) / 4);
        });
        await reportActivity(
          db,
          name === "FG" ? "assembly" : "intermediate",
          {
            RequisitionNo: job.no,
            ShiftId: shiftRows[e.shift].shiftId,
            Operator: e.operator,
            Stage: e.stage,
            storeItems: components.map((ProductCode, k) => ({ ProductCode, Quantity: units(wanted[k]) })),
          },
          null,
        );
        const event: Event = {
          stage: e.stage,
          operator: e.operator,
          shift: shiftRows[e.shift].shiftName,
          used: [],
        };
        const left = new Map(components.map((component, k) => [component, wanted[k]]));
        for (const issue of job.issues) {
          const take = Math.min(left.get(issue.product) ?? 0, issue.unused);
          if (take <= 0) continue;
          issue.unused -= take;
          left.set(issue.product, (left.get(issue.product) ?? 0) - take);
          event.used.push({ issue, milli: take });
        }
        job.events.push(event);
      }

      const open = job.issues.filter((i) => i.unused > 0);
      if (j.giveBack !== null && open.length > 0) {
        const issue = open[j.giveBack % open.length];
        const back = Math.ceil(issue.unused / 2);
        const [row] = (
          (await db.execute(sql`select ri.requisition_issue_id from requisition_issues ri
            join packets p on p.packet_id = ri.packet_id
            join requisitions r on r.requisition_id = ri.requisition_id
            where p.qr_code = ${issue.qr} and r.requisition_no = ${job.no}`)) as unknown as {
            rows: Array<{ requisition_issue_id: number }>;
          }
        ).rows;
        await returnToStock(
          db,
          {
            ReturnType: 1,
            ReturnList: [{ RequisitionIssueId: row.requisition_issue_id, Quantity: units(back) }],
          },
          null,
        );
        issue.unused -= back;
        issue.net -= back;
      }

      // An FG job maps the serials its material, issued net of returns (this record's), covers.
      const covered = Math.min(
        j.qty,
        ...bom[name].map(([c, perUnit]) => {
          const net = job.issues.filter((i) => i.product === code(c)).reduce((sum, i) => sum + i.net, 0);
          return Math.floor(net / milliOf(perUnit));
        }),
      );
      if (name === "FG" && covered > 0) {
        const [max] = (
          (await db.execute(sql`select coalesce(max(to_no), 0)::int as m from fg_mappings`)) as unknown as {
            rows: Array<{ m: number }>;
          }
        ).rows;
        const fromNo = max.m + 1;
        await mapSerials(
          db,
          { RequisitionId: raised.RequisitionId, FromNo: fromNo, ToNo: fromNo + covered - 1, Qty: covered },
          null,
        );
        fgSerials.push({ job, serial: fromNo + covered - 1 });
      } else if (name !== "FG") {
        const output = await receiveOutput(
          db,
          { RequisitionNo: job.no, Qty: j.qty, PiecesPerPacket: 1 },
          null,
        );
        const bin = await makeBin(db);
        await putAway(
          db,
          { RequisitionNo: job.no, BinId: bin.binId, storeItems: output.map((o) => ({ QRCode: o.QRCode })) },
          null,
        );
        for (const o of output)
          stock.push({
            qr: o.QRCode,
            product: job.product,
            milli: 1000,
            lot: { producer: job.no },
            inBin: true,
          });
      }
    }
  }
  return { jobs, fgSerials };
}

type Fact = [string, string, string, string, string, number, string, string | number, string, number];

/** The record's rows of a job, as the report must show them: per event, the packets it used in issue order, or each raw material at 0. */
function recordedRows(job: Job, jobs: Map<string, Job>): Fact[] {
  return job.events.flatMap((e): Fact[] =>
    e.used.length === 0
      ? job.components.map((c): Fact => [e.stage, c, "", e.operator, e.shift, 0, job.no, "", "", 0])
      : e.used.map(({ issue, milli }): Fact => {
          const producer = "producer" in issue.lot ? issue.lot.producer : null;
          return [
            e.stage,
            issue.product,
            issue.qr,
            e.operator,
            e.shift,
            units(milli),
            producer ?? job.no,
            "mrnId" in issue.lot ? issue.lot.mrnId : (producer as string),
            "mrnId" in issue.lot ? issue.lot.supplierCode : "",
            producer ? (jobs.get(producer)?.events.length ?? 0) : 0,
          ];
        }),
  );
}

type Row = Omit<TraceRow, "InwardDate" | "EventAt">;
const shownRows = (rows: Row[]): Fact[] =>
  rows.map((r) => [
    r.Stage,
    r.RMCode,
    r.QRCode,
    r.Operator,
    r.ShiftName,
    r.Qty,
    r.RequisitionNo,
    r.MRNID ?? r.ProducedByRequisitionNo ?? "",
    r.SupplierCode,
    r.IsIntermediate,
  ]);

/** Compares a job's answer with the record, then drills into every produced packet's job, to any depth. */
async function checkJob(
  answer: { ResponseCode: string; ResponseMessage: string; ResponseData: Row[] },
  job: Job,
  jobs: Map<string, Job>,
  seen: Set<string>,
) {
  seen.add(job.no);
  if (job.events.length === 0) {
    expect(answer, `${job.no} has no events`).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: consumptionMessages.noData,
    });
    return;
  }
  expect(answer.ResponseCode, job.no).toBe("200");
  expect(shownRows(answer.ResponseData), `rows of ${job.no}`).toEqual(recordedRows(job, jobs));
  expect(new Set(answer.ResponseData.map((r) => r.JobRequisitionNo))).toEqual(new Set([job.no]));
  for (const row of answer.ResponseData) {
    const producer = row.ProducedByRequisitionNo ? jobs.get(row.ProducedByRequisitionNo) : undefined;
    if (!producer || seen.has(producer.no)) continue;
    const drilled = await t.call<Row[]>(
      "GET",
      `/api/api/FGTraceabilityReport/GetIntermediateTraceability/${row.RMCode}/${row.RequisitionNo}/${row.IsIntermediate}`,
    );
    await checkJob(drilled.body, producer, jobs, seen);
  }
}

describe("traceability (oracle property)", () => {
  it("every FG serial's trace and every drill-down at every level equal the record of the plant day, row for row", async () => {
    let drilled = 0;
    await fc.assert(
      fc.asyncProperty(dayPlan, async (plan) => {
        const { jobs, fgSerials } = await runDay(plan);
        for (const { job, serial } of fgSerials) {
          const seen = new Set<string>();
          const answer = await t.call<Row[]>(
            "GET",
            `/api/api/FGTraceabilityReport/GetFGTraceabilityReport/${serial}`,
          );
          await checkJob(answer.body, job, jobs, seen);
          drilled += seen.size - 1;
        }
        expect(await stockProblems(t.db)).toEqual([]);
      }),
      { ...propertyRuns(onPostgres ? 3 : 5), examples: [[drillsEveryLevel]] },
    );
    expect(drilled, "the fixed plan drilled from FG into both intermediate jobs").toBeGreaterThanOrEqual(2);
  }, 120_000);
});
