import { normalRequisitionNo, type TraceJob } from "@wms/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The most a product code lists of its jobs. */
const productJobsMax = 100;

/** A scanned text as the lookups take it: itself, as an FG serial (digits) and as a requisition number. */
interface ScanTerms {
  text: SQL;
  serial: SQL;
  requisitionNo: SQL;
}

const termsOf = (text: string): ScanTerms => ({
  text: sql`${text}`,
  serial: sql`${/^\d{1,9}$/.test(text) ? Number(text) : null}`,
  requisitionNo: sql`${normalRequisitionNo(text)}`,
});

/** The one requisition a text names: an issued packet's QR code, an FG serial inside a mapped range, or a requisition number (first match in that order). */
function oneJobOf({ text, serial, requisitionNo }: ScanTerms): SQL {
  return sql`select id from (
      (select ri.requisition_id as id, 1 as rank from requisition_issues ri
        join packets p on p.packet_id = ri.packet_id
        where p.qr_code = ${text}::text order by ri.requisition_issue_id desc limit 1)
      union all
      (select f.requisition_id, 2 from fg_mappings f
        where f.from_no <= ${serial}::integer and f.to_no >= ${serial}::integer limit 1)
      union all
      (select r.requisition_id, 3 from requisitions r where r.requisition_no = ${requisitionNo}::text)
    ) found
    order by rank
    limit 1`;
}

/**
 * The requisition a scanned text stands for (the return screen's lookup): the one job it names, else
 * for a product code its latest requisition with activity, else its latest requisition. One round
 * trip; undefined when nothing matches.
 */
export async function requisitionOfScan(db: Db, scanned: string): Promise<number | undefined> {
  const text = scanned.trim();
  if (!text) return undefined;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
    select id from (
      select id, 1 as rank from (${oneJobOf(termsOf(text))}) one
      union all
      (select r.requisition_id, 2 from requisitions r
        join production_orders o on o.order_id = r.order_id
        join products pr on pr.product_id = o.product_id
        where lower(pr.product_cd) = lower(${text})
        order by exists (select 1 from consumption_events e where e.requisition_id = r.requisition_id) desc,
          r.requisition_id desc
        limit 1)
    ) found
    order by rank
    limit 1`),
  );
  return row ? Number(row.id) : undefined;
}

/**
 * The jobs a scan on the trace screen stands for: the one job an FG serial, requisition number or
 * packet names ("Job"); else, for a product code, that product's jobs newest first ("Product"),
 * for the user to pick one: a product code never guesses.
 */
export async function jobsOfScan(
  db: Db,
  scanned: string,
): Promise<{ ScannedAs: "Job" | "Product"; Jobs: TraceJob[] }> {
  const text = scanned.trim();
  const rows = await jobsOfScanStatement(db).execute({
    text,
    serial: /^\d{1,9}$/.test(text) ? Number(text) : null,
    requisitionNo: normalRequisitionNo(text),
  });
  return {
    ScannedAs: rows.some((r) => r.Single) ? "Job" : "Product",
    Jobs: rows.map((r) => ({
      RequisitionId: Number(r.RequisitionId),
      RequisitionNo: r.RequisitionNo,
      OrderNo: r.OrderNo,
      ProductCode: r.ProductCode,
      Serials: r.Serials,
      CreatedDate: new Date(r.CreatedDate),
    })),
  };
}

// Prepared by name: the trace screen's every report starts with it, and planning it cost more than running it.
const jobsOfScanStatement = preparedStatement("trace_jobs_of_scan", (db, name) => {
  const terms: ScanTerms = {
    text: sql`${sql.placeholder("text")}`,
    serial: sql`${sql.placeholder("serial")}`,
    requisitionNo: sql`${sql.placeholder("requisitionNo")}`,
  };
  return db
    .select({
      Single: sql<boolean>`c.single`,
      RequisitionId: sql<number>`r.requisition_id`,
      RequisitionNo: sql<string>`r.requisition_no`,
      OrderNo: sql<string>`o.order_no`,
      ProductCode: sql<string>`pr.product_cd`,
      CreatedDate: sql<string>`r.created_date`,
      Serials: sql<
        TraceJob["Serials"]
      >`coalesce((select json_agg(json_build_object('FromNo', f.from_no, 'ToNo', f.to_no) order by f.from_no)
        from fg_mappings f where f.requisition_id = r.requisition_id), '[]'::json)`,
    })
    .from(sql`(
      with one as (${oneJobOf(terms)})
      select id, true as single from one
      union all
      (select r.requisition_id, false from requisitions r
        join production_orders o on o.order_id = r.order_id
        join products pr on pr.product_id = o.product_id
        where not exists (select 1 from one) and lower(pr.product_cd) = lower(${terms.text}::text)
        order by r.requisition_id desc
        limit ${productJobsMax})
    ) c
    join requisitions r on r.requisition_id = c.id
    join production_orders o on o.order_id = r.order_id
    join products pr on pr.product_id = o.product_id`)
    .orderBy(sql`r.requisition_id desc`)
    .prepare(name);
});
