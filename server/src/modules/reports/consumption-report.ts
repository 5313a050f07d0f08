import {
  type ConsumptionGroupBy,
  type ConsumptionRow,
  type ConsumptionSummaryRow,
  consumptionSortColumns,
  consumptionSummarySortColumns,
  type EventGroupBy,
  isEventGroupBy,
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

/**
 * The jobs in the range: requisitions with a consumption event done on the floor on a plant day of it (its floor time,
 * `done_at`), read from the events' time index alone, as an array. Every read of a job's kept rows takes them as `requisition_id = any` of it: the rows' key index
 * is probed for the range's jobs alone, in job order, however long the history.
 */
const ofJobsIn = (range: ReportRange) => sql`= any(array(
  select e.requisition_id from consumption_events e
  where e.done_at >= cast(${range.from} as date)::timestamp at time zone ${range.timeZone}
    and e.done_at < (cast(${range.to} as date) + 1)::timestamp at time zone ${range.timeZone}))`;

/** A kept row's output (`k`, made product `made`): serials mapped for a finished good, else output received. */
const producedOf = (k: string) =>
  sql`(case when made.product_type_id = ${productTypeIds.fg} then ${sql.raw(k)}.mapped_qty
            else ${sql.raw(k)}.received_qty end)::numeric`;

/** A line's BOM quantity for what was produced, or for the job's quantity while nothing is. */
const bomOf = (k: string) =>
  sql`round(${sql.raw(k)}.qty_per_unit * case when ${producedOf(k)} > 0 then ${producedOf(k)} else ${sql.raw(k)}.req_qty end, 3)`;

/**
 * Every BOM line of the jobs in the range, with the job's figures to date: the lines' kept rows (`job_component_totals`,
 * migrations 0044 and 0045: the job's number, order, quantity and output, the line's quantity per unit and what was
 * issued, consumed and returned of it) with the made product's code; never the job's requisition, order, serial,
 * issue, consumption or return records.
 */
function linesOf(range: ReportRange): SQL {
  return sql`lines as materialized (
    select k.requisition_id, k.requisition_no, k.req_qty::numeric as req_qty, k.order_id, k.order_no,
           k.made_product_id as made_id, made.product_cd as made_code, ${producedOf("k")} as produced,
           k.product_id as component_product_id, k.qty_per_unit, ${bomOf("k")} as bom,
           k.issued_qty as issued, k.consumed_qty as consumed, k.returned_qty as returned
    from job_component_totals k
    join products made on made.product_id = k.made_product_id
    where k.requisition_id ${ofJobsIn(range)}
  )`;
}

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

/** Reports/GetConsumption's rows: a job's component each, sorted by an allowed column, then job and component. */
function consumptionSource(q: ParsedListQuery, range: ReportRange): ReportSource {
  const sortColumn = consumptionSortColumns.find((c) => c === q.SortColumn) ?? "RequisitionNo";
  return {
    with: sql`with ${linesOf(range)}`,
    rows: sql`select requisition_id as "RequisitionId", requisition_no as "RequisitionNo", order_no as "OrderNo",
        made_code as "ProductCode", ${float(sql`qty_per_unit`)} as "QtyPerUnit",
        ${figuresOf({ req: sql`req_qty`, produced: sql`produced`, bom: sql`bom`, consumed: sql`consumed` })},
        ${float(sql`issued`)} as "IssuedQty", ${float(sql`returned`)} as "ReturnedQty",
        ${float(sql`issued - consumed - returned`)} as "UnusedQty",
        component_product_id as "ComponentId"
      from lines`,
    where: searchOf(q, ["RequisitionNo", "OrderNo", "ProductCode", "ComponentCode"]),
    keys: [
      keyOf(sortColumn),
      { column: "RequisitionId", type: "integer" },
      { column: "ComponentId", type: "integer" },
    ],
    hidden: ["ComponentId"],
    lookup: componentLookup,
  };
}

/** The group of a job's line by the product made or the order: the whole line goes to it. */
function byJobGroup(groupBy: "Product" | "Order"): SQL {
  const [id, key] = groupBy === "Product" ? [sql`made_id`, sql`made_code`] : [sql`order_id`, sql`order_no`];
  return sql`select cast(${id} as text) as key_id, ${key} as key, component_product_id, cast(count(*) as integer) as jobs, sum(req_qty) as req, sum(produced) as produced,
      sum(bom) as bom, sum(issued) as issued, sum(consumed) as consumed, sum(returned) as returned
    from lines group by 1, 2, component_product_id`;
}

/** The column of a crew's kept rows that a group by shift or operator keys on. */
const crewColumn = (groupBy: EventGroupBy) => sql.raw(groupBy === "Shift" ? "shift_id" : "operator");

/**
 * The range's jobs' lines by the shift or the operator of their events (all the job's events: it is reported whole),
 * from the lines' kept crew rows alone (`job_crew_consumption`, migration 0047): the key's events and consumption of
 * the line beside the job's events and the line's consumption (the sums over the line's rows), and the line's figures.
 */
function crewLinesOf(groupBy: EventGroupBy, range: ReportRange): SQL {
  const key = crewColumn(groupBy);
  return sql`crew_lines as materialized (
    select w.requisition_id, w.product_id, w.${key} as key, w.req_qty::numeric as req_qty, ${producedOf("w")} as produced,
           ${bomOf("w")} as bom, sum(w.events) as n, sum(w.consumed_qty) as used,
           sum(sum(w.events)) over line as job_n, sum(sum(w.consumed_qty)) over line as line_consumed
    from job_crew_consumption w
    join products made on made.product_id = w.made_product_id
    where w.requisition_id ${ofJobsIn(range)}
    group by w.requisition_id, w.product_id, w.${key}, w.req_qty, w.qty_per_unit, w.received_qty, w.mapped_qty,
             made.product_type_id
    window line as (partition by w.requisition_id, w.product_id)
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
      null::numeric as issued, g.consumed, null::numeric as returned
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
const storeColumns = new Set(["IssuedQty", "ReturnedQty", "UnusedQty"]);

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
        ${float(sql`issued`)} as "IssuedQty", ${float(sql`returned`)} as "ReturnedQty",
        ${float(sql`issued - consumed - returned`)} as "UnusedQty",
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
