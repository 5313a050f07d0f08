import {
  commonMessages,
  type createDispatchRequest,
  type FifoMode,
  isBlockedStatus,
  lookupRowsMax,
  dispatchScanMessages as m,
  packetInStateMessage,
  type packetToDispatchRequest,
  type SerialRange,
  stockOnHandMessages,
} from "@wms/domain";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import {
  bins,
  customers,
  dispatches,
  dispatchOrderLines,
  dispatchOrders,
  packetSerials,
  packets,
  products,
  requisitions,
  users,
} from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { containsPattern } from "../../platform/paging.js";
import { olderPacketInBin } from "../production/index.js";
import { dispatch, openRecallOf } from "../stock/index.js";
import { dispatchOrderDetail } from "./queries.js";

/** Dispatch/GetOpenOrders: open orders whose number or customer code or name contains `search`, earliest promised first. */
export function openOrders(db: Db, search: string) {
  const pattern = containsPattern(search);
  return db
    .select({
      DispatchOrderId: dispatchOrders.dispatchOrderId,
      ErpOrderNo: dispatchOrders.erpOrderNo,
      CustomerCode: customers.customerCode,
      CustomerName: customers.customerName,
      PromisedDate: dispatchOrders.promisedDate,
    })
    .from(dispatchOrders)
    .innerJoin(customers, eq(customers.customerId, dispatchOrders.customerId))
    .where(
      and(
        eq(dispatchOrders.status, "Open"),
        search
          ? or(
              ilike(dispatchOrders.erpOrderNo, pattern),
              ilike(customers.customerCode, pattern),
              ilike(customers.customerName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(dispatchOrders.promisedDate), asc(dispatchOrders.dispatchOrderId))
    .limit(lookupRowsMax);
}

/** Dispatch/GetOrderToDispatch/{ErpOrderNo}: the open order of the number, with its lines. */
export async function orderToDispatch(db: Db, erpOrderNo: string) {
  const [order] = await db
    .select({
      id: dispatchOrders.dispatchOrderId,
      status: dispatchOrders.status,
      no: dispatchOrders.erpOrderNo,
    })
    .from(dispatchOrders)
    .where(eq(dispatchOrders.erpOrderNo, erpOrderNo.trim()));
  if (!order) throw new BusinessRuleError(m.orderNoUnknown(erpOrderNo.trim()));
  if (order.status !== "Open") throw new BusinessRuleError(m.orderNotOpen(order.no, order.status));
  return dispatchOrderDetail(db, order.id);
}

/** The serial ranges of a packet, in order. */
async function serialsOf(db: Db, packetId: number): Promise<SerialRange[]> {
  return db
    .select({ FromNo: packetSerials.fromNo, ToNo: packetSerials.toNo })
    .from(packetSerials)
    .where(eq(packetSerials.packetId, packetId))
    .orderBy(asc(packetSerials.fromNo));
}

/**
 * Dispatch/GetPacketToDispatch: a scanned FG packet in a bin whose product is on the order, with its serials, job and
 * production day. With an FG packet of the product from an older production day in a bin, none of those `picked`
 * with it, `warn` names it in FifoWarning, `strict` refuses the scan (FIFO as for raw material).
 */
export async function packetToDispatch(
  db: Db,
  request: z.output<typeof packetToDispatchRequest>,
  fifo: FifoMode,
) {
  const code = request.QRCode.trim();
  const [packet] = await db
    .select({
      packetId: packets.packetId,
      QRCode: packets.qrCode,
      productId: packets.productId,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      Qty: sql<number>`${packets.qty}`.mapWith(Number),
      ColAddress: bins.colAddress,
      RequisitionNo: requisitions.requisitionNo,
      ReceivedOn: packets.receivedOn,
      status: packets.status,
      holdReason: packets.holdReason,
      recallId: openRecallOf(packets.packetId, packets.status),
    })
    .from(packets)
    .innerJoin(products, eq(products.productId, packets.productId))
    .leftJoin(bins, eq(bins.binId, packets.binId))
    .leftJoin(requisitions, eq(requisitions.requisitionId, packets.producedByRequisitionId))
    .where(eq(packets.qrCode, code));
  if (!packet) throw new BusinessRuleError(commonMessages.scanMissing(code), { QRCode: code });
  const { packetId, productId, status, holdReason, recallId, ColAddress, RequisitionNo, ...shown } = packet;
  if (isBlockedStatus(status))
    throw new BusinessRuleError(packetInStateMessage(code, status, holdReason, recallId), { QRCode: code });
  if (status !== "InBin" || ColAddress === null)
    throw new BusinessRuleError(m.notInBin(code), { QRCode: code });
  const Serials = await serialsOf(db, packetId);
  if (Serials.length === 0 || RequisitionNo === null)
    throw new BusinessRuleError(m.notFgPacket(code), { QRCode: code });
  const [order] = await db
    .select({
      erpOrderNo: dispatchOrders.erpOrderNo,
      onOrder: sql<boolean>`${dispatchOrderLines.lineNo} is not null`,
    })
    .from(dispatchOrders)
    .leftJoin(
      dispatchOrderLines,
      and(
        eq(dispatchOrderLines.dispatchOrderId, dispatchOrders.dispatchOrderId),
        eq(dispatchOrderLines.productId, productId),
      ),
    )
    .where(eq(dispatchOrders.dispatchOrderId, request.DispatchOrderId));
  if (!order) throw new BusinessRuleError(m.orderNoUnknown(String(request.DispatchOrderId)), null);
  if (!order.onOrder)
    throw new BusinessRuleError(m.notOnOrder(code, shown.ProductCode, order.erpOrderNo), { QRCode: code });
  const older =
    fifo !== "off"
      ? await olderPacketInBin(db, productId, shown.ReceivedOn, request.PickedQRCodes ?? [])
      : undefined;
  if (older && fifo === "strict")
    throw new BusinessRuleError(stockOnHandMessages.fifoRefused(code, older.QRCode, older.ColAddress), {
      QRCode: code,
    });
  return {
    ...shown,
    ColAddress,
    RequisitionNo,
    Serials,
    FifoWarning: older ? stockOnHandMessages.fifoOlder(older.QRCode, older.ColAddress) : null,
  };
}

/**
 * Dispatch/CreateDispatch: FIFO when strict (no packet of an older production day left in a bin that this dispatch
 * does not take), then the kernel's `dispatch`.
 */
export async function createDispatch(
  db: Db,
  request: z.output<typeof createDispatchRequest>,
  userId: number | null,
  fifo: FifoMode,
  doneAt: string | null,
) {
  if (fifo === "strict") {
    const together = request.Packets.map((p) => p.QRCode);
    const scanned = await db
      .select({ QRCode: packets.qrCode, productId: packets.productId, receivedOn: packets.receivedOn })
      .from(packets)
      .where(sql`${packets.qrCode} = any(${sql.param(together)}::text[]) and ${packets.status} = 'InBin'`);
    for (const p of scanned) {
      const older = await olderPacketInBin(db, p.productId, p.receivedOn, together);
      if (older)
        throw new BusinessRuleError(
          stockOnHandMessages.fifoRefused(p.QRCode, older.QRCode, older.ColAddress),
          {
            QRCode: p.QRCode,
          },
        );
    }
  }
  return dispatch(db, request, userId, doneAt);
}

type NoteRow = {
  qr_code: string;
  product_cd: string;
  line_no: number;
  qty: number;
  from_no: number;
  to_no: number;
};
type NotePacket = {
  QRCode: string;
  ProductCode: string;
  LineNo: number;
  Qty: number;
  Serials: SerialRange[];
};

/** Dispatch/GetDispatch/{DispatchId}: the delivery note: customer, papers, lines with their serials, packets. */
export async function deliveryNote(db: Db, dispatchId: number) {
  const [head] = await db
    .select({
      DispatchId: dispatches.dispatchId,
      DispatchOrderId: dispatches.dispatchOrderId,
      ErpOrderNo: dispatchOrders.erpOrderNo,
      CustomerCode: customers.customerCode,
      CustomerName: customers.customerName,
      Address: customers.address,
      GSTNumber: customers.gstNumber,
      VehicleNo: dispatches.vehicleNo,
      DocumentNo: dispatches.documentNo,
      DispatchedAt: dispatches.dispatchedAt,
      DispatchedBy: users.userName,
    })
    .from(dispatches)
    .innerJoin(dispatchOrders, eq(dispatchOrders.dispatchOrderId, dispatches.dispatchOrderId))
    .innerJoin(customers, eq(customers.customerId, dispatchOrders.customerId))
    .leftJoin(users, eq(users.userId, dispatches.userId))
    .where(eq(dispatches.dispatchId, dispatchId));
  if (!head) throw new BusinessRuleError(m.dispatchUnknown);
  const rows = await db.execute<NoteRow>(sql`
    select p.qr_code, pr.product_cd, d.line_no, d.qty, s.from_no, s.to_no
    from dispatch_packets d
    join packets p on p.packet_id = d.packet_id
    join products pr on pr.product_id = p.product_id
    join packet_serials s on s.packet_id = d.packet_id
    where d.dispatch_id = ${dispatchId}
    order by d.line_no, s.from_no`);
  const lines = await db
    .select({
      LineNo: dispatchOrderLines.lineNo,
      ProductCode: products.productCd,
      ProductName: products.productDscrptn,
      OrderedQty: dispatchOrderLines.qty,
    })
    .from(dispatchOrderLines)
    .innerJoin(products, eq(products.productId, dispatchOrderLines.productId))
    .where(eq(dispatchOrderLines.dispatchOrderId, head.DispatchOrderId))
    .orderBy(asc(dispatchOrderLines.lineNo));
  const packetRows = new Map<string, NotePacket>();
  for (const r of (rows as unknown as { rows: NoteRow[] }).rows) {
    const p: NotePacket = packetRows.get(r.qr_code) ?? {
      QRCode: r.qr_code,
      ProductCode: r.product_cd,
      LineNo: Number(r.line_no),
      Qty: Number(r.qty),
      Serials: [],
    };
    p.Serials.push({ FromNo: Number(r.from_no), ToNo: Number(r.to_no) });
    packetRows.set(r.qr_code, p);
  }
  const packetList = [...packetRows.values()];
  const { DispatchOrderId: _order, ...shown } = head;
  return {
    ...shown,
    Lines: lines.flatMap((l) => {
      const of = packetList.filter((p) => p.LineNo === l.LineNo);
      if (of.length === 0) return [];
      return [
        {
          ...l,
          Qty: of.reduce((n, p) => n + p.Qty, 0),
          Serials: of.flatMap((p) => p.Serials).sort((a, b) => a.FromNo - b.FromNo),
        },
      ];
    }),
    Packets: packetList,
  };
}
