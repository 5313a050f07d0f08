import {
  type CountStatus,
  commonMessages,
  type countListRequest,
  countVarianceOf,
  isCountable,
  cycleCountMessages as m,
  milliOf,
  type PacketStatus,
  packetInStateMessage,
  parseSentDate,
  qtyText,
  type RecordCountRequest,
} from "@wms/domain";
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { asNumber } from "../../db/numbers.js";
import {
  bins,
  cycleCountEvents,
  cycleCountExpected,
  cycleCountLines,
  cycleCounts,
  cycleCountVariances,
  packets,
  products,
  users,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { containsPattern, countOf, orderOf, pageOf, rowCount, withTotalRows } from "../../platform/paging.js";
import { openRecallOf } from "../stock/index.js";

const openStatuses: CountStatus[] = ["Open", "Submitted"];
const recorder = alias(users, "recorder");

/**
 * CycleCount/StartCount: a count of an active bin, one open count a bin (the partial unique index backs the
 * check). The bin row is locked, so a put-away into it waits, and what the bin holds (its packets InBin or
 * OnHold) is kept in the same transaction as the count's snapshot.
 */
export async function startCount(db: Db, binAddress: string, userId: number | null) {
  return inTransaction(db, async (tx) => {
    const [bin] = await tx
      .select({ binId: bins.binId, colAddress: bins.colAddress, isActive: bins.isActive })
      .from(bins)
      .where(sql`lower(${bins.colAddress}) = lower(${binAddress})`)
      .for("update");
    if (!bin) throw new BusinessRuleError(commonMessages.binMissing(binAddress));
    if (!bin.isActive) throw new BusinessRuleError(m.binInactive);
    const [open] = await tx
      .select({ countId: cycleCounts.countId })
      .from(cycleCounts)
      .where(and(eq(cycleCounts.binId, bin.binId), inArray(cycleCounts.status, openStatuses)));
    if (open) {
      throw new BusinessRuleError(m.countOpenForBin(bin.colAddress, open.countId), {
        CountId: open.countId,
        BinAddress: bin.colAddress,
      });
    }
    const [count] = await tx
      .insert(cycleCounts)
      .values({ binId: bin.binId, startedBy: userId })
      .returning({ countId: cycleCounts.countId });
    // A packet with a bin is in it (InBin or OnHold): the partial index on bin_id finds them.
    await tx.execute(sql`
      insert into ${cycleCountExpected} (count_id, packet_id, qty, status, bin_id)
      select ${count.countId}, packet_id, qty, status, bin_id from ${packets} where bin_id = ${bin.binId}`);
    return { CountId: count.countId, BinAddress: bin.colAddress };
  });
}

/** Locks the count's row and answers it when it is in one of `statuses`; refuses with `refusal` otherwise. */
async function lockCount(tx: Db, countId: number, statuses: CountStatus[], refusal: string) {
  const [count] = await tx
    .select({ countId: cycleCounts.countId, binId: cycleCounts.binId, status: cycleCounts.status })
    .from(cycleCounts)
    .where(eq(cycleCounts.countId, countId))
    .for("update");
  if (!count) throw new BusinessRuleError(m.countUnknown);
  if (!statuses.includes(count.status)) throw new BusinessRuleError(refusal);
  return count;
}

/** The count's lines of these packets: each one's qty and who counted it (by id and by name). */
function linesOfPackets(tx: Db, countId: number, packetIds: number[]) {
  return tx
    .select({
      packetId: cycleCountLines.packetId,
      countedQty: cycleCountLines.countedQty,
      recordedBy: cycleCountLines.recordedBy,
      recorderName: recorder.userName,
    })
    .from(cycleCountLines)
    .leftJoin(recorder, eq(recorder.userId, cycleCountLines.recordedBy))
    .where(and(eq(cycleCountLines.countId, countId), inArray(cycleCountLines.packetId, packetIds)));
}

/** A line is its counter's: anyone else changing or removing it is refused, naming who counted it. */
function refuseUnlessCounter(
  line: { recordedBy: number | null; recorderName: string | null },
  qrCode: string,
  userId: number | null,
) {
  if (line.recordedBy === null || line.recordedBy !== userId)
    throw new BusinessRuleError(m.notYourLine(qrCode, line.recorderName ?? "another user"), {
      QRCode: qrCode,
    });
}

/**
 * CycleCount/RecordCount: counted packets of an open count, each with the row the count saw (qty, state,
 * bin) for approval to tell whether it changed since; a code recorded again (or twice in one request, the
 * last wins) replaces its quantity, only by who counted it. Unknown codes and packets that are not stock a bin
 * can hold (issued, rejected, scrapped, returned) are refused. Every recording is kept in the count's history
 * (a re-recording with the qty it replaced). Answers the counted lines, never the system's quantities.
 */
export async function recordCount(
  db: Db,
  request: RecordCountRequest,
  userId: number | null,
  /** When it was counted on the floor, if queued offline (`X-Done-At`). */
  doneAt: string | null = null,
) {
  const qtyOf = new Map(request.Lines.map((l) => [l.QRCode, l.Qty]));
  const codes = [...qtyOf.keys()];
  return inTransaction(db, async (tx) => {
    await lockCount(tx, request.CountId, ["Open"], m.countNotOpen);
    const found = await tx
      .select({
        packetId: packets.packetId,
        qrCode: packets.qrCode,
        qty: packets.qty,
        status: packets.status,
        holdReason: packets.holdReason,
        recallId: openRecallOf(packets.packetId, packets.status),
        binId: packets.binId,
      })
      .from(packets)
      .where(inArray(packets.qrCode, codes))
      .orderBy(asc(packets.packetId));
    const byCode = new Map(found.map((p) => [p.qrCode, p]));
    const unknown = codes.find((c) => !byCode.has(c));
    if (unknown) throw new BusinessRuleError(m.qrUnknown(unknown), { QRCode: unknown });
    const notStock = found.find((p) => !isCountable(p.status));
    if (notStock) {
      throw new BusinessRuleError(
        m.notCountable(
          packetInStateMessage(notStock.qrCode, notStock.status, notStock.holdReason, notStock.recallId),
        ),
        { QRCode: notStock.qrCode },
      );
    }
    const before = new Map(
      (
        await linesOfPackets(
          tx,
          request.CountId,
          found.map((p) => p.packetId),
        )
      ).map((l) => [l.packetId, l]),
    );
    for (const p of found) {
      const line = before.get(p.packetId);
      if (line) refuseUnlessCounter(line, p.qrCode, userId);
    }
    const values = found.map((p) => ({
      countId: request.CountId,
      packetId: p.packetId,
      countedQty: qtyText(milliOf(qtyOf.get(p.qrCode)!)),
      seenQty: p.qty,
      seenStatus: p.status,
      seenBinId: p.binId,
      recordedBy: userId,
      doneAt: doneAt ?? sql`now()`,
    }));
    await tx
      .insert(cycleCountLines)
      .values(values)
      .onConflictDoUpdate({
        target: [cycleCountLines.countId, cycleCountLines.packetId],
        set: {
          countedQty: sql`excluded.counted_qty`,
          seenQty: sql`excluded.seen_qty`,
          seenStatus: sql`excluded.seen_status`,
          seenBinId: sql`excluded.seen_bin_id`,
          recordedAt: sql`now()`,
          doneAt: sql`excluded.done_at`,
        },
      });
    await tx.insert(cycleCountEvents).values(
      values.map((v) => {
        const previous = before.get(v.packetId);
        return {
          countId: v.countId,
          kind: previous ? ("Rerecorded" as const) : ("Recorded" as const),
          packetId: v.packetId,
          countedQty: v.countedQty,
          previousQty: previous?.countedQty ?? null,
          userId,
          doneAt,
        };
      }),
    );
    return countedLines(tx, request.CountId);
  });
}

/**
 * CycleCount/RemoveCountLine: a packet scanned by mistake leaves an open count, only by who counted it; the
 * removal (and the qty it had) is kept in the count's history.
 */
export async function removeCountLine(db: Db, countId: number, qrCode: string, userId: number | null) {
  return inTransaction(db, async (tx) => {
    await lockCount(tx, countId, ["Open"], m.countNotOpen);
    const [packet] = await tx
      .select({ packetId: packets.packetId })
      .from(packets)
      .where(eq(packets.qrCode, qrCode));
    const [line] = packet ? await linesOfPackets(tx, countId, [packet.packetId]) : [];
    if (!line) throw new BusinessRuleError(m.notCounted(qrCode), { QRCode: qrCode });
    refuseUnlessCounter(line, qrCode, userId);
    await tx
      .delete(cycleCountLines)
      .where(and(eq(cycleCountLines.countId, countId), eq(cycleCountLines.packetId, line.packetId)));
    await tx.insert(cycleCountEvents).values({
      countId,
      kind: "Removed",
      packetId: line.packetId,
      previousQty: line.countedQty,
      userId,
    });
    return countedLines(tx, countId);
  });
}

/**
 * CycleCount/SubmitCount: counting ends; each packet's variance (countVarianceOf: what the bin held at the start
 * against what was counted) is kept for approval, and answered.
 */
export async function submitCount(db: Db, countId: number, userId: number | null) {
  return inTransaction(db, async (tx) => {
    const count = await lockCount(tx, countId, ["Open"], m.countNotOpen);
    const expected = await tx
      .select({
        packetId: cycleCountExpected.packetId,
        qty: cycleCountExpected.qty,
        status: cycleCountExpected.status,
        binId: cycleCountExpected.binId,
      })
      .from(cycleCountExpected)
      .where(eq(cycleCountExpected.countId, countId));
    const lines = await tx
      .select({
        packetId: cycleCountLines.packetId,
        countedQty: cycleCountLines.countedQty,
        qty: cycleCountLines.seenQty,
        status: cycleCountLines.seenStatus,
        binId: cycleCountLines.seenBinId,
      })
      .from(cycleCountLines)
      .where(eq(cycleCountLines.countId, countId));
    const seen = (row: { qty: string; status: string; binId: number | null }) => ({
      qty: milliOf(row.qty),
      status: row.status as PacketStatus,
      binId: row.binId,
    });
    const expectedOf = new Map(expected.map((e) => [e.packetId, seen(e)]));
    const lineOf = new Map(lines.map((l) => [l.packetId, { qty: milliOf(l.countedQty), seen: seen(l) }]));
    const packetIds = [...new Set([...expectedOf.keys(), ...lineOf.keys()])].sort((a, b) => a - b);
    const variances = packetIds.flatMap((packetId) => {
      const v = countVarianceOf(count.binId, expectedOf.get(packetId) ?? null, lineOf.get(packetId) ?? null);
      return v
        ? [
            {
              countId,
              packetId,
              kind: v.kind,
              systemQty: qtyText(v.systemQty),
              countedQty: v.countedQty === null ? null : qtyText(v.countedQty),
            },
          ]
        : [];
    });
    if (variances.length > 0) await tx.insert(cycleCountVariances).values(variances);
    await tx
      .update(cycleCounts)
      .set({ status: "Submitted", submittedBy: userId, submittedAt: new Date() })
      .where(and(eq(cycleCounts.countId, countId), eq(cycleCounts.status, "Open")));
    await tx.insert(cycleCountEvents).values({ countId, kind: "Submitted", userId });
    return countVariances(tx, countId);
  });
}

/**
 * CycleCount/SendBackCount: a submitted count goes back to its counter, open again, with the reason kept in its
 * history; the variances its submission found are dropped (the next submission finds them again). The approver
 * changes nothing of what was counted.
 */
export async function sendBackCount(db: Db, countId: number, reason: string, userId: number | null) {
  await inTransaction(db, async (tx) => {
    await lockCount(tx, countId, ["Submitted"], m.countNotSentBack);
    await tx.delete(cycleCountVariances).where(eq(cycleCountVariances.countId, countId));
    await tx
      .update(cycleCounts)
      .set({ status: "Open", submittedBy: null, submittedAt: null })
      .where(eq(cycleCounts.countId, countId));
    await tx.insert(cycleCountEvents).values({ countId, kind: "SentBack", reason, userId });
  });
  return null;
}

/** CycleCount/CancelCount: an open or submitted count ends with nothing posted. */
export async function cancelCount(db: Db, countId: number) {
  await inTransaction(db, async (tx) => {
    await lockCount(tx, countId, openStatuses, m.countNotCancellable);
    await tx.update(cycleCounts).set({ status: "Cancelled" }).where(eq(cycleCounts.countId, countId));
  });
  return null;
}

/* ---------- Reads ---------- */

/** A count's counted packets, latest first; `withSystemQty` (once submitted) adds what the record said. */
function linesOf(db: Db, countId: number, withSystemQty: boolean) {
  return db
    .select({
      QRCode: packets.qrCode,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      CountedQty: asNumber(cycleCountLines.countedQty),
      RecordedBy: recorder.userName,
      RecordedById: cycleCountLines.recordedBy,
      RecordedAt: cycleCountLines.recordedAt,
      SystemQty: withSystemQty
        ? sql<number>`cast(coalesce(${cycleCountExpected.qty}, ${cycleCountLines.seenQty}) as double precision)`
        : sql<null>`null`,
    })
    .from(cycleCountLines)
    .innerJoin(packets, eq(packets.packetId, cycleCountLines.packetId))
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(recorder, eq(recorder.userId, cycleCountLines.recordedBy))
    .leftJoin(
      cycleCountExpected,
      and(
        eq(cycleCountExpected.countId, cycleCountLines.countId),
        eq(cycleCountExpected.packetId, cycleCountLines.packetId),
      ),
    )
    .where(eq(cycleCountLines.countId, countId))
    .orderBy(desc(cycleCountLines.recordedAt), desc(cycleCountLines.countLineId));
}

/** The counted lines as the counter sees them: blind. */
async function countedLines(db: Db, countId: number) {
  return (await linesOf(db, countId, false)).map(({ SystemQty: _, ...line }) => line);
}

const seenBin = alias(bins, "seen_bin");

/** A count's variances with their outcome; a found packet names where the record had it when counted. */
export function countVariances(db: Db, countId: number) {
  const found = sql`${cycleCountVariances.kind} = 'Found'`;
  return db
    .select({
      QRCode: packets.qrCode,
      ProductCode: products.productCd,
      Kind: cycleCountVariances.kind,
      SystemQty: asNumber(cycleCountVariances.systemQty),
      CountedQty: asNumber(cycleCountVariances.countedQty),
      SystemStatus: sql<PacketStatus | null>`case when ${found} then ${cycleCountLines.seenStatus} end`,
      SystemBin: sql<string | null>`case when ${found} then ${seenBin.colAddress} end`,
      Outcome: cycleCountVariances.outcome,
    })
    .from(cycleCountVariances)
    .innerJoin(packets, eq(packets.packetId, cycleCountVariances.packetId))
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(
      cycleCountLines,
      and(
        eq(cycleCountLines.countId, cycleCountVariances.countId),
        eq(cycleCountLines.packetId, cycleCountVariances.packetId),
      ),
    )
    .leftJoin(seenBin, eq(seenBin.binId, cycleCountLines.seenBinId))
    .where(eq(cycleCountVariances.countId, countId))
    .orderBy(asc(cycleCountVariances.kind), asc(packets.qrCode));
}

const starter = alias(users, "starter");
const submitter = alias(users, "submitter");
const approver = alias(users, "approver");

/** CycleCount/GetCount/{CountId}: the count; system quantities and variances only once it is no longer Open. */
export async function countDetail(db: Db, countId: number) {
  const [count] = await db
    .select({
      CountId: cycleCounts.countId,
      BinAddress: bins.colAddress,
      Status: cycleCounts.status,
      StartedBy: starter.userName,
      StartedAt: cycleCounts.startedAt,
      SubmittedBy: submitter.userName,
      SubmittedAt: cycleCounts.submittedAt,
      ApprovedBy: approver.userName,
      ApprovedAt: cycleCounts.approvedAt,
    })
    .from(cycleCounts)
    .innerJoin(bins, eq(bins.binId, cycleCounts.binId))
    .leftJoin(starter, eq(starter.userId, cycleCounts.startedBy))
    .leftJoin(submitter, eq(submitter.userId, cycleCounts.submittedBy))
    .leftJoin(approver, eq(approver.userId, cycleCounts.approvedBy))
    .where(eq(cycleCounts.countId, countId));
  if (!count) throw new BusinessRuleError(m.countUnknown);
  const blind = count.Status === "Open";
  const [lines, variances, history] = await Promise.all([
    linesOf(db, countId, !blind),
    countVariances(db, countId),
    countHistory(db, countId),
  ]);
  return { ...count, Lines: lines, Variances: variances, History: history };
}

const actor = alias(users, "actor");

/** A count's history, oldest first: what was counted, counted again, removed, submitted and sent back, by whom. */
function countHistory(db: Db, countId: number) {
  return db
    .select({
      Kind: cycleCountEvents.kind,
      QRCode: packets.qrCode,
      CountedQty: asNumber(cycleCountEvents.countedQty),
      PreviousQty: asNumber(cycleCountEvents.previousQty),
      Reason: cycleCountEvents.reason,
      By: actor.userName,
      At: cycleCountEvents.at,
    })
    .from(cycleCountEvents)
    .leftJoin(packets, eq(packets.packetId, cycleCountEvents.packetId))
    .leftJoin(actor, eq(actor.userId, cycleCountEvents.userId))
    .where(eq(cycleCountEvents.countId, countId))
    .orderBy(asc(cycleCountEvents.eventId));
}

/** The plant day sent (MM/DD/YYYY), or a refusal when it is no date. */
function dayOf(sent: string | null | undefined, timeZone: string) {
  if (!sent?.trim()) return null;
  const day = parseSentDate(sent, timeZone);
  if (!day) throw new BusinessRuleError(m.dateInvalid);
  return day;
}

/**
 * CycleCount/GetCounts: counts a page at a time, newest started first by default, searched by bin address
 * (or count id), filtered by status and by the plant days they started on. The page is taken through the
 * (started_at, count_id) index; only its rows' lines and variances are counted, and the total apart.
 */
export async function countList(db: Db, q: z.output<typeof countListRequest>, timeZone: string) {
  const page = pageOf(q);
  const zone = sql.raw(`'${timeZone.replace(/'/g, "''")}'`);
  const from = dayOf(q.FromDate, timeZone);
  const to = dayOf(q.ToDate, timeZone);
  const conditions: Array<SQL | undefined> = [
    q.Status ? eq(cycleCounts.status, q.Status) : undefined,
    from ? gte(cycleCounts.startedAt, sql`cast(${from} as date)::timestamp at time zone ${zone}`) : undefined,
    to
      ? lt(cycleCounts.startedAt, sql`(cast(${to} as date) + 1)::timestamp at time zone ${zone}`)
      : undefined,
    page.search
      ? or(
          ilike(bins.colAddress, containsPattern(page.search)),
          sql`cast(${cycleCounts.countId} as text) = ${page.search}`,
        )
      : undefined,
  ];
  const where = and(...conditions);
  const sortable = {
    CountId: cycleCounts.countId,
    BinAddress: bins.colAddress,
    Status: cycleCounts.status,
    StartedAt: cycleCounts.startedAt,
    SubmittedAt: cycleCounts.submittedAt,
    ApprovedAt: cycleCounts.approvedAt,
  };
  const paged = db
    .select({
      countId: cycleCounts.countId,
      binAddress: bins.colAddress,
      status: cycleCounts.status,
      startedBy: cycleCounts.startedBy,
      startedAt: cycleCounts.startedAt,
      submittedAt: cycleCounts.submittedAt,
      approvedBy: cycleCounts.approvedBy,
      approvedAt: cycleCounts.approvedAt,
    })
    .from(cycleCounts)
    .innerJoin(bins, eq(bins.binId, cycleCounts.binId))
    .where(where)
    .orderBy(...orderOf(q, sortable, cycleCounts.startedAt, cycleCounts.countId))
    .limit(page.limit)
    .offset(page.offset)
    .as("paged");
  const pagedOrder = {
    CountId: paged.countId,
    BinAddress: paged.binAddress,
    Status: paged.status,
    StartedAt: paged.startedAt,
    SubmittedAt: paged.submittedAt,
    ApprovedAt: paged.approvedAt,
  };
  const ofCount = (table: SQL, extra = sql``) =>
    sql<number>`(select cast(count(*) as integer) from ${table} x where x.count_id = ${paged.countId} ${extra})`;
  const [rows, total] = await Promise.all([
    db
      .select({
        CountId: paged.countId,
        BinAddress: paged.binAddress,
        Status: paged.status,
        StartedBy: starter.userName,
        StartedAt: paged.startedAt,
        CountedBy: sql<string>`coalesce((select string_agg(distinct u.user_name, ', ') from cycle_count_lines l
          join users u on u.user_id = l.recorded_by where l.count_id = ${paged.countId}), '')`,
        SubmittedAt: paged.submittedAt,
        ApprovedBy: approver.userName,
        ApprovedAt: paged.approvedAt,
        Lines: ofCount(sql`cycle_count_lines`),
        Variances: ofCount(sql`cycle_count_variances`),
        Posted: ofCount(sql`cycle_count_variances`, sql`and x.outcome = 'Posted'`),
        Stale: ofCount(sql`cycle_count_variances`, sql`and x.outcome = 'Stale'`),
      })
      .from(paged)
      .leftJoin(starter, eq(starter.userId, paged.startedBy))
      .leftJoin(approver, eq(approver.userId, paged.approvedBy))
      .orderBy(...orderOf(q, pagedOrder, paged.startedAt, paged.countId)),
    countOf(
      db
        .select({ n: rowCount })
        .from(cycleCounts)
        .innerJoin(bins, eq(bins.binId, cycleCounts.binId))
        .where(where),
    ),
  ]);
  return withTotalRows(rows, total);
}
