import {
  type ConsumptionGroupBy,
  type ConsumptionRow,
  type ConsumptionSummaryRow,
  consumptionSortColumns,
  consumptionSummarySortColumns,
  eventGroupBys,
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
 * Every BOM line of the jobs in the range, with the job's figures to date, one set-based statement: the jobs
 * (requisitions with a consumption event on a plant day of the range, read from the events' time index alone) and
 * each line's kept sums of what was issued, consumed and returned (`job_component_totals`, migration 0044), one row
 * per line read by key: never a sum over the issue, consumption or return records. The serials mapped are summed once
 * per job (a lateral join): a subquery in the select list ran once per use of `produced`, and its estimated cost
 * crossed PostgreSQL's JIT threshold, whose compilation alone took longer than the query on the scale set.
 */
function linesOf(range: ReportRange): SQL {
  return sql`jobs as (
    select r.requisition_id, r.requisition_no, r.qty::numeric as req_qty, o.order_id, o.order_no,
           made.product_id as made_id, made.product_cd as made_code,
           case when made.product_type_id = ${productTypeIds.fg} then coalesce(fg.qty, 0)
                else r.received_qty end::numeric as produced
    from (
      select distinct e.requisition_id from consumption_events e
      where e.created_at >= cast(${range.from} as date)::timestamp at time zone ${range.timeZone}
        and e.created_at < (cast(${range.to} as date) + 1)::timestamp at time zone ${range.timeZone}
    ) worked
    join requisitions r on r.requisition_id = worked.requisition_id
    join production_orders o on o.order_id = r.order_id
    join products made on made.product_id = o.product_id
    left join lateral (select sum(m.qty) as qty from fg_mappings m where m.requisition_id = r.requisition_id) fg on true
  ), lines as materialized (
    select j.*, l.component_product_id, c.product_cd as component_code, c.product_dscrptn as component_name,
           c.uom, l.qty_per_unit,
           round(l.qty_per_unit * case when j.produced > 0 then j.produced else j.req_qty end, 3) as bom,
           coalesce(t.issued_qty, 0) as issued, coalesce(t.consumed_qty, 0) as consumed,
           coalesce(t.returned_qty, 0) as returned
    from jobs j
    join requisition_lines l on l.requisition_id = j.requisition_id
    join products c on c.product_id = l.component_product_id
    left join job_component_totals t on t.requisition_id = j.requisition_id and t.product_id = l.component_product_id
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
        made_code as "ProductCode", component_code as "ComponentCode", component_name as "ComponentName",
        uom as "UOM", ${float(sql`qty_per_unit`)} as "QtyPerUnit",
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
  };
}

/** The group of a job's line by the product made or the order: the whole line goes to it. */
function byJobGroup(groupBy: "Product" | "Order"): SQL {
  const [id, key] = groupBy === "Product" ? [sql`made_id`, sql`made_code`] : [sql`order_id`, sql`order_no`];
  return sql`select cast(${id} as text) as key_id, ${key} as key, component_product_id, component_code,
      component_name, uom, cast(count(*) as integer) as jobs, sum(req_qty) as req, sum(produced) as produced,
      sum(bom) as bom, sum(issued) as issued, sum(consumed) as consumed, sum(returned) as returned
    from lines group by 1, 2, component_product_id, component_code, component_name, uom`;
}

/**
 * The jobs' events keyed by shift (its id) or operator: how many each has on a job beside the job's count (read
 * through the events' requisition index), and what each consumed per component (the kept crew sums of migration
 * 0044, read by the job's key). The shift's name is looked up after the grouping, so no join guesses row counts here.
 */
function eventCtes(groupBy: "Shift" | "Operator"): SQL {
  const [eventKey, crewKey] =
    groupBy === "Shift"
      ? [sql`cast(e.shift_id as text)`, sql`cast(w.shift_id as text)`]
      : [sql`e.operator`, sql`w.operator`];
  return sql`, group_events as materialized (
    select e.requisition_id, ${eventKey} as key_id, count(*) as n,
           sum(count(*)) over (partition by e.requisition_id) as job_n
    from jobs j join consumption_events e on e.requisition_id = j.requisition_id
    group by e.requisition_id, ${eventKey}
  ), group_consumed as materialized (
    select w.requisition_id, w.product_id, ${crewKey} as key_id, sum(w.consumed_qty) as qty
    from jobs j join job_crew_consumption w on w.requisition_id = j.requisition_id
    group by w.requisition_id, w.product_id, ${crewKey}
  )`;
}

/**
 * The group of a job's line by the shift or the operator of its events (all the job's events: it is reported
 * whole). Each one's consumption is its events'; the line's BOM is split by its share of the line's consumption,
 * or by its share of the job's events when the job consumed none of the component. Issue and return have no
 * shift or operator: null.
 */
function byEventGroup(groupBy: "Shift" | "Operator"): SQL {
  const name =
    groupBy === "Shift"
      ? sql`(select s.shift_name from shifts s where cast(s.shift_id as text) = split.key_id)`
      : sql`split.key_id`;
  return sql`select key_id, min(${name}) as key, component_product_id, component_code, component_name, uom,
      cast(count(*) as integer) as jobs, sum(req_qty) as req, sum(produced) as produced, sum(g_bom) as bom,
      null::numeric as issued, sum(g_consumed) as consumed, null::numeric as returned
    from (
      select ge.key_id, l.*, coalesce(gc.qty, 0) as g_consumed,
             round(case when l.consumed > 0 then l.bom * coalesce(gc.qty, 0) / l.consumed
                        else l.bom * ge.n / ge.job_n end, 3) as g_bom
      from lines l
      join group_events ge on ge.requisition_id = l.requisition_id
      left join group_consumed gc on gc.requisition_id = l.requisition_id
        and gc.product_id = l.component_product_id and gc.key_id = ge.key_id
    ) split
    group by key_id, component_product_id, component_code, component_name, uom`;
}

/** Columns null by shift and operator: sorting by them sorts by the group instead. */
const storeColumns = new Set(["IssuedQty", "ReturnedQty", "UnusedQty"]);

/** Reports/GetConsumptionSummary's rows: a component within a group each, sorted by an allowed column, then group and component. */
function summarySource(q: ParsedListQuery, range: ReportRange, groupBy: ConsumptionGroupBy): ReportSource {
  const byEvents = eventGroupBys.includes(groupBy);
  const sortColumn =
    consumptionSummarySortColumns.find((c) => c === q.SortColumn && !(byEvents && storeColumns.has(c))) ??
    "GroupKey";
  const grouped = groupBy === "Shift" || groupBy === "Operator" ? byEventGroup(groupBy) : byJobGroup(groupBy);
  return {
    with: sql`with ${linesOf(range)}${byEvents ? eventCtes(groupBy as "Shift" | "Operator") : sql``}`,
    rows: sql`select ${groupBy}::text as "GroupBy", key as "GroupKey", component_code as "ComponentCode",
        component_name as "ComponentName", uom as "UOM", jobs as "Jobs",
        ${figuresOf({ req: sql`req`, produced: sql`produced`, bom: sql`bom`, consumed: sql`consumed` })},
        ${float(sql`issued`)} as "IssuedQty", ${float(sql`returned`)} as "ReturnedQty",
        ${float(sql`issued - consumed - returned`)} as "UnusedQty",
        key_id as "KeyId", component_product_id as "ComponentId"
      from (${grouped}) g`,
    where: searchOf(q, ["GroupKey", "ComponentCode"]),
    keys: [keyOf(sortColumn), { column: "KeyId", type: "text" }, { column: "ComponentId", type: "integer" }],
    hidden: ["KeyId", "ComponentId"],
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
