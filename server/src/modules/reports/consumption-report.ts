import {
  type ConsumptionGroupBy,
  type ConsumptionRow,
  type ConsumptionSummaryRow,
  consumptionSortColumns,
  consumptionSummarySortColumns,
  type EventGroupBy,
  isEventGroupBy,
  jobLineStates,
  type PlantDay,
  productTypeIds,
} from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { containsPattern, type ParsedListQuery } from "../../platform/paging.js";
import { type OrderKey, type ReportSource, reportBatches, reportPage } from "./report-page.js";

export interface ReportRange {
  from: PlantDay;
  to: PlantDay;
  timeZone: string;
}

/** The range's first and last plant day. */
const fromDay = (range: ReportRange) => sql`cast(${range.from} as date)`;
const toDay = (range: ReportRange) => sql`cast(${range.to} as date)`;

/**
 * The jobs in the range: requisitions with a kept day in it (`job_days`, a row for every plant day anything of the job
 * was done: an issue or activity report by its floor time, a return or serial mapping by its time, output received by
 * its lot's receipt day; an FG packet is its mapping's output, counted by the mapping), read index-only by day, as an
 * array. Every read of a job's rows takes them as
 * `requisition_id = any` of it: the rows' key index is probed for the range's jobs alone, in job order.
 */
const ofJobsIn = (range: ReportRange) => sql`= any(array(
  select d.requisition_id from job_days d where d.day between ${fromDay(range)} and ${toDay(range)}))`;

/** Sums of a kept figure over days up to the range's end: `name` those of the range, `name_to_end` all of them. */
const rangeSums = (figure: SQL, range: ReportRange, name: string) =>
  sql`coalesce(sum(${figure}) filter (where d.day >= ${fromDay(range)}), 0) as ${sql.raw(name)},
      coalesce(sum(${figure}), 0) as ${sql.raw(`${name}_to_end`)}`;

/**
 * The BOM lines of the jobs in the range: their kept rows (`job_component_totals`: the job's number, order, quantity,
 * product made and the line's quantity per unit), probed by key for the range's jobs alone.
 */
function jobLinesOf(range: ReportRange): SQL {
  return sql`job_lines as materialized (
    select k.requisition_id, k.requisition_no, k.req_qty::numeric as req_qty, k.order_id, k.order_no,
           k.made_product_id as made_id, made.product_cd as made_code, made.product_type_id as made_type,
           k.product_id as component_product_id, k.qty_per_unit
    from job_component_totals k
    join products made on made.product_id = k.made_product_id
    where k.requisition_id ${ofJobsIn(range)}
  )`;
}

/** A job line as the figures read it: its job, component, made product's type, quantity per unit and job quantity. */
interface LineKey {
  job: SQL;
  component: SQL;
  madeType: SQL;
  perUnit: SQL;
  reqQty: SQL;
}

/**
 * A line's figures of the range (`issued`, `consumed`, `returned`, `produced`, `bom`, `wip`, `issued_to_end`), read from
 * its kept days (`job_line_days`, by the line's key and day) up to the range's end: what was issued, consumed and
 * returned in the range and up to its end (work in progress); and the job's output in the range and up to its end from
 * the job's kept days (`job_days`): serials mapped (FG job) or output received.
 */
function figuresOfLine(k: LineKey, range: ReportRange) {
  const output = sql`case when ${k.madeType} = ${productTypeIds.fg} then d.mapped_qty::numeric else d.received_qty end`;
  return {
    columns: sql`o.produced,
      round(${k.perUnit} * case when o.produced_to_end > 0 then o.produced else ${k.reqQty} end, 3) as bom,
      s.issued, s.consumed, s.returned, s.issued_to_end,
      s.issued_to_end - s.consumed_to_end - s.returned_to_end as wip`,
    joins: sql`
    cross join lateral (
      select ${rangeSums(sql`d.issued_qty`, range, "issued")}, ${rangeSums(sql`d.consumed_qty`, range, "consumed")},
             ${rangeSums(sql`d.returned_qty`, range, "returned")}
      from job_line_days d
      where d.requisition_id = ${k.job} and d.product_id = ${k.component} and d.day <= ${toDay(range)}) s
    cross join lateral (
      select ${rangeSums(output, range, "produced")} from job_days d
      where d.requisition_id = ${k.job} and d.day <= ${toDay(range)}) o`,
  };
}

