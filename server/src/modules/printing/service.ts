import {
  binLabelZpl,
  bomSlipZpl,
  deliveryLabelOf,
  deliveryLabelZpl,
  type FgPacketLabel,
  fgPacketLabelZpl,
  formatDisplayDate,
  type LabelStock,
  printingMessages as msg,
  type PrintedLabel,
  packetSlipZpl,
  plantDayOf,
  productionText,
  serialRangesText,
} from "@wms/domain";
import { type PacketQrKind, packetQrData } from "@wms/domain/gs1";
import type { Db } from "../../db/client.js";
import { printJobs } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { deliveryNote } from "../dispatch/index.js";
import {
  activePrinter,
  binLabelsToPrint,
  bomSlipToPrint,
  documentPrintedBefore,
  lockLabels,
  slipsToPrint,
} from "./queries.js";
import { sendRawJob } from "./raw-tcp.js";

export interface PrintOutcome {
  Sent: number;
  Reprints: number;
  /** Why the rest was not sent, when the printer stopped taking jobs part way. */
  stoppedBy: string | null;
}

type ZplPrinter = Awaited<ReturnType<typeof zplPrinter>>;

/** The active ZPL printer of `printerId`, or the refusal saying why not. */
async function zplPrinter(db: Db, printerId: number) {
  const printer = await activePrinter(db, printerId);
  if (!printer) throw new BusinessRuleError(msg.printerNotFound);
  if (printer.kind !== "ZPL") throw new BusinessRuleError(msg.printerIsPdf);
  return printer;
}

const stockOf = (printer: ZplPrinter): LabelStock => ({
  widthMm: printer.labelWidthMm,
  heightMm: printer.labelHeightMm,
  dpi: printer.dpi,
});

/**
 * Sends one job (one connection) an item, in order. A printer that takes none refuses, naming itself and where it
 * was sought; one that stops part way answers how many it took (the first ones) and why not the rest.
 */
async function sendEach<T>(
  printer: ZplPrinter,
  items: readonly T[],
  zplOf: (item: T) => string,
): Promise<{ sent: number; stoppedBy: string | null }> {
  let sent = 0;
  for (const item of items) {
    try {
      await sendRawJob(printer.host, printer.port, zplOf(item));
    } catch (err) {
      const why = `${msg.printerUnreachable} ${printer.printerName} at ${printer.host}:${printer.port} (${(err as Error).message}).`;
      if (sent === 0) throw new BusinessRuleError(why);
      return { sent, stoppedBy: why };
    }
    sent++;
  }
  return { sent, stoppedBy: null };
}

type PrintJob = typeof printJobs.$inferInsert;

/**
 * A logged print in one transaction: `print` reads, checks and sends, answering the jobs the printer took, which are
 * then logged. inTransaction runs the work again on a serialization failure or deadlock; one after the printer took
 * the labels (at the log or the commit) logs those jobs again without sending them again, so no label prints twice.
 */
async function loggedPrint<T>(
  db: Db,
  print: (tx: Db) => Promise<{ jobs: PrintJob[]; answer: T }>,
): Promise<T> {
  let printed: { jobs: PrintJob[]; answer: T } | undefined;
  return inTransaction(db, async (tx) => {
    printed ??= await print(tx);
    if (printed.jobs.length > 0) await tx.insert(printJobs).values(printed.jobs);
    return printed.answer;
  });
}

type PacketLabelRow = Awaited<ReturnType<typeof slipsToPrint>>[number];

/** What a produced packet's label shows: its job, serials and production day. */
const fgLabelOf = (row: PacketLabelRow & { JobNo: string }, QRSymbol: string): FgPacketLabel => ({
  QRCode: row.QRCode,
  QRSymbol,
  ProductCode: row.ProductCode,
  JobNo: row.JobNo,
  Serials: serialRangesText(row.Serials),
  Qty: row.Qty,
  UOM: row.UOM,
  ProducedOn: row.ReceivedOn,
});

const produced = (row: PacketLabelRow): row is PacketLabelRow & { JobNo: string } => row.JobNo !== null;

/** A packet's label: a produced packet's shows its job, serials and production day; a received one's, its slip. */
function packetLabelZpl(row: PacketLabelRow, qr: PacketQrKind, stock: LabelStock): string {
  const QRSymbol = packetQrData(row, qr);
  return produced(row)
    ? fgPacketLabelZpl(fgLabelOf(row, QRSymbol), stock)
    : packetSlipZpl({ ...row, QRSymbol }, stock);
}

/** Printing/GetFgPacketLabels: the labels of the produced packets among `codes`, in the order given. */
export async function fgPacketLabels(db: Db, codes: string[], qr: PacketQrKind): Promise<FgPacketLabel[]> {
  const found = new Map((await slipsToPrint(db, codes)).map((row) => [row.QRCode, row]));
  return codes
    .map((code) => found.get(code))
    .filter((row) => row !== undefined && produced(row))
    .map((row) => fgLabelOf(row, packetQrData(row, qr)));
}

/**
 * Sends the labels of `codes`, in the order given, to a ZPL printer, one job (one connection) a packet, and logs each
 * job the printer took: who, when, and for a packet printed before, the reason. A printer that takes none refuses;
 * one that stops part way answers what was sent (those stay logged) and why the rest was not. The packets' labels
 * stay locked from the "printed before" read to the log, so of two first prints at once the later is a reprint.
 */
