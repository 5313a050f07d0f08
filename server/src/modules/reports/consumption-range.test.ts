import {
  type ConsumptionRow,
  type ConsumptionSummaryRow,
  consumptionRangeDaysMax,
  formatSentDate,
  type Milli,
  milliOf,
  multiplyQty,
  type PlantDay,
  plantDayOf,
  qtyNumber,
  reportsMessages,
  subtractQty,
} from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.js";
import { boms, products, requisitionIssues, shifts } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { keepReceiptDaysIn } from "../inbound/index.js";
import { reportActivity } from "../production/activity-service.js";
import { mapSerials } from "../production/final-production-service.js";
import { issueRmStore } from "../production/issue-service.js";
import { receiveOutput } from "../production-receipt/service.js";
import { checkKeptSums } from "../stock/kept-sums.js";
import { makePlant, type Plant, receiveStock } from "../stock/plant.test-support.js";
import { returnToStock } from "../stock/return-to-stock.js";

/**
 * The oracle of a range: jobs whose issues, activity reports, returns and output fall on days before, inside and after
 * the range (floor times sent as X-Done-At would be), while the test keeps its own record of each event and its plant
 * day; every report row must equal that record's events of the range, and work in progress its events up to the end.
 */

let t: TestApp;
let plant: Plant;

type Kind = "issued" | "consumed" | "returned";
interface Event {
  job: string;
  component: string;
  kind: Kind;
  qty: Milli;
  /** When it was done on the floor: its plant day is of the zone the report is read in. */
  at: Date;
  operator?: string;
}
interface Job {
  id: number;
  no: string;
  made: string;
  qty: number;
  fg: boolean;
  perUnit: Map<string, string>;
}
const events: Event[] = [];
/**
 * Output: received on its lot's receipt day (stored as the plant day it was received on, whatever zone it is read in
 * later), or FG serials mapped at an instant (its plant day is of the zone read in).
 */
const output: Array<{ job: string; qty: number; on: PlantDay | Date }> = [];
const reports: Array<{ job: string; operator: string; at: Date }> = [];
const jobs: Job[] = [];
const productId = new Map<string, number>();
let shiftId = 0;

const DAY = 86_400_000;
/** The instant `daysAgo` days before now, and its plant day on the report's clock. */
const floor = (daysAgo: number) => {
  const at = new Date(Date.now() - daysAgo * DAY);
  return { at, doneAt: at.toISOString(), day: plantDayOf(at, t.config.timeZone) };
};
const sent = (daysAgo: number) => formatSentDate(floor(daysAgo).day);

async function product(code: string, typeId: 1 | 2 | 3, bom: Array<[string, string]> = []) {
  const [p] = await t.db
    .insert(products)
    .values({ productCd: code, productDscrptn: `${code} part`, productTypeId: typeId, uom: "NOS" })
    .returning();
  productId.set(code, p.productId);
  if (bom.length > 0)
    await t.db.insert(boms).values(
      bom.map(([component, qtyPerUnit]) => ({
        parentProductId: p.productId,
        componentProductId: productId.get(component)!,
        qtyPerUnit,
      })),
    );
  return new Map(bom);
}

async function job(made: string, qty: number, perUnit: Map<string, string>): Promise<Job> {
  const r = await plant.requisition(productId.get(made)!, qty);
  const j = { id: r.requisitionId, no: r.requisitionNo, made, qty, fg: made.startsWith("FG"), perUnit };
  jobs.push(j);
  return j;
}

/** A packet of `qty` received and issued to the job on the floor `daysAgo` days ago: its requisition issue's id. */
async function issue(j: Job, component: string, qty: number, daysAgo: number) {
  const [packet] = await receiveStock(t.db, {
    productId: productId.get(component)!,
    supplierId: plant.supplierId,
    qty,
  });
  const at = floor(daysAgo);
  await issueRmStore(
    t.db,
    { RequisitionNo: j.no, storeItems: [{ QRCode: packet.qrCode }] },
    null,
    "off",
    at.doneAt,
  );
  events.push({ job: j.no, component, kind: "issued", qty: milliOf(qty), at: at.at });
  const [row] = await t.db
    .select({ id: requisitionIssues.requisitionIssueId })
    .from(requisitionIssues)
    .where(eq(requisitionIssues.packetId, packet.packetId));
  return row.id;
}

