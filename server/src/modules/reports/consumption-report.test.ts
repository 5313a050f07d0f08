import {
  type ConsumptionRow,
  type ConsumptionSummaryRow,
  formatSentDate,
  inboundMessages,
  type Milli,
  milliOf,
  multiplyQty,
  plantDayOf,
  qtyNumber,
  reportsMessages,
  subtractQty,
} from "@wms/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.js";
import { boms, products, shifts } from "../../db/schema/index.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { keepReceiptDaysIn } from "../inbound/index.js";
import { reportActivity } from "../production/activity-service.js";
import { mapSerials } from "../production/final-production-service.js";
import { makePlant, type Plant } from "../stock/plant.test-support.js";
import { returnToStock } from "../stock/return-to-stock.js";
import { consumptionReportBatches, consumptionSummaryBatches } from "./consumption-report.js";

/**
 * The oracle: jobs run through the commands (issue, activity reports with shift and operator, return, production
 * receipt, serial mapping) while the test keeps its own record of each; every report row must equal that record.
 */

let t: TestApp;
let plant: Plant;

interface Line {
  component: string;
  perUnit: string;
  issued: Milli;
  returned: Milli;
  /** Each event's use of this component: shift name, operator, quantity. */
  used: Array<{ shift: string; operator: string; qty: Milli }>;
}
interface Job {
  no: string;
  orderNo: string;
  made: string;
  qty: number;
  produced: number;
  lines: Line[];
  /** Every activity report of the job (also those that used nothing). */
  events: Array<{ shift: string; operator: string }>;
}
const jobs: Job[] = [];
const requisitionIdOf = new Map<string, number>();
const shiftId = new Map<string, number>();
const productId = new Map<string, number>();

const report = <T>(path: string, body: object) =>
  t.call<T[]>("POST", `/api/api/Reports/${path}`, { First: 1, PageSize: 100, SortOrder: "ASC", ...body });
const today = () => formatSentDate(plantDayOf(new Date(), t.config.timeZone));
const range = () => ({ FromDate: today(), ToDate: today() });

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
}

/** A job raised, its lines recorded with the frozen BOM. */
async function job(made: string, qty: number, bom: Array<[string, string]>): Promise<Job> {
  const r = await plant.requisition(productId.get(made)!, qty);
  requisitionIdOf.set(r.requisitionNo, r.requisitionId);
  // The order the plant raised the requisition on, as the issue screen names it.
  const lines = await t.call<Array<{ OrderNo: string }>>("POST", "/api/api/JobSchedule/GetBomToIssue", {
    RequisitionNo: r.requisitionNo,
  });
  const j: Job = {
    no: r.requisitionNo,
    orderNo: lines.body.ResponseData[0].OrderNo,
    made,
    qty,
    produced: 0,
    lines: bom.map(([component, perUnit]) => ({
      component,
      perUnit,
      issued: milliOf(0),
      returned: milliOf(0),
      used: [],
    })),
    events: [],
  };
  jobs.push(j);
  return j;
}
const lineOf = (j: Job, component: string) => j.lines.find((l) => l.component === component)!;

async function activity(j: Job, shift: string, operator: string, used: Array<[string, number]>) {
  await reportActivity(
    t.db,
    j.made.startsWith("FG") ? "assembly" : "intermediate",
    {
      RequisitionNo: j.no,
      ShiftId: shiftId.get(shift)!,
      Operator: operator,
      Stage: "Start",
      storeItems: used.map(([ProductCode, Quantity]) => ({ ProductCode, Quantity })),
    },
    null,
  );
  j.events.push({ shift, operator });
  for (const [component, qty] of used)
    if (qty > 0) lineOf(j, component).used.push({ shift, operator, qty: milliOf(qty) });
}

const sum = (xs: Milli[]) => xs.reduce((a, b) => (a + b) as Milli, milliOf(0));
const consumedOf = (l: Line) => sum(l.used.map((u) => u.qty));
const bomOf = (j: Job, l: Line) => multiplyQty(milliOf(l.perUnit), j.produced > 0 ? j.produced : j.qty);
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10000) / whole) / 100 : null);

