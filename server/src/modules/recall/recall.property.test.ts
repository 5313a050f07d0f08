import { milliOf, packetInStateMessage, type RecallOpened, type RecallPreview } from "@wms/domain";
import { asc, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packets, shifts } from "../../db/schema/index.js";
import { onPostgres, startTestApp, type TestApp } from "../../test/harness.js";
import { propertyRuns } from "../../test/property.js";
import { reportActivity } from "../production/activity-service.js";
import { mapSerials } from "../production/final-production-service.js";
import { issueRmStore } from "../production/issue-service.js";
import { raiseRequisition } from "../production/requisition-service.js";
import { receiveOutput } from "../production-receipt/service.js";
import { holdPackets } from "../stock/hold.js";
import { stockProblems } from "../stock/invariants.test-support.js";
import { makeBin, makeSupplier, receiveStock } from "../stock/plant.test-support.js";
import { putAway } from "../stock/put-away.js";
import { returnToStock } from "../stock/return-to-stock.js";

/**
 * The oracle: a random plant day (receipts with rejects, a manual hold, jobs at two or three levels issuing
 * and splitting packets, consuming, giving back, producing output that later jobs use, FG serials) run
 * through the commands while this test keeps its own record of every packet (its lot, its parent, where it
 * is, what is left of it) and every issue; never reading the server's tables for it. The recall preview
 * from each MRN and from packets must equal the set the record gives; CreateRecall must hold exactly the
 * free ones in stock, change no other packet, and make their issue refused naming the recall.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Lot = { mrnId: number } | { producer: string };
interface Packet {
  qr: string;
  product: string;
  lot: Lot;
  parent: string | null;
  status: "InBin" | "Packed" | "Issued" | "OnHold" | "Rejected";
  milli: number;
  /** Issued: the job it went to and the issue's record. */
  issue: Issue | null;
}
interface Issue {
  job: string;
  issued: number;
  returned: number;
  unused: number;
}
interface Job {
  no: string;
  product: string;
  fg: boolean;
  serials: [number, number] | null;
}

const jobPlan = fc.record({
  qty: fc.integer({ min: 1, max: 2 }),
  issues: fc.array(fc.tuple(fc.nat(9), fc.nat(99)), { minLength: 1, maxLength: 4 }),
  use: fc.array(fc.nat(4), { minLength: 3, maxLength: 3 }),
  giveBack: fc.option(fc.nat(99), { nil: null }),
});
const dayPlan = fc.record({
  levels: fc.constantFrom(2, 3),
  receipts: fc.array(
    fc.record({
      rm: fc.nat(1),
      perPacket: fc.integer({ min: 1, max: 6 }),
      count: fc.integer({ min: 1, max: 3 }),
      rejected: fc.nat(1),
    }),
    { minLength: 2, maxLength: 4 },
  ),
  holdOne: fc.option(fc.nat(99), { nil: null }),
  jobs: fc.array(fc.array(jobPlan, { minLength: 1, maxLength: 2 }), { minLength: 3, maxLength: 3 }),
  recallFrom: fc.nat(99),
  packetsFrom: fc.array(fc.nat(999), { minLength: 1, maxLength: 3 }),
});
type DayPlan = typeof dayPlan extends fc.Arbitrary<infer T> ? T : never;

let runNo = 0;
const units = (milli: number) => milli / 1000;