async function activity(j: Job, operator: string, used: Array<[string, number]>, daysAgo: number) {
  const at = floor(daysAgo);
  await reportActivity(
    t.db,
    j.fg ? "assembly" : "intermediate",
    {
      RequisitionNo: j.no,
      ShiftId: shiftId,
      Operator: operator,
      Stage: "Start",
      storeItems: used.map(([ProductCode, Quantity]) => ({ ProductCode, Quantity })),
    },
    null,
    at.doneAt,
  );
  reports.push({ job: j.no, operator, at: at.at });
  for (const [component, qty] of used)
    if (qty > 0)
      events.push({ job: j.no, component, kind: "consumed", qty: milliOf(qty), at: at.at, operator });
}

/** A return and a serial mapping are done now: the server stamps them on arrival. */
async function giveBack(j: Job, component: string, requisitionIssueId: number, qty: number) {
  await returnToStock(
    t.db,
    { ReturnType: 1, ReturnList: [{ RequisitionIssueId: requisitionIssueId, Quantity: qty }] },
    null,
  );
  events.push({ job: j.no, component, kind: "returned", qty: milliOf(qty), at: new Date() });
}

async function receive(j: Job, qty: number, daysAgo: number) {
  const at = floor(daysAgo);
  await receiveOutput(
    t.db,
    { RequisitionNo: j.no, Qty: qty, PiecesPerPacket: qty },
    null,
    t.config.timeZone,
    at.doneAt,
  );
  output.push({ job: j.no, qty, on: at.day });
}

const sum = (xs: Milli[]) => xs.reduce((a, b) => (a + b) as Milli, milliOf(0));
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10000) / whole) / 100 : null);
const inRange = (day: PlantDay, from: PlantDay, to: PlantDay) => day >= from && day <= to;

/** A recorded event's plant day on the report's clock. */
const dayOf = (e: { at: Date }) => plantDayOf(e.at, t.config.timeZone);
const outputDay = (o: (typeof output)[number]) => (o.on instanceof Date ? dayOf({ at: o.on }) : o.on);

/** The expected rows of the range from the record: the jobs with an event in it, their events of it, WIP at its end. */
function expectedRows(from: PlantDay, to: PlantDay) {
  const touched = new Set(
    [
      ...[...events, ...reports].filter((e) => inRange(dayOf(e), from, to)),
      ...output.filter((o) => inRange(outputDay(o), from, to)),
    ].map((e) => e.job),
  );
  return jobs
    .filter((j) => touched.has(j.no))
    .flatMap((j) =>
      [...j.perUnit].map(([component, perUnit]) => {
        const mine = events.filter((e) => e.job === j.no && e.component === component && dayOf(e) <= to);
        const of = (kind: Kind, range: boolean) =>
          sum(mine.filter((e) => e.kind === kind && (!range || dayOf(e) >= from)).map((e) => e.qty));
        const made = output.filter((o) => o.job === j.no && outputDay(o) <= to);
        const producedToEnd = made.reduce((s, o) => s + o.qty, 0);
        const produced = made.filter((o) => outputDay(o) >= from).reduce((s, o) => s + o.qty, 0);
        const bom = multiplyQty(milliOf(perUnit), producedToEnd > 0 ? produced : j.qty);
        const consumed = of("consumed", true);
        const issuedToEnd = of("issued", false);
        const wip = subtractQty(subtractQty(issuedToEnd, of("consumed", false)), of("returned", false));
        return {
          RequisitionNo: j.no,
          ComponentCode: component,
          ProducedQty: produced,
          YieldPct: pct(produced, j.qty) ?? 0,
          BomQty: qtyNumber(bom),
          IssuedQty: qtyNumber(of("issued", true)),
          ConsumedQty: qtyNumber(consumed),
          ReturnedQty: qtyNumber(of("returned", true)),
          WipQty: qtyNumber(wip),
          State: issuedToEnd === 0 ? "Not issued" : wip > 0 ? "Work in progress" : "Reported",
          VarianceQty: qtyNumber(subtractQty(consumed, bom)),
        };
      }),
    );
}