export async function printPacketSlips(
  db: Db,
  userId: number,
  request: { PrinterId: number; QRCodes: string[]; Reason: string },
  qr: PacketQrKind,
): Promise<PrintOutcome> {
  const printer = await zplPrinter(db, request.PrinterId);
  return loggedPrint(db, async (tx) => {
    await lockLabels(tx, "packet", request.QRCodes);
    const found = new Map((await slipsToPrint(tx, request.QRCodes)).map((slip) => [slip.QRCode, slip]));
    const unknown = request.QRCodes.filter((code) => !found.has(code));
    if (unknown.length > 0)
      throw new BusinessRuleError(`${msg.unknownPackets} ${unknown.join(", ")}`, { QRCodes: unknown });
    const slips = request.QRCodes.map((code) => found.get(code)!);
    const printedBefore = slips.filter((slip) => slip.printedBefore).map((slip) => slip.QRCode);
    if (printedBefore.length > 0 && request.Reason === "")
      throw new BusinessRuleError(msg.reasonForReprint, { QRCodes: printedBefore });

    const stock = stockOf(printer);
    const { sent, stoppedBy } = await sendEach(printer, slips, (slip) => packetLabelZpl(slip, qr, stock));
    const jobs = slips.slice(0, sent).map(
      (slip): PrintJob => ({
        label: "packet",
        packetId: slip.packetId,
        printerId: printer.printerId,
        printedBy: userId,
        reprint: slip.printedBefore,
        reason: slip.printedBefore ? request.Reason : "",
      }),
    );
    return { jobs, answer: { Sent: sent, Reprints: jobs.filter((job) => job.reprint).length, stoppedBy } };
  });
}

/** Sends the labels of the bins at `addresses`, in the order given, one job a bin; how many the printer took. */
export async function printBinLabels(
  db: Db,
  request: { PrinterId: number; ColAddresses: string[] },
): Promise<{ Sent: number; stoppedBy: string | null }> {
  const printer = await zplPrinter(db, request.PrinterId);
  const found = new Map(
    (await binLabelsToPrint(db, request.ColAddresses)).map((b) => [b.ColAddress.toLowerCase(), b]),
  );
  const unknown = request.ColAddresses.filter((a) => !found.has(a.toLowerCase()));
  if (unknown.length > 0)
    throw new BusinessRuleError(`${msg.unknownBins} ${unknown.join(", ")}`, { ColAddresses: unknown });
  const stock = stockOf(printer);
  const { sent, stoppedBy } = await sendEach(printer, request.ColAddresses, (address) =>
    binLabelZpl(found.get(address.toLowerCase())!, stock),
  );
  return { Sent: sent, stoppedBy };
}

/**
 * A document's one label to a ZPL printer, logged; printed before, it needs the reason and is logged as a reprint.
 * The label stays locked from that read to the log, as a packet's.
 */
async function printDocumentLabel(
  db: Db,
  userId: number,
  printer: ZplPrinter,
  job: { label: PrintedLabel; document: string; reason: string; zpl: string },
): Promise<{ Sent: number; Reprints: number }> {
  return loggedPrint(db, async (tx) => {
    await lockLabels(tx, job.label, [job.document]);
    const reprint = await documentPrintedBefore(tx, job.label, job.document);
    if (reprint && job.reason === "") throw new BusinessRuleError(msg.reasonForDocumentReprint);
    await sendEach(printer, [job.zpl], (zpl) => zpl);
    const logged: PrintJob = {
      label: job.label,
      document: job.document,
      printerId: printer.printerId,
      printedBy: userId,
      reprint,
      reason: reprint ? job.reason : "",
    };
    return { jobs: [logged], answer: { Sent: 1, Reprints: reprint ? 1 : 0 } };
  });
}

/** Printing/PrintBomSlip: the requisition's BOM slip (what the PDF shows, the requisition's QR) to a ZPL printer. */
export async function printBomSlip(
  db: Db,
  userId: number,
  request: { PrinterId: number; RequisitionNo: string; Reason: string },
) {
  const printer = await zplPrinter(db, request.PrinterId);
  const slip = await bomSlipToPrint(db, request.RequisitionNo);
  if (!slip) throw new BusinessRuleError(`${msg.unknownRequisition} ${request.RequisitionNo}`);
  const zpl = bomSlipZpl(
    { ...slip, OrderDate: formatDisplayDate(slip.OrderDate), CompanyName: productionText.companyName },
    stockOf(printer),
  );
  return printDocumentLabel(db, userId, printer, {
    label: "bom-slip",
    document: slip.RequisitionNo,
    reason: request.Reason,
    zpl,
  });
}

/** Printing/PrintDeliveryLabel: a confirmed dispatch's delivery label to a ZPL printer. */
export async function printDeliveryLabel(
  db: Db,
  userId: number,
  request: { PrinterId: number; DispatchId: number; Reason: string },
  timeZone: string,
) {
  const printer = await zplPrinter(db, request.PrinterId);
  const note = await deliveryNote(db, request.DispatchId);
  const label = deliveryLabelOf(note, plantDayOf(note.DispatchedAt, timeZone));
  return printDocumentLabel(db, userId, printer, {
    label: "delivery-label",
    document: String(note.DispatchId),
    reason: request.Reason,
    zpl: deliveryLabelZpl(label, stockOf(printer)),
  });
}