/** Runs one plant day through the commands, keeping the record. */
async function runDay(plan: DayPlan) {
  const db = t.db;
  const tag = `RP${++runNo}${Math.random().toString(36).slice(2, 6)}`;
  const supplier = await makeSupplier(db, `${tag}S`);
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
  const [shift] = await db
    .insert(shifts)
    .values({ shiftName: `${tag} A`, startTime: "06:00", endTime: "14:00" })
    .returning();

  const record: Packet[] = [];
  const mrns: number[] = [];
  for (const r of plan.receipts) {
    const made = await receiveStock(db, {
      productId: ids.get(r.rm ? "R2" : "R1") as number,
      supplierId: supplier.supplierId,
      qty: r.perPacket,
      count: r.count,
      rejected: r.rejected,
    });
    mrns.push(made[0].mrnId);
    for (const p of made)
      record.push({
        qr: p.qrCode,
        product: code(r.rm ? "R2" : "R1"),
        lot: { mrnId: p.mrnId },
        parent: null,
        status: p.rejected ? "Rejected" : "InBin",
        milli: milliOf(r.perPacket),
        issue: null,
      });
  }
  if (plan.holdOne !== null) {
    const free = record.filter((p) => p.status === "InBin");
    const p = free[plan.holdOne % free.length];
    await holdPackets(db, { QRCodes: [p.qr], Reason: "Damaged", Remark: "" }, null);
    p.status = "OnHold";
  }

  const jobs = new Map<string, Job>();
  let lastJob = "";
  for (const [level, name] of levelProducts.entries()) {
    for (const j of plan.jobs[level]) {
      const orderNo = `${tag}-${name}-${jobs.size}`;
      await db.execute(sql`insert into production_orders (order_no, order_date, product_id, qty, remaining_qty)
        values (${orderNo}, now(), ${ids.get(name)}, ${j.qty}, ${j.qty})`);
      const raised = await raiseRequisition(db, { OrderNO: orderNo, Qty: j.qty }, null);
      const job: Job = { no: raised.RequisitionNo, product: code(name), fg: name === "FG", serials: null };
      jobs.set(job.no, job);
      lastJob = job.no;
      const components = bom[name].map(([c]) => code(c)).sort();
      const need = new Map(bom[name].map(([c, perUnit]) => [code(c), milliOf(perUnit) * j.qty]));
      const issues: Array<{ packet: Packet; issue: Issue }> = [];

      // The first FG job tops up every component to its need and gives nothing back, so every run maps serials to
      // recall (under the rule that serials need material, random picks left some runs with none covered).
      const toppingUp = name === "FG" && j === plan.jobs[level][0];
      const picks = toppingUp
        ? [
            ...j.issues,
            ...components.flatMap((_, k) => Array.from({ length: 6 }, (): [number, number] => [k, 0])),
          ]
        : j.issues;
      for (const [c, n] of picks) {
        const component = components[c % components.length];
        const left = need.get(component) ?? 0;
        const available = record.filter((p) => p.status === "InBin" && p.product === component);
        const packet = available[n % Math.max(1, available.length)];
        if (left <= 0 || !packet) continue;
        const broken = await issueRmStore(
          db,
          { RequisitionNo: job.no, storeItems: [{ QRCode: packet.qr }] },
          null,
        );
        const issued = Math.min(left, packet.milli);
        if (packet.milli > issued)
          record.push({
            ...packet,
            qr: broken[0].QRCode,
            parent: packet.qr,
            milli: packet.milli - issued,
          });
        const issue: Issue = { job: job.no, issued, returned: 0, unused: issued };
        packet.status = "Issued";
        packet.milli = issued;
        packet.issue = issue;
        need.set(component, left - issued);
        issues.push({ packet, issue });
      }

      const wanted = components.map((component, k) => {
        const unused = issues
          .filter((i) => i.packet.product === component)
          .reduce((s, i) => s + i.issue.unused, 0);
        return Math.floor((unused * j.use[k]) / 4);
      });
      await reportActivity(
        db,
        name === "FG" ? "assembly" : "intermediate",
        {
          RequisitionNo: job.no,
          ShiftId: shift.shiftId,
          Operator: "Asha",
          Stage: "Start",
          storeItems: components.map((ProductCode, k) => ({ ProductCode, Quantity: units(wanted[k]) })),
        },
        null,
      );
      const left = new Map(components.map((component, k) => [component, wanted[k]]));
      for (const { packet, issue } of issues) {
        const take = Math.min(left.get(packet.product) ?? 0, issue.unused);
        issue.unused -= take;
        packet.milli -= take;
        left.set(packet.product, (left.get(packet.product) ?? 0) - take);
      }

      const open = issues.filter((i) => i.issue.unused > 0);
      if (j.giveBack !== null && !toppingUp && open.length > 0) {
        const { packet, issue } = open[j.giveBack % open.length];
        const back = Math.ceil(issue.unused / 2);
        const [row] = (
          (await db.execute(sql`select ri.requisition_issue_id from requisition_issues ri
            join packets p on p.packet_id = ri.packet_id where p.qr_code = ${packet.qr}`)) as unknown as {
            rows: Array<{ requisition_issue_id: number }>;
          }
        ).rows;
        const [made] = await returnToStock(
          db,
          {
            ReturnType: 1,
            ReturnList: [{ RequisitionIssueId: row.requisition_issue_id, Quantity: units(back) }],
          },
          null,
        );
        issue.unused -= back;
        issue.returned += back;
        packet.milli -= back;
        record.push({
          qr: made.QRCode,
          product: packet.product,
          lot: packet.lot,
          parent: packet.qr,
          status: "Packed",
          milli: back,
          issue: null,
        });
      }

      // An FG job maps the serials its material, issued net of returns (this record's), covers.
      const covered = Math.min(
        j.qty,
        ...bom[name].map(([c, perUnit]) => {
          const net = issues
            .filter((i) => i.packet.product === code(c))
            .reduce((s, i) => s + i.issue.issued - i.issue.returned, 0);
          return Math.floor(net / milliOf(perUnit));
        }),
      );
      if (job.fg && covered > 0) {
        const [max] = (
          (await db.execute(sql`select coalesce(max(to_no), 0)::int as m from fg_mappings`)) as unknown as {
            rows: Array<{ m: number }>;
          }
        ).rows;
        const fromNo = max.m + 1;
        const mapped = await mapSerials(
          db,
          { RequisitionId: raised.RequisitionId, FromNo: fromNo, ToNo: fromNo + covered - 1, Qty: covered },
          null,
        );
        job.serials = [fromNo, fromNo + covered - 1];
        // Final Production packs the units (one serial a packet, the product's default): FG stock of the job's lot.
        for (const p of mapped.packets)
          record.push({
            qr: p.QRCode,
            product: job.product,
            lot: { producer: job.no },
            parent: null,
            status: "Packed",
            milli: 1000,
            issue: null,
          });
      } else if (!job.fg) {
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
          record.push({
            qr: o.QRCode,
            product: job.product,
            lot: { producer: job.no },
            parent: null,
            status: "InBin",
            milli: 1000,
            issue: null,
          });
      }
    }
  }
  return { record, jobs, mrns, lastJob };
}