const rowKeys = [
  "RequisitionNo",
  "ComponentCode",
  "ProducedQty",
  "YieldPct",
  "BomQty",
  "IssuedQty",
  "ConsumedQty",
  "ReturnedQty",
  "WipQty",
  "State",
  "VarianceQty",
];
const report = <T>(path: string, body: object) =>
  t.call<T[]>("POST", `/api/api/Reports/${path}`, { First: 1, PageSize: 100, SortOrder: "ASC", ...body });
const sorted = <T extends { ComponentCode: string }>(rows: T[], key: (r: T) => string) =>
  [...rows].sort((a, b) => `${key(a)}|${a.ComponentCode}`.localeCompare(`${key(b)}|${b.ComponentCode}`));
const fields = (rows: object[], keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, (r as Record<string, unknown>)[k]])));

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  const [s] = await t.db
    .insert(shifts)
    .values({ shiftName: "Day", startTime: "06:00", endTime: "14:00" })
    .returning();
  shiftId = s.shiftId;
  await product("RM-A", 3);
  await product("RM-B", 3);
  const intX = await product("INT-X", 2, [
    ["RM-A", "2"],
    ["RM-B", "0.5"],
  ]);
  const fgY = await product("FG-Y", 1, [["RM-A", "1.5"]]);

  // Job 1 lives across every boundary: events 5 days ago, on the range's first and last days (3 and 1 ago), today.
  const j1 = await job("INT-X", 10, intX);
  await issue(j1, "RM-A", 10, 5);
  await activity(j1, "Asha", [["RM-A", 8]], 5);
  await issue(j1, "RM-A", 6, 3);
  await activity(j1, "Asha", [["RM-A", 5]], 3);
  await receive(j1, 3, 3);
  const rmB = await issue(j1, "RM-B", 4, 1);
  await activity(j1, "Bala", [["RM-B", 1]], 1);
  await activity(j1, "Bala", [["RM-A", 2]], 0);
  await receive(j1, 2, 0);
  await giveBack(j1, "RM-B", rmB, 1);

  // Job 2: material issued in the range, no activity yet: work in progress.
  const j2 = await job("INT-X", 5, intX);
  await issue(j2, "RM-A", 7, 1);

  // Job 3: everything 5 days ago, before the range.
  const j3 = await job("INT-X", 2, intX);
  await issue(j3, "RM-A", 4, 5);
  await activity(j3, "Chen", [["RM-A", 4]], 5);

  // Job 4: an FG job issued 2 days ago, serials mapped today (after the range).
  const j4 = await job("FG-Y", 4, fgY);
  await issue(j4, "RM-A", 6, 2);
  await activity(j4, "Chen", [["RM-A", 6]], 2);
  await mapSerials(t.db, { RequisitionId: j4.id, FromNo: 1, ToNo: 4, Qty: 4 }, null);
  output.push({ job: j4.no, qty: 4, on: new Date() });
});
// The race below on PostgreSQL: deadlocks are retried, so only the statistics tell.
afterAll(async () => expect((await t.close()).deadlocks).toBe(0));

/** Ranges as days ago (from, to): each boundary of the record's days, inside and on either side. */
const ranges: Array<[number, number]> = [
  [3, 1],
  [5, 5],
  [4, 2],
  [2, 0],
  [0, 0],
  [5, 0],
  [9, 6],
];