/** The expected per-job row of a line, from the record. */
function expectedRow(j: Job, l: Line) {
  const bom = bomOf(j, l);
  const consumed = consumedOf(l);
  return {
    RequisitionNo: j.no,
    OrderNo: j.orderNo,
    ProductCode: j.made,
    ComponentCode: l.component,
    QtyPerUnit: Number(l.perUnit),
    ReqQty: j.qty,
    ProducedQty: j.produced,
    YieldPct: pct(j.produced, j.qty) ?? 0,
    BomQty: qtyNumber(bom),
    IssuedQty: qtyNumber(l.issued),
    ConsumedQty: qtyNumber(consumed),
    ReturnedQty: qtyNumber(l.returned),
    WipQty: qtyNumber(subtractQty(subtractQty(l.issued, consumed), l.returned)),
    VarianceQty: qtyNumber(subtractQty(consumed, bom)),
    VariancePct: pct(subtractQty(consumed, bom), bom),
  };
}

/** `part`/`whole` of `milli`, rounded half away from zero at the third decimal (whole numbers of thousandths). */
const shareOf = (milli: Milli, part: number, whole: number) =>
  (Math.sign(milli) * Math.floor((2 * Math.abs(milli) * part + whole) / (2 * whole))) as Milli;

/** The expected summary rows, from the record: by the product made, the order, the shift or the operator. */
function expectedSummary(groupBy: "Product" | "Order" | "Shift" | "Operator") {
  const rows = new Map<
    string,
    {
      key: string;
      component: string;
      jobs: Set<Job>;
      bom: Milli;
      consumed: Milli;
      issued: Milli;
      returned: Milli;
    }
  >();
  const add = (key: string, j: Job, l: Line, bom: Milli, consumed: Milli) => {
    const id = `${key}|${l.component}`;
    const row = rows.get(id) ?? {
      key,
      component: l.component,
      jobs: new Set<Job>(),
      bom: milliOf(0),
      consumed: milliOf(0),
      issued: milliOf(0),
      returned: milliOf(0),
    };
    row.jobs.add(j);
    row.bom = (row.bom + bom) as Milli;
    row.consumed = (row.consumed + consumed) as Milli;
    row.issued = (row.issued + l.issued) as Milli;
    row.returned = (row.returned + l.returned) as Milli;
    rows.set(id, row);
  };
  for (const j of jobs)
    for (const l of j.lines) {
      if (groupBy === "Product" || groupBy === "Order") {
        add(groupBy === "Product" ? j.made : j.orderNo, j, l, bomOf(j, l), consumedOf(l));
        continue;
      }
      const keyOf = (e: { shift: string; operator: string }) => (groupBy === "Shift" ? e.shift : e.operator);
      const total = consumedOf(l);
      for (const key of new Set(j.events.map(keyOf))) {
        const mine = sum(l.used.filter((u) => keyOf(u) === key).map((u) => u.qty));
        const bom =
          total > 0
            ? shareOf(bomOf(j, l), mine, total)
            : shareOf(bomOf(j, l), j.events.filter((e) => keyOf(e) === key).length, j.events.length);
        add(key, j, l, bom, mine);
      }
    }
  const byEvents = groupBy === "Shift" || groupBy === "Operator";
  return [...rows.values()].map((r) => {
    const req = [...r.jobs].reduce((s, j) => s + j.qty, 0);
    const produced = [...r.jobs].reduce((s, j) => s + j.produced, 0);
    return {
      GroupBy: groupBy,
      GroupKey: r.key,
      ComponentCode: r.component,
      Jobs: r.jobs.size,
      ReqQty: req,
      ProducedQty: produced,
      YieldPct: pct(produced, req) ?? 0,
      BomQty: qtyNumber(r.bom),
      ConsumedQty: qtyNumber(r.consumed),
      VarianceQty: qtyNumber(subtractQty(r.consumed, r.bom)),
      VariancePct: pct(subtractQty(r.consumed, r.bom), r.bom),
      IssuedQty: byEvents ? null : qtyNumber(r.issued),
      ReturnedQty: byEvents ? null : qtyNumber(r.returned),
      WipQty: byEvents ? null : qtyNumber(subtractQty(subtractQty(r.issued, r.consumed), r.returned)),
    };
  });
}

const fields = <T extends object>(rows: T[], keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, (r as Record<string, unknown>)[k]])));
const byKey = <T extends { ComponentCode: string }>(rows: T[], key: (r: T) => string) =>
  [...rows].sort((a, b) => `${key(a)}|${a.ComponentCode}`.localeCompare(`${key(b)}|${b.ComponentCode}`));