const keptLine: LineKey = {
  job: sql`j.requisition_id`,
  component: sql`j.component_product_id`,
  madeType: sql`j.made_type`,
  perUnit: sql`j.qty_per_unit`,
  reqQty: sql`j.req_qty`,
};

/** Every BOM line of the jobs in the range with its figures of the range (summed by the groupings). */
function linesOf(range: ReportRange): SQL {
  const figures = figuresOfLine(keptLine, range);
  return sql`${jobLinesOf(range)},
  lines as materialized (select j.*, ${figures.columns} from job_lines j ${figures.joins})`;
}

/** A line's state at the range's end: work in progress while issued material waits to be reported. */
const [notIssued, inProgress, reported] = jobLineStates;
const stateOf = sql`case when issued_to_end = 0 then ${notIssued} when wip > 0 then ${inProgress} else ${reported} end`;

const float = (expr: SQL) => sql`cast(${expr} as float8)`;
const pct = (part: SQL, whole: SQL) =>
  sql`cast(case when (${whole}) > 0 then round((${part}) * 100 / (${whole}), 2) end as float8)`;

/** The figures every row shows, from sums of req qty, produced, BOM, consumed (`x` names them). */
const figuresOf = (x: { req: SQL; produced: SQL; bom: SQL; consumed: SQL }) => sql`
  ${float(x.req)} as "ReqQty", ${float(x.produced)} as "ProducedQty",
  coalesce(${pct(x.produced, x.req)}, 0) as "YieldPct",
  ${float(x.bom)} as "BomQty", ${float(x.consumed)} as "ConsumedQty",
  ${float(sql`${x.consumed} - ${x.bom}`)} as "VarianceQty", ${pct(sql`${x.consumed} - ${x.bom}`, x.bom)} as "VariancePct"`;

/** A row's component code, name and unit, looked up by its "ComponentId" (for the page alone when the order allows). */
const componentLookup: ReportSource["lookup"] = {
  columns: ["ComponentCode", "ComponentName", "UOM"],
  of: (
    rows,
  ) => sql`select r.*, c.product_cd as "ComponentCode", c.product_dscrptn as "ComponentName", c.uom as "UOM"
    from (${rows}) r join products c on c.product_id = r."ComponentId"`,
};