describe("Reports/GetConsumption by the range", () => {
  it.each(ranges)(
    "from %i to %i days ago: the jobs with an event in the range, its events' figures, work in progress at its end",
    async (fromAgo, toAgo) => {
      const [from, to] = [floor(fromAgo).day, floor(toAgo).day];
      const res = await report<ConsumptionRow>("GetConsumption", {
        FromDate: sent(fromAgo),
        ToDate: sent(toAgo),
      });
      expect(res.body.ResponseCode).toBe("200");
      const want = sorted(expectedRows(from, to), (r) => r.RequisitionNo);
      expect(
        fields(
          sorted(res.body.ResponseData, (r) => r.RequisitionNo),
          rowKeys,
        ),
      ).toEqual(want);
    },
  );

  it.each([
    ["Pacific/Kiritimati", "Pacific/Pago_Pago"],
    ["Pacific/Pago_Pago", "Pacific/Kiritimati"],
  ])(
    "started on %s after %s (25 hours apart): the job's kept days move to its plant days, equal their replay, and every range gives the record's figures",
    async (zone, before) => {
      const saved = t.config.timeZone;
      try {
        for (const started of [before, zone]) {
          t.config.timeZone = started;
          await keepReceiptDaysIn(t.db, started);
        }
        const kept = await checkKeptSums(t.db);
        expect([kept.job_line_days, kept.job_days, kept.job_crew_days]).toEqual(
          [1, 2, 3].map(() => ({ discrepancies: 0, sample: [] })),
        );
        for (const [fromAgo, toAgo] of ranges) {
          const res = await report<ConsumptionRow>("GetConsumption", {
            FromDate: sent(fromAgo),
            ToDate: sent(toAgo),
          });
          expect(
            fields(
              sorted(res.body.ResponseData, (r) => r.RequisitionNo),
              rowKeys,
            ),
          ).toEqual(sorted(expectedRows(floor(fromAgo).day, floor(toAgo).day), (r) => r.RequisitionNo));
        }
      } finally {
        t.config.timeZone = saved;
        await keepReceiptDaysIn(t.db, saved);
      }
    },
  );

  it("finds a kept day row broken by hand: the kept-sum check names its key", async () => {
    // Job 1's RM-B: issued on one day, returned on another; its issue day's row is broken.
    const [job] = jobs;
    await t.db.execute(
      sql`update job_line_days set issued_qty = issued_qty + 1
          where requisition_id = ${job.id} and product_id = ${productId.get("RM-B")!} and issued_qty > 0`,
    );
    try {
      expect((await checkKeptSums(t.db)).job_line_days).toEqual({
        discrepancies: 1,
        sample: [
          expect.stringContaining(`requisition_id ${job.id} product_id ${productId.get("RM-B")!} day `),
        ],
      });
    } finally {
      await t.db.execute(
        sql`update job_line_days set issued_qty = issued_qty - 1
            where requisition_id = ${job.id} and product_id = ${productId.get("RM-B")!} and issued_qty > 0`,
      );
    }
    expect((await checkKeptSums(t.db)).job_line_days.discrepancies).toBe(0);
  });

  it("shows material issued to a job with no activity yet as work in progress, never leaves it out", async () => {
    const res = await report<ConsumptionRow>("GetConsumption", { FromDate: sent(3), ToDate: sent(1) });
    const j2 = res.body.ResponseData.filter((r) => r.RequisitionNo === jobs[1].no);
    expect(
      fields(
        sorted(j2, (r) => r.RequisitionNo),
        ["ComponentCode", "IssuedQty", "ConsumedQty", "WipQty", "State"],
      ),
    ).toEqual([
      { ComponentCode: "RM-A", IssuedQty: 7, ConsumedQty: 0, WipQty: 7, State: "Work in progress" },
      { ComponentCode: "RM-B", IssuedQty: 0, ConsumedQty: 0, WipQty: 0, State: "Not issued" },
    ]);
    // Job 1's RM-A in the range: 6 issued and 5 consumed of it; 16 issued and 13 consumed by its end, so 3 at production.
    const j1a = res.body.ResponseData.find(
      (r) => r.RequisitionNo === jobs[0].no && r.ComponentCode === "RM-A",
    )!;
    expect([j1a.IssuedQty, j1a.ConsumedQty, j1a.WipQty, j1a.ProducedQty, j1a.BomQty]).toEqual([
      6, 5, 3, 3, 6,
    ]);
  });

  it("sums by product and by operator the range's events alone, WIP by product at the range's end", async () => {
    const [from, to] = [floor(3).day, floor(1).day];
    const rows = expectedRows(from, to);
    const byProduct = await report<ConsumptionSummaryRow>("GetConsumptionSummary", {
      FromDate: sent(3),
      ToDate: sent(1),
      GroupBy: "Product",
    });
    const intXRmA = byProduct.body.ResponseData.find(
      (r) => r.GroupKey === "INT-X" && r.ComponentCode === "RM-A",
    )!;
    const want = rows.filter(
      (r) => r.ComponentCode === "RM-A" && jobs.find((j) => j.no === r.RequisitionNo)?.made === "INT-X",
    );
    expect(intXRmA).toMatchObject({
      Jobs: want.length,
      IssuedQty: want.reduce((s, r) => s + r.IssuedQty, 0),
      ConsumedQty: want.reduce((s, r) => s + r.ConsumedQty, 0),
      WipQty: want.reduce((s, r) => s + r.WipQty, 0),
    });
    const byOperator = await report<ConsumptionSummaryRow>("GetConsumptionSummary", {
      FromDate: sent(3),
      ToDate: sent(1),
      GroupBy: "Operator",
    });
    const used = new Map<string, number>();
    for (const e of events)
      if (e.kind === "consumed" && inRange(dayOf(e), from, to))
        used.set(
          `${e.operator}|${e.component}`,
          (used.get(`${e.operator}|${e.component}`) ?? 0) + qtyNumber(e.qty),
        );
    const got = new Map(
      byOperator.body.ResponseData.filter((r) => r.ConsumedQty > 0).map((r) => [
        `${r.GroupKey}|${r.ComponentCode}`,
        r.ConsumedQty,
      ]),
    );
    expect(got).toEqual(used);
    expect(byOperator.body.ResponseData.every((r) => r.WipQty === null && r.IssuedQty === null)).toBe(true);
  });

  it(`refuses a range longer than ${consumptionRangeDaysMax} days, naming the cap, and answers one of exactly that`, async () => {
    for (const path of ["GetConsumption", "GetConsumptionSummary"]) {
      const long = await report(path, {
        FromDate: sent(consumptionRangeDaysMax),
        ToDate: sent(0),
        GroupBy: "Product",
      });
      expect(long.body).toMatchObject({
        ResponseCode: "400",
        ResponseMessage: reportsMessages.rangeTooLong(consumptionRangeDaysMax, consumptionRangeDaysMax + 1),
      });
      expect(long.body.ResponseMessage).toContain(
        `Choose a range of at most ${consumptionRangeDaysMax} days.`,
      );
      const year = await report(path, {
        FromDate: sent(consumptionRangeDaysMax - 1),
        ToDate: sent(0),
        GroupBy: "Product",
      });
      expect(year.body.ResponseCode).toBe("200");
    }
  });

  it("activity reports racing a server that starts on another zone all land in that zone's kept days", async () => {
    const saved = t.config.timeZone;
    const zone = saved === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";
    const intX = new Map([
      ["RM-A", "2"],
      ["RM-B", "0.5"],
    ]);
    const j = await job("INT-X", 10, intX);
    await issue(j, "RM-A", 20, 0);
    const racers = Array.from({ length: 8 }, (_, i) => i);
    try {
      await Promise.all([
        ...racers.slice(0, 4).map(() => activity(j, "Dev", [["RM-A", 1]], 0)),
        keepReceiptDaysIn(t.db, zone),
        ...racers.slice(4).map(() => activity(j, "Dev", [["RM-A", 1]], 0)),
      ]);
      const kept = await checkKeptSums(t.db);
      expect([kept.job_line_days, kept.job_days, kept.job_crew_days]).toEqual(
        [1, 2, 3].map(() => ({ discrepancies: 0, sample: [] })),
      );
      const [used] = rowsOf<{ consumed: string; zone: string }>(
        await t.db.execute(sql`select sum(d.consumed_qty)::text as consumed, job_day_zone() as zone
          from job_line_days d where d.requisition_id = ${j.id}`),
      );
      expect(used).toEqual({ consumed: "8.000", zone });
    } finally {
      await keepReceiptDaysIn(t.db, saved);
    }
  });
});