beforeAll(async () => {
  t = await startTestApp();
  plant = await makePlant(t.db);
  for (const name of ["Morning", "Night"]) {
    const [s] = await t.db
      .insert(shifts)
      .values({ shiftName: name, startTime: "06:00", endTime: "14:00" })
      .returning();
    shiftId.set(name, s.shiftId);
  }
  await product("RM-A", 3);
  await product("RM-B", 3);
  await product("INT-X", 2, [
    ["RM-A", "2"],
    ["RM-B", "0.5"],
  ]);
  await product("FG-Y", 1, [
    ["INT-X", "1"],
    ["RM-A", "1.5"],
  ]);

  // Job 1: 10 seats wanted, 8 received; two shifts and operators; part of RM-B returned.
  const j1 = await job("INT-X", 10, [
    ["RM-A", "2"],
    ["RM-B", "0.5"],
  ]);
  const issue = async (j: Job, component: string, qty: number) => {
    const reqId = requisitionIdOf.get(j.no)!;
    const done = await plant.issue(reqId, productId.get(component)!, qty);
    lineOf(j, component).issued = (lineOf(j, component).issued + milliOf(qty)) as Milli;
    return done;
  };
  await issue(j1, "RM-A", 20);
  await issue(j1, "RM-B", 3);
  const rmB2 = await issue(j1, "RM-B", 2);
  await activity(j1, "Morning", "Asha", [
    ["RM-A", 12],
    ["RM-B", 2],
  ]);
  await activity(j1, "Night", "Bala", [
    ["RM-A", 6],
    ["RM-B", 1.5],
  ]);
  await returnToStock(
    t.db,
    { ReturnType: 1, ReturnList: [{ RequisitionIssueId: rmB2.requisitionIssueId, Quantity: 1 }] },
    null,
  );
  lineOf(j1, "RM-B").returned = milliOf(1);
  const output = await plant.receiveOutput(j1.no, 8, 4);
  j1.produced = 8;

  // Job 2: 4 chairs from job 1's output, 3 serials mapped.
  const j2 = await job("FG-Y", 4, [
    ["INT-X", "1"],
    ["RM-A", "1.5"],
  ]);
  await plant.issueCodes(j2.no, [output[0]]);
  lineOf(j2, "INT-X").issued = milliOf(4);
  await issue(j2, "RM-A", 6);
  await activity(j2, "Morning", "Asha", [
    ["INT-X", 4],
    ["RM-A", 5],
  ]);
  await mapSerials(t.db, { RequisitionId: requisitionIdOf.get(j2.no)!, FromNo: 1, ToNo: 3, Qty: 3 }, null);
  j2.produced = 3;

  // Job 3: nothing produced yet, one report that used nothing.
  const j3 = await job("INT-X", 5, [
    ["RM-A", "2"],
    ["RM-B", "0.5"],
  ]);
  await issue(j3, "RM-A", 10);
  await activity(j3, "Night", "Chen", [["RM-A", 0]]);
});
afterAll(() => t.close());