const textKeys = new Set(["RequisitionNo", "OrderNo", "ProductCode", "ComponentCode", "GroupKey"]);
const keyOf = (column: string): OrderKey => ({ column, type: textKeys.has(column) ? "text" : "float8" });
const searchOf = (q: ParsedListQuery, columns: string[]) => {
  const search = (q.SearchValue ?? "").trim();
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(${sql.join(
    columns.map((c) => sql`r.${sql.identifier(c)} ilike ${pattern}`),
    sql` or `,
  )})`;
};

const figureColumns = [
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
  "State",
];

/**
 * A page's job lines get their figures, and their component's code, name and unit, after the cut: read from the line's
 * records, they cost a few index probes a line, so a page in an order that needs no figure reads ten lines' records,
 * not the range's. An order by a figure, or a search, reads them for every line first.
 */
const lineFiguresLookup = (range: ReportRange): ReportSource["lookup"] => {
  const figures = figuresOfLine(
    {
      job: sql`r."RequisitionId"`,
      component: sql`r."ComponentId"`,
      madeType: sql`r.made_type`,
      perUnit: sql`r.qty_per_unit`,
      reqQty: sql`r.req_qty`,
    },
    range,
  );
  return {
    columns: [...figureColumns, ...componentLookup.columns],
    of: (rows) => sql`select f.*,
        ${figuresOf({ req: sql`f.req_qty`, produced: sql`f.produced`, bom: sql`f.bom`, consumed: sql`f.consumed` })},
        ${float(sql`f.issued`)} as "IssuedQty", ${float(sql`f.returned`)} as "ReturnedQty",
        ${float(sql`f.wip`)} as "WipQty", ${stateOf} as "State"
      from (${componentLookup.of(sql`select r.*, ${figures.columns} from (${rows}) r ${figures.joins}`)}) f`,
  };
};

/** Reports/GetConsumption's rows: a job's component each, sorted by an allowed column, then job and component. */
function consumptionSource(q: ParsedListQuery, range: ReportRange): ReportSource {
  const sortColumn = consumptionSortColumns.find((c) => c === q.SortColumn) ?? "RequisitionNo";
  return {
    with: sql`with ${jobLinesOf(range)}`,
    rows: sql`select requisition_id as "RequisitionId", requisition_no as "RequisitionNo", order_no as "OrderNo",
        made_code as "ProductCode", ${float(sql`qty_per_unit`)} as "QtyPerUnit",
        component_product_id as "ComponentId", req_qty, made_type, qty_per_unit
      from job_lines`,
    where: searchOf(q, ["RequisitionNo", "OrderNo", "ProductCode", "ComponentCode"]),
    keys: [
      keyOf(sortColumn),
      { column: "RequisitionId", type: "integer" },
      { column: "ComponentId", type: "integer" },
    ],
    hidden: [
      "ComponentId",
      "req_qty",
      "made_type",
      "qty_per_unit",
      "produced",
      "bom",
      "issued",
      "consumed",
      "returned",
      "issued_to_end",
      "wip",
    ],
    lookup: lineFiguresLookup(range),
  };
}

/** The group of a job's line by the product made or the order: the whole line goes to it. */
function byJobGroup(groupBy: "Product" | "Order"): SQL {
  const [id, key] = groupBy === "Product" ? [sql`made_id`, sql`made_code`] : [sql`order_id`, sql`order_no`];
  return sql`select cast(${id} as text) as key_id, ${key} as key, component_product_id, cast(count(*) as integer) as jobs, sum(req_qty) as req, sum(produced) as produced,
      sum(bom) as bom, sum(issued) as issued, sum(consumed) as consumed, sum(returned) as returned,
      sum(wip) as wip
    from lines group by 1, 2, component_product_id`;
}

/** The column of an event that a group by shift or operator keys on. */
const crewColumn = (groupBy: EventGroupBy) => sql.raw(groupBy === "Shift" ? "shift_id" : "operator");

/**
 * The range's jobs' lines by the shift or the operator of the range's events: each key's events on the job and its
 * consumption of the line (the kept crew days, `job_crew_days`, by the range's jobs and days), beside the job's events
 * and the line's consumption in the range (the sums over the line's rows), and the line's figures.
 */
function crewLinesOf(groupBy: EventGroupBy, range: ReportRange): SQL {
  const key = crewColumn(groupBy);
  return sql`${linesOf(range)},
  crew as materialized (
    select d.requisition_id, d.product_id, d.${key} as key, sum(d.events) as n, sum(d.consumed_qty) as used
    from job_crew_days d
    where d.requisition_id ${ofJobsIn(range)} and d.day between ${fromDay(range)} and ${toDay(range)}
    group by d.requisition_id, d.product_id, d.${key}
  ),
  crew_lines as materialized (
    select l.requisition_id, l.component_product_id as product_id, c.key, l.req_qty, l.produced, l.bom, c.n, c.used,
           sum(c.n) over line as job_n, sum(c.used) over line as line_consumed
    from lines l
    join crew c on c.requisition_id = l.requisition_id and c.product_id = l.component_product_id
    window line as (partition by l.requisition_id, l.component_product_id)
  )`;
}

/**
 * The group of a job's line by the shift or the operator. Each one's consumption is its events'; the line's BOM is
 * split by its share of the line's consumption, or by its share of the job's events when the job consumed none of the
 * component. Issue and return have no shift or operator: null. Grouped on the key and the component's id; a shift's
 * name is looked up after.
 */
function byEventGroup(groupBy: EventGroupBy): SQL {
  const [name, named] =
    groupBy === "Shift" ? [sql`s.shift_name`, sql`join shifts s on s.shift_id = g.key`] : [sql`g.key`, sql``];
  return sql`select cast(g.key as text) as key_id, ${name} as key, g.component_product_id, g.jobs, g.req, g.produced, g.bom,
      null::numeric as issued, g.consumed, null::numeric as returned, null::numeric as wip
    from (
      select key, product_id as component_product_id, cast(count(*) as integer) as jobs, sum(req_qty) as req,
             sum(produced) as produced, sum(used) as consumed,
             sum(round(case when line_consumed > 0 then bom * used / line_consumed else bom * n / job_n end, 3)) as bom
      -- In key order: grouped as they come. Unsorted, the planner misjudged the group count and spilled a hash of sums.
      from (select * from crew_lines order by key, product_id) l
      group by key, product_id
    ) g
    ${named}`;
}

/** Columns null by shift and operator: sorting by them sorts by the group instead. */
const storeColumns = new Set(["IssuedQty", "ReturnedQty", "WipQty"]);

/** Reports/GetConsumptionSummary's rows: a component within a group each, sorted by an allowed column, then group and component. */
function summarySource(q: ParsedListQuery, range: ReportRange, groupBy: ConsumptionGroupBy): ReportSource {
  const byEvents = isEventGroupBy(groupBy);
  const sortColumn =
    consumptionSummarySortColumns.find((c) => c === q.SortColumn && !(byEvents && storeColumns.has(c))) ??
    "GroupKey";
  return {
    with: sql`with ${byEvents ? crewLinesOf(groupBy, range) : linesOf(range)}`,
    rows: sql`select ${groupBy}::text as "GroupBy", key as "GroupKey", jobs as "Jobs",
        ${figuresOf({ req: sql`req`, produced: sql`produced`, bom: sql`bom`, consumed: sql`consumed` })},
        ${float(sql`issued`)} as "IssuedQty", ${float(sql`returned`)} as "ReturnedQty", ${float(sql`wip`)} as "WipQty",
        key_id as "KeyId", component_product_id as "ComponentId"
      from (${byEvents ? byEventGroup(groupBy) : byJobGroup(groupBy)}) g`,
    where: searchOf(q, ["GroupKey", "ComponentCode"]),
    keys: [keyOf(sortColumn), { column: "KeyId", type: "text" }, { column: "ComponentId", type: "integer" }],
    hidden: ["KeyId", "ComponentId"],
    lookup: componentLookup,
  };
}

/** Reports/GetConsumption: one page, each row with TotalRows. */
export const consumptionReport = (db: Db, q: ParsedListQuery, range: ReportRange) =>
  reportPage<ConsumptionRow>(db, consumptionSource(q, range), q);

/** Reports/GetConsumption's export: every row in the page's order, in batches. */
export const consumptionReportBatches = (db: Db, q: ParsedListQuery, range: ReportRange, batchRows: number) =>
  reportBatches<Omit<ConsumptionRow, "TotalRows">>(db, consumptionSource(q, range), q, batchRows);

/** Reports/GetConsumptionSummary: one page, each row with TotalRows. */
export const consumptionSummary = (
  db: Db,
  q: ParsedListQuery,
  range: ReportRange,
  groupBy: ConsumptionGroupBy,
) => reportPage<ConsumptionSummaryRow>(db, summarySource(q, range, groupBy), q);

/** Reports/GetConsumptionSummary's export. */
export const consumptionSummaryBatches = (
  db: Db,
  q: ParsedListQuery,
  range: ReportRange,
  groupBy: ConsumptionGroupBy,
  batchRows: number,
) =>
  reportBatches<Omit<ConsumptionSummaryRow, "TotalRows">>(db, summarySource(q, range, groupBy), q, batchRows);