/** What the record says a recall from `start` reaches: requisitions, serial ranges and live packets. */
function expected(record: Packet[], jobs: Map<string, Job>, start: (p: Packet) => boolean) {
  const lotPackets = new Set(record.filter(start).map((p) => p.qr));
  // A packet's descendants (splits, returns) belong to a packet start too.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of record)
      if (p.parent !== null && lotPackets.has(p.parent) && !lotPackets.has(p.qr)) {
        lotPackets.add(p.qr);
        grew = true;
      }
  }
  const reached = new Set<string>();
  const derived = new Set(lotPackets);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of record) {
      if (!derived.has(p.qr) && "producer" in p.lot && reached.has(p.lot.producer)) {
        derived.add(p.qr);
        grew = true;
      }
      if (derived.has(p.qr) && p.issue && p.issue.issued > p.issue.returned && !reached.has(p.issue.job)) {
        reached.add(p.issue.job);
        grew = true;
      }
    }
  }
  const live = record.filter((p) => derived.has(p.qr) && (p.status !== "Issued" || p.milli > 0));
  return {
    requisitions: [...reached].sort(),
    serials: [...reached]
      .flatMap((no) => {
        const s = jobs.get(no)?.serials;
        return s ? [`${no}:${s[0]}-${s[1]}`] : [];
      })
      .sort(),
    packets: live.map((p) => `${p.qr}:${p.status}:${units(p.milli)}:${p.issue?.job ?? ""}`).sort(),
    live,
  };
}

