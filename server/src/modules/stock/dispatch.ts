import {
  commonMessages,
  type createDispatchRequest,
  type DispatchDone,
  isBlockedStatus,
  lowestSerials,
  dispatchScanMessages as m,
  milliOf,
  packetInStateMessage,
  planDispatch,
  qtyText,
  type SerialRange,
  serialsIn,
} from "@wms/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { preparedStatement } from "../../db/prepared.js";
import {
  dispatches,
  dispatchOrderLines,
  dispatchOrders,
  packetSerials,
  packets,
  products,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { emptyBinsLeft } from "./bin-flags.js";
import { type LedgerEntry, ledgerInsert, ledgerParams } from "./ledger.js";
import { lockBinsOf } from "./lock-order.js";
import { lockPacketsByCodes, lotKeyOf } from "./lots.js";
import { insertSplitChildren } from "./split-packets.js";

type DispatchRequest = z.output<typeof createDispatchRequest>;

/**
 * The `dispatch` command (Dispatch/CreateDispatch), one transaction: FG packets in bins leave stock (Dispatched)
 * against the lines of an open dispatch order, each line counting the units as `dispatched_qty` (never beyond its
 * quantity: a conditional update, a check backs it); the order is Dispatched once every line is. Locks in the one
 * order: the order and its lines, then the packets, then their bins. The screen's plan (each packet's units) must be
 * the plan under the locks (`planDispatch`): a packet of more units than its line still needs is split, its lowest
 * serials leaving with it and the rest staying in the bin as a new packet of the same lot (answered, to label). A
 * packet leaves once (dispatch_packets' unique packet). The dispatch record keeps vehicle, invoice or delivery note
 * number, floor time and user; every movement is in the ledger.
 */
export async function dispatch(
  db: Db,
  request: DispatchRequest,
  userId: number | null,
  doneAt: string | null = null,
): Promise<DispatchDone> {
  const codes = request.Packets.map((p) => p.QRCode);
  return inTransaction(db, async (tx) => {
    const [order] = await lockOrderStatement(tx).execute({ orderId: request.DispatchOrderId });
    if (!order) throw new BusinessRuleError(m.orderNoUnknown(String(request.DispatchOrderId)), null);
    if (order.status !== "Open")
      throw new BusinessRuleError(m.orderNotOpen(order.erpOrderNo, order.status), null);
    const lines = await lockLinesStatement(tx).execute({ orderId: request.DispatchOrderId });

    const unique = [...new Set(codes)];
    const locked = await lockPacketsByCodes(tx, unique);
    const byCode = new Map(locked.map((p) => [p.qrCode, p]));
    const unknown = codes.find((c) => !byCode.has(c));
    if (unknown) throw new BusinessRuleError(commonMessages.scanMissing(unknown), { QRCode: unknown });
    for (const p of locked) {
      if (isBlockedStatus(p.status))
        throw new BusinessRuleError(packetInStateMessage(p.qrCode, p.status, p.holdReason, p.recallId), {
          QRCode: p.qrCode,
        });
      if (p.status !== "InBin" || p.binId === null)
        throw new BusinessRuleError(m.notInBin(p.qrCode), { QRCode: p.qrCode });
    }
    const serialsOf = await serialRangesOf(
      tx,
      locked.map((p) => p.packetId),
    );
    const noSerials = locked.find((p) => serialsIn(serialsOf.get(p.packetId) ?? []) !== Number(p.qty));
    if (noSerials) throw new BusinessRuleError(m.notFgPacket(noSerials.qrCode), { QRCode: noSerials.qrCode });

    const plan = planDispatch(
      order.erpOrderNo,
      lines.map((l) => ({ LineNo: l.lineNo, ProductCode: l.productCode, Balance: l.qty - l.dispatchedQty })),
      codes.map((c) => ({
        QRCode: c,
        ProductCode: byCode.get(c)!.productCode,
        Qty: Number(byCode.get(c)!.qty),
      })),
    );
    if (!plan.ok) throw new BusinessRuleError(plan.message, { QRCode: plan.QRCode });
    const changed = plan.packets.find((p, i) => p.DispatchQty !== request.Packets[i].Qty);
    if (changed) throw new BusinessRuleError(m.balanceChanged(changed.QRCode), { QRCode: changed.QRCode });
    await lockBinsOf(tx, locked);

    const reference = order.erpOrderNo;
    const splits = plan.packets.filter((p) => p.Split);
    const made = await insertSplitChildren(
      tx,
      splits.map((s) => {
        const p = byCode.get(s.QRCode)!;
        return {
          lotKey: lotKeyOf(p),
          productId: p.productId,
          supplierId: p.supplierId,
          mrnLineId: p.mrnLineId,
          producedByRequisitionId: p.producedByRequisitionId,
          qty: qtyText(milliOf(s.Qty - s.DispatchQty)),
          binId: p.binId,
          inwardAt: p.inwardAt,
          receivedOn: p.receivedOn,
          parentPacketId: p.packetId,
        };
      }),
    );
    const childOf = new Map(made.map((c) => [c.parentPacketId, c]));

    const ledger: LedgerEntry[] = [];
    const rests: DispatchDone["Rests"] = [];
    const serialRows: Array<{ packetId: number } & SerialRange> = [];
    for (const s of splits) {
      const p = byCode.get(s.QRCode)!;
      const child = childOf.get(p.packetId)!;
      const rest = s.Qty - s.DispatchQty;
      const { taken, kept } = lowestSerials(serialsOf.get(p.packetId)!, s.DispatchQty);
      serialRows.push(...taken.map((r) => ({ packetId: p.packetId, ...r })));
      serialRows.push(...kept.map((r) => ({ packetId: child.packetId, ...r })));
      const bin = { status: "InBin" as const, binId: p.binId };
      const split = {
        productId: p.productId,
        qty: qtyText(milliOf(rest)),
        reason: "split" as const,
        reference,
        userId,
        doneAt,
      };
      ledger.push({ ...split, packetId: p.packetId, from: bin, to: { status: null } });
      ledger.push({ ...split, packetId: child.packetId, from: { status: null }, to: bin });
      rests.push({ QRCode: child.qrCode, ProductCode: p.productCode, Qty: rest, Serials: kept });
    }
    if (splits.length > 0) {
      const parents = splits.map((s) => byCode.get(s.QRCode)!.packetId);
      await tx.execute(
        sql`delete from ${packetSerials} where packet_id = any(${sql.param(parents)}::integer[])`,
      );
      await tx.execute(sql`
        insert into ${packetSerials} (packet_id, from_no, to_no)
        select * from unnest(${sql.param(serialRows.map((r) => r.packetId))}::integer[],
          ${sql.param(serialRows.map((r) => r.FromNo))}::integer[], ${sql.param(serialRows.map((r) => r.ToNo))}::integer[])`);
    }

    const leaving = plan.packets.map((s) => byCode.get(s.QRCode)!);
    for (const [i, s] of plan.packets.entries()) {
      const p = leaving[i];
      ledger.push({
        packetId: p.packetId,
        productId: p.productId,
        qty: qtyText(milliOf(s.DispatchQty)),
        from: { status: "InBin", binId: p.binId },
        to: { status: "Dispatched" },
        reason: "dispatch",
        reference,
        userId,
        doneAt,
      });
    }
    const byLine = new Map<number, number>();
    for (const s of plan.packets) byLine.set(s.LineNo, (byLine.get(s.LineNo) ?? 0) + s.DispatchQty);
    const now = new Date().toISOString();
    const [written] = await dispatchWriteStatement(tx).execute({
      orderId: request.DispatchOrderId,
      leftIds: leaving.map((p) => p.packetId),
      leftQtys: plan.packets.map((s) => qtyText(milliOf(s.DispatchQty))),
      leftLines: plan.packets.map((s) => s.LineNo),
      leftUnits: plan.packets.map((s) => s.DispatchQty),
      lineNos: [...byLine.keys()],
      lineQtys: [...byLine.values()],
      vehicleNo: request.VehicleNo,
      documentNo: request.DocumentNo,
      dispatchedAt: doneAt ?? now,
      userId,
      ...ledgerParams(ledger),
    });
    // Every packet and line is locked and checked, so each update finds its rows; this guards the invariant.
    if (written.left !== plan.packets.length)
      throw new Error("A locked packet left its bin during its dispatch");
    if (written.counted !== byLine.size)
      throw new Error("A locked line's balance changed during its dispatch");

    const bins = [...new Set(locked.map((p) => p.binId!))].sort((a, b) => a - b);
    await emptyBinsLeft(tx, bins, userId, now);
    return {
      DispatchId: written.dispatchId,
      ErpOrderNo: order.erpOrderNo,
      Units: plan.packets.reduce((n, s) => n + s.DispatchQty, 0),
      Packets: plan.packets.length,
      Rests: rests,
    };
  });
}

/** The serial ranges of packets, in order, by packet. */
export async function serialRangesOf(tx: Db, packetIds: number[]) {
  const rows = await serialRangesStatement(tx).execute({ packetIds });
  const of = new Map<number, SerialRange[]>();
  for (const r of rows)
    of.set(r.packetId, [...(of.get(r.packetId) ?? []), { FromNo: r.FromNo, ToNo: r.ToNo }]);
  return of;
}

const lockOrderStatement = preparedStatement("dispatch_lock_order", (tx, name) =>
  tx
    .select({ erpOrderNo: dispatchOrders.erpOrderNo, status: dispatchOrders.status })
    .from(dispatchOrders)
    .where(eq(dispatchOrders.dispatchOrderId, sql.placeholder("orderId")))
    .for("update")
    .prepare(name),
);

const lockLinesStatement = preparedStatement("dispatch_lock_lines", (tx, name) =>
  tx
    .select({
      lineNo: dispatchOrderLines.lineNo,
      productCode: products.productCd,
      qty: dispatchOrderLines.qty,
      dispatchedQty: dispatchOrderLines.dispatchedQty,
    })
    .from(dispatchOrderLines)
    .innerJoin(products, eq(products.productId, dispatchOrderLines.productId))
    .where(eq(dispatchOrderLines.dispatchOrderId, sql.placeholder("orderId")))
    .orderBy(asc(dispatchOrderLines.lineNo))
    .for("update", { of: dispatchOrderLines })
    .prepare(name),
);

const serialRangesStatement = preparedStatement("dispatch_serial_ranges", (tx, name) =>
  tx
    .select({ packetId: packetSerials.packetId, FromNo: packetSerials.fromNo, ToNo: packetSerials.toNo })
    .from(packetSerials)
    .where(sql`${packetSerials.packetId} = any(${sql.placeholder("packetIds")}::integer[])`)
    .orderBy(asc(packetSerials.packetId), asc(packetSerials.fromNo))
    .prepare(name),
);

const orderId = sql`${sql.placeholder("orderId")}::integer`;
const lineUnits = sql`unnest(${sql.placeholder("lineNos")}::integer[], ${sql.placeholder("lineQtys")}::integer[]) as u(line_no, qty)`;

/**
 * The dispatch's writes in one round trip, data-modifying WITHs that read nothing another writes (the order, its
 * lines, the packets and bins are locked and checked): the packets leave their bins with their ledger rows, the
 * dispatch is recorded with its packets, each line counts its units (never beyond its quantity), and the order is
 * Dispatched when every line's count with this dispatch's units reaches its quantity.
 */
const dispatchWriteStatement = preparedStatement("dispatch_write", (tx, name) => {
  const left = tx.$with("left_bins", { packetId: packets.packetId }).as(sql`
    update ${packets} p set status = 'Dispatched', bin_id = null, qty = u.qty
    from unnest(${sql.placeholder("leftIds")}::integer[], ${sql.placeholder("leftQtys")}::numeric[]) as u(packet_id, qty)
    where p.packet_id = u.packet_id and p.status = 'InBin'
    returning p.packet_id`);
  const appended = ledgerInsert(tx);
  const recorded = tx.$with("recorded", { dispatchId: dispatches.dispatchId }).as(sql`
    insert into ${dispatches} (dispatch_order_id, vehicle_no, document_no, dispatched_at, user_id)
    values (${orderId}, ${sql.placeholder("vehicleNo")}::text, ${sql.placeholder("documentNo")}::text,
            ${sql.placeholder("dispatchedAt")}::timestamptz, ${sql.placeholder("userId")}::integer)
    returning dispatch_id`);
  const listed = tx.$with("listed", { packetId: packets.packetId }).as(sql`
    insert into dispatch_packets (dispatch_id, packet_id, line_no, qty)
    select r.dispatch_id, u.packet_id, u.line_no, u.qty
    from recorded r, unnest(${sql.placeholder("leftIds")}::integer[], ${sql.placeholder("leftLines")}::integer[],
                            ${sql.placeholder("leftUnits")}::integer[]) as u(packet_id, line_no, qty)
    returning packet_id`);
  const counted = tx.$with("counted", { lineNo: dispatchOrderLines.lineNo }).as(sql`
    update ${dispatchOrderLines} l set dispatched_qty = l.dispatched_qty + u.qty from ${lineUnits}
    where l.dispatch_order_id = ${orderId} and l.line_no = u.line_no and l.dispatched_qty + u.qty <= l.qty
    returning l.line_no`);
  const closed = tx.$with("closed", { status: dispatchOrders.status }).as(sql`
    update ${dispatchOrders} set status = 'Dispatched'
    where dispatch_order_id = ${orderId}
      and not exists (select 1 from ${dispatchOrderLines} l left join ${lineUnits} on u.line_no = l.line_no
                      where l.dispatch_order_id = ${orderId} and l.dispatched_qty + coalesce(u.qty, 0) < l.qty)
    returning status`);
  return tx
    .with(left, appended, recorded, listed, counted, closed)
    .select({
      dispatchId: recorded.dispatchId,
      left: sql<number>`(select count(*) from left_bins)::integer`,
      counted: sql<number>`(select count(*) from counted)::integer`,
    })
    .from(recorded)
    .prepare(name);
});
