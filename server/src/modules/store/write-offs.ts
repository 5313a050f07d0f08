import type { WriteOffRow, writeOffsQuery } from "@wms/domain";
import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { packets, users, writeOffPackets, writeOffs } from "../../db/schema/index.js";
import { containsPattern, countOf, orderOf, pageOf, rowCount, withTotalRows } from "../../platform/paging.js";

export type WriteOffsQuery = z.output<typeof writeOffsQuery>;

const requester = alias(users, "requester");
const decider = alias(users, "decider");
/** The codes the list shows a write-off with: enough to recognise it. */
const codesShown = 100;

const packetsOf = (writeOffId: SQL | number) =>
  sql`(select coalesce(array_agg(p.qr_code order by p.packet_id), '{}') from (
         select ${packets.packetId} as packet_id, ${packets.qrCode} as qr_code from ${writeOffPackets}
         join ${packets} on ${packets.packetId} = ${writeOffPackets.packetId}
         where ${writeOffPackets.writeOffId} = ${writeOffId} order by ${packets.packetId} limit ${codesShown}) p)`;
const tally = (writeOffId: SQL | number, what: SQL) =>
  sql`(select ${what} from ${writeOffPackets} join ${packets} on ${packets.packetId} = ${writeOffPackets.packetId}
       where ${writeOffPackets.writeOffId} = ${writeOffId})`;

function rowsOf(db: Db, where: SQL | undefined) {
  const id = sql`${writeOffs.writeOffId}`;
  return db
    .select({
      WriteOffId: writeOffs.writeOffId,
      Status: writeOffs.status,
      Packets: sql<number>`${tally(id, sql`count(*)::int`)}`,
      Qty: sql<number>`${tally(id, sql`coalesce(sum(${packets.qty}), 0)::float8`)}`,
      QRCodes: sql<string[]>`${packetsOf(id)}`,
      Remark: writeOffs.remark,
      RequestedBy: requester.userName,
      RequestedAt: writeOffs.requestedAt,
      DecidedBy: decider.userName,
      DecidedAt: writeOffs.decidedAt,
      DecisionRemark: writeOffs.decisionRemark,
    })
    .from(writeOffs)
    .leftJoin(requester, eq(requester.userId, writeOffs.requestedBy))
    .leftJoin(decider, eq(decider.userId, writeOffs.decidedBy))
    .where(where);
}

/** One write-off as the list shows it (what a request or decision answers). */
export async function writeOffRow(db: Db, writeOffId: number): Promise<Omit<WriteOffRow, "TotalRows">> {
  const [row] = await rowsOf(db, eq(writeOffs.writeOffId, writeOffId));
  return row;
}

/** StockHold/GetWriteOffs: write-offs newest first (or sorted), by status, searched by number, remark or packet. */
export async function writeOffList(db: Db, q: WriteOffsQuery) {
  const page = pageOf(q);
  const pattern = containsPattern(page.search);
  const where = and(
    q.Status ? eq(writeOffs.status, q.Status) : undefined,
    page.search
      ? or(
          ilike(sql`'WO-' || ${writeOffs.writeOffId}`, pattern),
          ilike(writeOffs.remark, pattern),
          sql`exists (select 1 from ${writeOffPackets} join ${packets} on ${packets.packetId} = ${writeOffPackets.packetId}
                      where ${writeOffPackets.writeOffId} = ${writeOffs.writeOffId} and ${packets.qrCode} ilike ${pattern})`,
        )
      : undefined,
  );
  const sortable = {
    WriteOffId: writeOffs.writeOffId,
    Status: writeOffs.status,
    RequestedAt: writeOffs.requestedAt,
  };
  const [rows, total] = await Promise.all([
    rowsOf(db, where)
      .orderBy(...orderOf(q, sortable, writeOffs.writeOffId, writeOffs.writeOffId))
      .limit(page.limit)
      .offset(page.offset),
    countOf(db.select({ n: rowCount }).from(writeOffs).where(where)),
  ]);
  return withTotalRows(rows, total);
}