const shown = (p: RecallPreview) => ({
  requisitions: p.Requisitions.map((r) => r.RequisitionNo).sort(),
  serials: p.Serials.map((s) => `${s.RequisitionNo}:${s.FromNo}-${s.ToNo}`).sort(),
  packets: p.Packets.map((x) => `${x.QRCode}:${x.Status}:${x.Qty}:${x.IssuedTo ?? ""}`).sort(),
});

const allPackets = () =>
  t.db
    .select({
      qrCode: packets.qrCode,
      status: packets.status,
      binId: packets.binId,
      qty: packets.qty,
      holdReason: packets.holdReason,
    })
    .from(packets)
    .orderBy(asc(packets.packetId));

describe("recall (oracle property)", () => {
  it("the preview from any lot equals the record's genealogy; CreateRecall holds exactly its free packets in stock, changes nothing else, and their issue is refused naming it", async () => {
    let reachedFar = 0;
    await fc.assert(
      fc.asyncProperty(dayPlan, async (plan) => {
        const { record, jobs, mrns, lastJob } = await runDay(plan);
        const starts: Array<[Record<string, unknown>, (p: Packet) => boolean]> = [
          ...mrns.map((mrnId): [Record<string, unknown>, (p: Packet) => boolean] => [
            { MRNID: mrnId },
            (p) => "mrnId" in p.lot && p.lot.mrnId === mrnId,
          ]),
          ...plan.packetsFrom.map((n): [Record<string, unknown>, (p: Packet) => boolean] => {
            const qr = record[n % record.length].qr;
            return [{ QRCode: qr }, (p) => p.qr === qr];
          }),
        ];
        for (const [body, start] of starts) {
          const res = await t.call<RecallPreview>("POST", "/api/api/Recall/PreviewRecall", body);
          expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
          const want = expected(record, jobs, start);
          const { live: _, ...wanted } = want;
          expect(shown(res.body.ResponseData), JSON.stringify(body)).toEqual(wanted);
          if (want.serials.length > 0 && "MRNID" in body) reachedFar++;
        }

        const [body, start] = starts[plan.recallFrom % mrns.length];
        const want = expected(record, jobs, start);
        const free = new Set(
          want.live.filter((p) => p.status === "InBin" || p.status === "Packed").map((p) => p.qr),
        );
        const before = await allPackets();
        const res = await t.call<RecallOpened>("POST", "/api/api/Recall/CreateRecall", {
          ...body,
          Reason: "bad lot",
        });
        expect(res.body.ResponseCode, res.body.ResponseMessage).toBe("200");
        const recallId = res.body.ResponseData.RecallId;
        expect(res.body.ResponseData).toMatchObject({
          Held: free.size,
          AlreadyHeld: want.live.filter((p) => p.status === "OnHold" || p.status === "Rejected").length,
          AtProduction: want.live.filter((p) => p.status === "Issued").length,
          Requisitions: want.requisitions.length,
        });
        const after = new Map((await allPackets()).map((p) => [p.qrCode, p]));
        for (const p of before) {
          const now = after.get(p.qrCode);
          if (free.has(p.qrCode))
            expect(now, p.qrCode).toEqual({ ...p, status: "OnHold", holdReason: "Recall" });
          else expect(now, p.qrCode).toEqual(p);
        }
        for (const qr of free) {
          const refused = await t.call("POST", "/api/api/StoreRequisitionIssue/IssueRMStore", {
            RequisitionNo: lastJob,
            storeItems: [{ QRCode: qr }],
          });
          expect(refused.body).toMatchObject({
            ResponseCode: "400",
            ResponseMessage: packetInStateMessage(qr, "OnHold", "Recall", recallId),
          });
        }
        expect(await stockProblems(t.db)).toEqual([]);
      }),
      propertyRuns(onPostgres ? 3 : 8),
    );
    expect(reachedFar, "some lots reached FG serials").toBeGreaterThan(0);
  }, 240_000);
});
