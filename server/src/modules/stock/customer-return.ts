import {
  type CustomerReturnDone,
  type createCustomerReturnRequest,
  customerReturnMessages as m,
  milliOf,
  planCustomerReturn,
  qtyText,
  rangesOf,
} from "@wms/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import {
  customerReturnSerials,
  customerReturns,
  dispatches,
  dispatchPackets,
  packets,
} from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { serialRangesOf } from "./dispatch.js";
import { appendLedger } from "./ledger.js";
import { lockPacketsByIds, lotKeyOf, reservePacketIds } from "./lots.js";

type CustomerReturnRequest = z.output<typeof createCustomerReturnRequest>;

/**
 * The `receiveCustomerReturn` command (CustomerReturn/CreateCustomerReturn), one transaction: units of a dispatch a
 * customer sent back (serial labels or whole packets scanned) come back into stock as new packets OnHold with reason
 * CustomerReturn and the user's reason as remark, one per dispatched packet they left in, holding the returned serials
 * (lot, job and production day kept; parent = the dispatched packet; code `<lot>-R<id>`), in no bin (released, they
 * are put away). The dispatched packet stays Dispatched with its serials: it is what left, as the delivery note says.
 * Lock order: the dispatch (its own document), then its packets in id order. Each serial comes back once per dispatch
 * (customer_return_serials' key); refusals name the scan: not in the dispatch, unknown, already returned, twice.
 */
export async function receiveCustomerReturn(
  db: Db,
  request: CustomerReturnRequest,
  userId: number | null,
  doneAt: string | null = null,
): Promise<CustomerReturnDone> {
  return inTransaction(db, async (tx) => {
    const [dispatch] = await tx
      .select({ documentNo: dispatches.documentNo })
      .from(dispatches)
      .where(eq(dispatches.dispatchId, request.DispatchId))
      .for("update");
    if (!dispatch) throw new BusinessRuleError(m.dispatchNotFound(String(request.DispatchId)), null);
    const left = await tx
      .select({ packetId: dispatchPackets.packetId })
      .from(dispatchPackets)
      .where(eq(dispatchPackets.dispatchId, request.DispatchId))
      .orderBy(asc(dispatchPackets.packetId));
    const locked = await lockPacketsByIds(
      tx,
      left.map((p) => p.packetId),
    );
    const serialsOf = await serialRangesOf(
      tx,
      locked.map((p) => p.packetId),
    );
    const returnedRows = await tx
      .select({ serialNo: customerReturnSerials.serialNo })
      .from(customerReturnSerials)
      .where(
        sql`${customerReturnSerials.dispatchedPacketId} = any(${sql.param(locked.map((p) => p.packetId))}::integer[])`,
      );
    const plan = planCustomerReturn(
      request.DispatchId,
      locked.map((p) => ({ QRCode: p.qrCode, Serials: serialsOf.get(p.packetId) ?? [] })),
      rangesOf(returnedRows.map((r) => r.serialNo)),
      request.Scans,
    );
    if (!plan.ok) {
      const unknown = plan.serial !== null && !(await serialMapped(tx, plan.serial));
      throw new BusinessRuleError(unknown ? m.serialUnknown(plan.serial!) : plan.message, {
        Scan: plan.scan,
      });
    }

    const byCode = new Map(locked.map((p) => [p.qrCode, p]));
    const newIds = await reservePacketIds(tx, plan.parts.length);
    const made = plan.parts.map((part, i) => {
      const source = byCode.get(part.QRCode)!;
      return { part, source, packetId: newIds[i], qrCode: `${lotKeyOf(source)}-R${newIds[i]}` };
    });
    await tx.insert(packets).values(
      made.map(({ part, source, packetId, qrCode }) => ({
        packetId,
        qrCode,
        productId: source.productId,
        supplierId: source.supplierId,
        mrnLineId: source.mrnLineId,
        producedByRequisitionId: source.producedByRequisitionId,
        qty: qtyText(milliOf(part.Qty)),
        status: "OnHold" as const,
        holdReason: "CustomerReturn" as const,
        holdRemark: request.Reason,
        inwardAt: source.inwardAt,
        receivedOn: source.receivedOn,
        parentPacketId: source.packetId,
      })),
    );
    const serialRows = made.flatMap(({ part, packetId }) => part.Serials.map((r) => ({ packetId, ...r })));
    await tx.execute(sql`
      insert into packet_serials (packet_id, from_no, to_no)
      select * from unnest(${sql.param(serialRows.map((r) => r.packetId))}::integer[],
        ${sql.param(serialRows.map((r) => r.FromNo))}::integer[], ${sql.param(serialRows.map((r) => r.ToNo))}::integer[])`);

    const [record] = await tx
      .insert(customerReturns)
      .values({
        dispatchId: request.DispatchId,
        reason: request.Reason,
        returnedAt: new Date(doneAt ?? Date.now()),
        userId,
      })
      .returning({ returnId: customerReturns.returnId });
    const ranges = made.flatMap(({ part, source, packetId }) =>
      part.Serials.map((r) => ({ from: source.packetId, to: packetId, ...r })),
    );
    // Each returned serial a row of its own: the key refuses a serial returned twice from one dispatched packet.
    await tx.execute(sql`
      insert into customer_return_serials (return_id, dispatched_packet_id, serial_no, packet_id)
      select ${record.returnId}::integer, u.dispatched_packet_id, s.serial_no, u.packet_id
      from unnest(${sql.param(ranges.map((r) => r.from))}::integer[], ${sql.param(ranges.map((r) => r.to))}::integer[],
                  ${sql.param(ranges.map((r) => r.FromNo))}::integer[], ${sql.param(ranges.map((r) => r.ToNo))}::integer[])
             as u(dispatched_packet_id, packet_id, from_no, to_no)
      cross join lateral generate_series(u.from_no, u.to_no) as s(serial_no)`);

    const reference = `Return ${record.returnId} of dispatch ${request.DispatchId} (${dispatch.documentNo}): ${request.Reason}`;
    await appendLedger(
      tx,
      made.map(({ part, source, packetId }) => ({
        packetId,
        productId: source.productId,
        qty: qtyText(milliOf(part.Qty)),
        from: { status: null },
        to: { status: "OnHold", binId: null },
        reason: "customerReturn",
        reference,
        userId,
        doneAt,
      })),
    );
    return {
      ReturnId: record.returnId,
      Units: plan.units,
      Packets: made.map(({ part, source, qrCode }) => ({
        QRCode: qrCode,
        ProductCode: source.productCode,
        Qty: part.Qty,
        Serials: part.Serials,
      })),
    };
  });
}

/** Whether Final Production ever mapped the serial (else it is unknown to the plant). */
async function serialMapped(tx: Db, serial: number) {
  const found = await tx.execute(
    sql`select 1 from fg_mappings where from_no <= ${serial} and to_no >= ${serial} limit 1`,
  );
  return (found as unknown as { rows: unknown[] }).rows.length > 0;
}
