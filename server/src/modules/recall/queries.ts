import {
  recallMessages as m,
  type RecallAsk,
  type RecallDetailPacket,
  type RecallRequisition,
  reachTruncated,
  type recallListRequest,
  recallLotText,
  recallRowsMax,
} from "@wms/domain";
import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import { recalls, users } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { containsPattern, countOf, orderOf, pageOf, rowCount, withTotalRows } from "../../platform/paging.js";
import { type CustomerReachJson, customerReachJson, customerReachOf } from "../dispatch/index.js";
import {
  packetRow,
  recallOutputPackets,
  requisitionsJson,
  type SerialRangeJson,
  serialRangesOf,
  serialsJson,
} from "./genealogy.js";

/** A recall row's lot as it was asked. */
export function askOf(r: {
  mrnId: number | null;
  poNumber: string | null;
  qrCode: string | null;
  supplierCode: string | null;
  fromDate: string | null;
  toDate: string | null;
}): RecallAsk {
  if (r.mrnId !== null) return { kind: "MRNID", mrnId: r.mrnId };
  if (r.poNumber !== null) return { kind: "PONumber", poNumber: r.poNumber };
  if (r.qrCode !== null) return { kind: "QRCode", qrCode: r.qrCode };
  return {
    kind: "Supplier",
    supplierCode: r.supplierCode ?? "",
    fromDate: r.fromDate ?? "",
    toDate: r.toDate ?? "",
  };
}

const opener = alias(users, "opener");
const closer = alias(users, "closer");

// Packets on hold for the recall now: held when it opened, or at a receipt or return since.
const stillHeld = (recallId: SQL | typeof recalls.recallId) =>
  sql<number>`(select cast(count(*) as integer) from recall_packets rp join packets p on p.packet_id = rp.packet_id
    where rp.recall_id = ${recallId} and p.status = 'OnHold' and p.hold_reason = 'Recall')`;

const headColumns = {
  RecallId: recalls.recallId,
  mrnId: recalls.mrnId,
  poNumber: recalls.poNumber,
  qrCode: recalls.qrCode,
  supplierCode: recalls.supplierCode,
  fromDate: recalls.fromDate,
  toDate: recalls.toDate,
  Reason: recalls.reason,
  Status: recalls.status,
  Disposition: recalls.disposition,
  OpenedBy: opener.userName,
  OpenedAt: recalls.openedAt,
  ClosedBy: closer.userName,
  ClosedAt: recalls.closedAt,
  Held: recalls.held,
  AlreadyHeld: recalls.alreadyHeld,
  AtProduction: recalls.atProduction,
  StillHeld: stillHeld(recalls.recallId),
};

/** The head row as answered: the lot named as it was asked, the asking columns dropped. */
function headOf<R extends Parameters<typeof askOf>[0]>(r: R) {
  const { mrnId, poNumber, qrCode, supplierCode, fromDate, toDate, ...rest } = r;
  return { ...rest, Lot: recallLotText(askOf(r)) };
}

/**
 * Recall/GetRecalls: recalls a page at a time, newest first by default, searched by id, lot or reason, filtered
 * by status; through the (opened_at, recall_id) index, the total counted apart.
 */
export async function recallList(db: Db, q: z.output<typeof recallListRequest>) {
  const page = pageOf(q);
  const pattern = containsPattern(page.search);
  const where = and(
    q.Status ? eq(recalls.status, q.Status) : undefined,
    page.search
      ? or(
          sql`cast(${recalls.recallId} as text) = ${page.search}`,
          sql`cast(${recalls.mrnId} as text) = ${page.search}`,
          ilike(recalls.poNumber, pattern),
          ilike(recalls.qrCode, pattern),
          ilike(recalls.supplierCode, pattern),
          ilike(recalls.reason, pattern),
        )
      : undefined,
  );
  const sortable = {
    RecallId: recalls.recallId,
    Status: recalls.status,
    Reason: recalls.reason,
    OpenedAt: recalls.openedAt,
    ClosedAt: recalls.closedAt,
    Held: recalls.held,
  };
  const [rows, total] = await Promise.all([
    db
      .select(headColumns)
      .from(recalls)
      .leftJoin(opener, eq(opener.userId, recalls.openedBy))
      .leftJoin(closer, eq(closer.userId, recalls.closedBy))
      .where(where)
      .orderBy(...orderOf(q, sortable, recalls.openedAt, recalls.recallId))
      .limit(page.limit)
      .offset(page.offset),
    countOf(db.select({ n: rowCount }).from(recalls).where(where)),
  ]);
  return withTotalRows(rows.map(headOf), total);
}

/**
 * Recall/GetRecall/{RecallId}: the recall, the serial ranges mapped to its requisitions (up to now), its
 * requisitions, its packets with what it did and where each is now, and the customers its units were dispatched
 * to (up to now); each list cut at `recallRowsMax`.
 */
export async function recallDetail(db: Db, recallId: number) {
  const [head] = await db
    .select(headColumns)
    .from(recalls)
    .leftJoin(opener, eq(opener.userId, recalls.openedBy))
    .leftJoin(closer, eq(closer.userId, recalls.closedBy))
    .where(eq(recalls.recallId, recallId));
  if (!head) throw new BusinessRuleError(m.recallUnknown);
  const reached = sql`(select requisition_id from recall_requisitions where recall_id = ${recallId}::integer)`;
  const [lists] = rowsOf<{
    serials: SerialRangeJson[];
    requisitions: RecallRequisition[];
    packets: RecallDetailPacket[];
    packet_count: number;
    requisition_count: number;
    serial_count: number;
    to_notify: CustomerReachJson;
  }>(
    await db.execute(sql`select ${serialsJson(reached, recallRowsMax)} as serials,
      ${requisitionsJson(reached, recallRowsMax)} as requisitions,
      (select coalesce(json_agg(x), '[]'::json) from (
        select p.*, rp.from_status as "FromStatus", rp.outcome as "Outcome"
        from recall_packets rp ${packetRow(sql`rp.packet_id`)}
        where rp.recall_id = ${recallId}::integer
        order by rp.outcome, p."ColAddress" nulls last, p."QRCode" limit ${recallRowsMax}) x) as packets,
      (select count(*)::integer from recall_packets where recall_id = ${recallId}::integer) as packet_count,
      (select count(*)::integer from recall_requisitions where recall_id = ${recallId}::integer) as requisition_count,
      (select count(*)::integer from fg_mappings f join recall_requisitions x on x.requisition_id = f.requisition_id
        where x.recall_id = ${recallId}::integer) as serial_count,
      ${customerReachJson(recallOutputPackets(askOf(head), recallId), recallRowsMax)} as to_notify`),
  );
  const toNotify = customerReachOf(lists.to_notify);
  return {
    ...headOf(head),
    Serials: serialRangesOf(lists.serials),
    Requisitions: lists.requisitions,
    Packets: lists.packets.map((p) => ({ ...p, Qty: Number(p.Qty) })),
    ToNotify: toNotify,
    Truncated:
      reachTruncated(toNotify) ||
      lists.packet_count > lists.packets.length ||
      lists.requisition_count > lists.requisitions.length ||
      lists.serial_count > lists.serials.length,
  };
}