const rowKeys = [
  "RequisitionNo",
  "OrderNo",
  "ProductCode",
  "ComponentCode",
  "QtyPerUnit",
  "ReqQty",
  "ProducedQty",
  "YieldPct",
  "BomQty",
  "IssuedQty",
  "ConsumedQty",
  "ReturnedQty",
  "WipQty",
  "VarianceQty",
  "VariancePct",
];
const summaryKeys = [
  "GroupBy",
  "GroupKey",
  "ComponentCode",
  "Jobs",
  "ReqQty",
  "ProducedQty",
  "YieldPct",
  "BomQty",
  "ConsumedQty",
  "VarianceQty",
  "VariancePct",
  "IssuedQty",
  "ReturnedQty",
  "WipQty",
];
const expectedRows = () => jobs.flatMap((j) => j.lines.map((l) => expectedRow(j, l)));
const exportOf = async <T>(path: string, body: object) => {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/api/Reports/${path}`,
    headers: { authorization: `Bearer ${await t.login()}` },
    payload: { First: 1, SortOrder: "ASC", ...range(), ...body, PageSize: -1 },
  });
  return { res, rows: (res.json() as { ResponseData: T[] }).ResponseData };
};

describe("Reports/GetConsumption", () => {
  it("answers per job and component what the jobs recorded: BOM for produced, issued, consumed, returned, unused, variance and yield", async () => {
    const res = await report<ConsumptionRow>("GetConsumption", range());
    expect(res.body.ResponseCode).toBe("200");
    const got = byKey(res.body.ResponseData, (r) => r.RequisitionNo);
    const want = byKey(expectedRows(), (r) => r.RequisitionNo);
    expect(fields(got, rowKeys)).toEqual(want);
    expect(got.every((r) => r.TotalRows === want.length)).toBe(true);
    // The record's figures this plant was built to show: an overrun, an under-use, a job not produced yet.
    const j1a = got.find((r) => r.RequisitionNo === jobs[0].no && r.ComponentCode === "RM-A")!;
    expect([j1a.BomQty, j1a.ConsumedQty, j1a.VarianceQty, j1a.YieldPct]).toEqual([16, 18, 2, 80]);
    const j3a = got.find((r) => r.RequisitionNo === jobs[2].no && r.ComponentCode === "RM-A")!;
    expect([j3a.ProducedQty, j3a.BomQty, j3a.ConsumedQty, j3a.WipQty]).toEqual([0, 10, 0, 10]);
  });

  it("takes the jobs with an event on a plant day of the range, days on the clock of WMS_TIMEZONE the server started on", async () => {
    const now = new Date();
    const saved = t.config.timeZone;
    try {
      // These two zones are 25 hours apart, so any instant falls on different days in them.
      for (const [zone, other] of [
        ["Pacific/Kiritimati", "Pacific/Pago_Pago"],
        ["Pacific/Pago_Pago", "Pacific/Kiritimati"],
      ]) {
        // As a server starting on the zone does: the job's kept days refilled in it.
        t.config.timeZone = zone;
        await keepReceiptDaysIn(t.db, zone);
        const day = formatSentDate(plantDayOf(now, zone));
        const on = await report<ConsumptionRow>("GetConsumption", { FromDate: day, ToDate: day });
        expect(on.body.ResponseData).toHaveLength(expectedRows().length);
        const otherDay = formatSentDate(plantDayOf(now, other));
        const off = await report<ConsumptionRow>("GetConsumption", { FromDate: otherDay, ToDate: otherDay });
        expect(off.body.ResponseCode).toBe("200");
        // Only job 1's output may fall on it: a receipt's day is stored as the plant day it was received on.
        for (const r of off.body.ResponseData) {
          expect(r.RequisitionNo).toBe(jobs[0].no);
          expect([r.IssuedQty, r.ConsumedQty, r.ReturnedQty]).toEqual([0, 0, 0]);
        }
      }
    } finally {
      t.config.timeZone = saved;
      await keepReceiptDaysIn(t.db, saved);
    }
  });

  it("pages through the rows in the order of an allowed sort column, searches requisition, order and product codes", async () => {
    for (const sort of [
      { SortColumn: "ComponentCode", SortOrder: "ASC" },
      { SortColumn: "VarianceQty", SortOrder: "DESC" },
      { SortColumn: "YieldPct", SortOrder: "ASC" },
      { SortColumn: "NotAColumn; drop table packets", SortOrder: "DESC" },
    ]) {
      const { rows: whole } = await exportOf<ConsumptionRow>("GetConsumption", sort);
      expect(whole).toHaveLength(expectedRows().length);
      const page = await report<ConsumptionRow>("GetConsumption", {
        ...range(),
        ...sort,
        First: 3,
        PageSize: 2,
      });
      expect(page.body.ResponseData.map(({ TotalRows, ...r }) => r)).toEqual(whole.slice(2, 4));
      expect(page.body.ResponseData.every((r) => r.TotalRows === whole.length)).toBe(true);
    }
    const variance = (
      await exportOf<ConsumptionRow>("GetConsumption", { SortColumn: "VarianceQty" })
    ).rows.map((r) => r.VarianceQty);
    expect(variance).toEqual([...variance].sort((a, b) => a - b));
    const unknown = (
      await exportOf<ConsumptionRow>("GetConsumption", { SortColumn: "Nope", SortOrder: "ASC" })
    ).rows;
    expect(unknown.map((r) => r.RequisitionNo)).toEqual(unknown.map((r) => r.RequisitionNo).sort());

    const one = await report<ConsumptionRow>("GetConsumption", {
      ...range(),
      SearchValue: jobs[1].no.toLowerCase(),
    });
    expect(one.body.ResponseData.map((r) => r.ComponentCode).sort()).toEqual(["INT-X", "RM-A"]);
    expect(one.body.ResponseData.every((r) => r.TotalRows === 2)).toBe(true);
    const byOrder = await report<ConsumptionRow>("GetConsumption", {
      ...range(),
      SearchValue: jobs[0].orderNo,
    });
    expect(new Set(byOrder.body.ResponseData.map((r) => r.RequisitionNo))).toEqual(new Set([jobs[0].no]));
    const byComponent = await report<ConsumptionRow>("GetConsumption", { ...range(), SearchValue: "rm-b" });
    expect(byComponent.body.ResponseData).toHaveLength(2);
  });

  it("exports every row with PageSize -1, streamed, without TotalRows", async () => {
    const { res, rows } = await exportOf<ConsumptionRow>("GetConsumption", {});
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    expect(rows.every((r) => !("TotalRows" in r))).toBe(true);
    expect(
      fields(
        byKey(rows, (r) => r.RequisitionNo),
        rowKeys,
      ),
    ).toEqual(byKey(expectedRows(), (r) => r.RequisitionNo));
  });

  it("reads the export in batches, each the rows after the previous batch's last, in any sort order", async () => {
    const day = plantDayOf(new Date(), t.config.timeZone);
    const clock = { from: day, to: day, timeZone: t.config.timeZone };
    for (const sort of [
      { SortColumn: "ComponentCode", SortOrder: "ASC" as const },
      { SortColumn: "ConsumedQty", SortOrder: "DESC" as const },
    ]) {
      const batches: unknown[][] = [];
      for await (const batch of consumptionReportBatches(t.db, sort as never, clock, 2)) batches.push(batch);
      expect(batches.map((b) => b.length)).toEqual([2, 2, 2]);
      expect(batches.flat()).toEqual((await exportOf("GetConsumption", sort)).rows);
      const grouped: unknown[][] = [];
      for await (const batch of consumptionSummaryBatches(t.db, sort as never, clock, "Operator", 2))
        grouped.push(batch);
      expect(grouped.flat()).toEqual(
        (await exportOf("GetConsumptionSummary", { ...sort, GroupBy: "Operator" })).rows,
      );
    }
  });

  it("answers the report's date messages", async () => {
    const asked = (FromDate?: string, ToDate?: string) => report("GetConsumption", { FromDate, ToDate });
    expect((await asked(undefined, today())).body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: inboundMessages.selectFromDate,
    });
    expect((await asked("12/31/2099", "01/01/2099")).body.ResponseMessage).toBe(inboundMessages.fromBeforeTo);
    expect((await asked("31/31/2026", today())).body.ResponseMessage).toBe(inboundMessages.onlyDate);
  });
});

describe("kept job lines", () => {
  it("stay exact: the database refuses a change of what they copy or sum (a job, its lines, order, serials, records, an event's crew, a record's time or day) and any delete", async () => {
    for (const statement of [
      sql`update requisition_issues set qty = qty + 1`,
      sql`update consumptions set qty = qty + 1`,
      sql`update stock_returns set qty = qty + 1`,
      sql`update consumption_events set operator = 'Someone else'`,
      sql`delete from consumptions`,
      sql`delete from stock_returns`,
      sql`update requisitions set qty = qty + 1`,
      sql`update requisition_lines set qty_per_unit = qty_per_unit + 1`,
      sql`delete from requisition_lines`,
      sql`update fg_mappings set qty = qty + 1`,
      sql`delete from fg_mappings`,
      sql`update production_orders set order_no = order_no || '-X'`,
      sql`update requisition_issues set done_at = done_at - interval '1 day'`,
      sql`update consumption_events set done_at = done_at - interval '1 day'`,
      sql`update stock_returns set created_at = created_at - interval '1 day'`,
      sql`update fg_mappings set created_at = created_at - interval '1 day'`,
      sql`update packets set received_on = received_on - 1 where produced_by_requisition_id is not null`,
    ])
      await expect(t.db.execute(statement)).rejects.toThrow();
    const res = await report<ConsumptionRow>("GetConsumption", range());
    expect(
      fields(
        byKey(res.body.ResponseData, (r) => r.RequisitionNo),
        rowKeys,
      ),
    ).toEqual(byKey(expectedRows(), (r) => r.RequisitionNo));
  });
  it("refuse a job's record of a product that is no line of its requisition", async () => {
    const [issue] = rowsOf<{
      requisition_id: number;
      packet_id: number;
      supplier_id: number;
      from_bin_id: number;
    }>(
      await t.db.execute(sql`select i.requisition_id, p.packet_id, i.supplier_id, i.from_bin_id from requisition_issues i
        cross join lateral (select packet_id from packets
                            where packet_id not in (select packet_id from requisition_issues) limit 1) p
        limit 1`),
    );
    const notOnBom = productId.get("FG-Y")!;
    await expect(
      t.db.execute(sql`insert into requisition_issues (requisition_id, packet_id, product_id, supplier_id, from_bin_id, qty)
        values (${issue.requisition_id}, ${issue.packet_id}, ${notOnBom}, ${issue.supplier_id}, ${issue.from_bin_id}, 1)`),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no line of its requisition") } });
  });
});

describe("Reports/GetConsumptionSummary", () => {
  it.each(["Product", "Order", "Shift", "Operator"] as const)(
    "sums the record by %s: a job's BOM split by each one's share of its consumption (or of its reports)",
    async (GroupBy) => {
      const res = await report<ConsumptionSummaryRow>("GetConsumptionSummary", { ...range(), GroupBy });
      expect(res.body.ResponseCode).toBe("200");
      const want = byKey(expectedSummary(GroupBy), (r) => r.GroupKey);
      expect(
        fields(
          byKey(res.body.ResponseData, (r) => r.GroupKey),
          summaryKeys,
        ),
      ).toEqual(want);
      expect(res.body.ResponseData.every((r) => r.TotalRows === want.length)).toBe(true);
    },
  );

  it("splits job 1's RM-A BOM of 16 between its operators as they consumed it (12 and 6 of 18)", async () => {
    const res = await report<ConsumptionSummaryRow>("GetConsumptionSummary", {
      ...range(),
      GroupBy: "Operator",
      SearchValue: "RM-A",
    });
    const rows = new Map(res.body.ResponseData.map((r) => [r.GroupKey, r]));
    expect(rows.get("Bala")).toMatchObject({ BomQty: 5.333, ConsumedQty: 6, VarianceQty: 0.667 });
    // Asha: 10.667 of job 1 and job 2's whole 4.5; Chen's report used nothing of a job that consumed nothing.
    expect(rows.get("Asha")).toMatchObject({ BomQty: 15.167, ConsumedQty: 17, Jobs: 2 });
    expect(rows.get("Chen")).toMatchObject({ BomQty: 10, ConsumedQty: 0, VarianceQty: -10, IssuedQty: null });
  });

  it("pages, searches and exports a summary; by shift, a store column sorts by the group", async () => {
    const { res, rows: whole } = await exportOf<ConsumptionSummaryRow>("GetConsumptionSummary", {
      GroupBy: "Shift",
      SortColumn: "IssuedQty",
    });
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    expect(whole.map((r) => r.GroupKey)).toEqual(whole.map((r) => r.GroupKey).sort());
    const page = await report<ConsumptionSummaryRow>("GetConsumptionSummary", {
      ...range(),
      GroupBy: "Shift",
      SortColumn: "IssuedQty",
      First: 2,
      PageSize: 2,
    });
    expect(page.body.ResponseData.map(({ TotalRows, ...r }) => r)).toEqual(whole.slice(1, 3));
    const night = await report<ConsumptionSummaryRow>("GetConsumptionSummary", {
      ...range(),
      GroupBy: "Shift",
      SearchValue: "nigh",
    });
    expect(new Set(night.body.ResponseData.map((r) => r.GroupKey))).toEqual(new Set(["Night"]));
  });

  it("refuses a grouping it does not know", async () => {
    const res = await report("GetConsumptionSummary", { ...range(), GroupBy: "Machine" });
    expect(res.body.ResponseCode).toBe("400");
    expect(res.body.ResponseMessage).toContain(reportsMessages.groupByUnknown);
  });
});
