import { binLabelZpl, printingMessages as msg, packetSlipZpl } from "@wms/domain";
import { type PacketQrKind, packetQrData } from "@wms/domain/gs1";
import type { Db } from "../../db/client.js";
import { printJobs } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { activePrinter, binLabelsToPrint, slipsToPrint } from "./queries.js";
import { sendRawJob } from "./raw-tcp.js";

export interface PrintOutcome {
  Sent: number;
  Reprints: number;
  /** Why the rest was not sent, when the printer stopped taking jobs part way. */
  stoppedBy: string | null;
}

/** The active ZPL printer of `printerId`, or the refusal saying why not. */
async function zplPrinter(db: Db, printerId: number) {
  const printer = await activePrinter(db, printerId);
  if (!printer) throw new BusinessRuleError(msg.printerNotFound);
  if (printer.kind !== "ZPL") throw new BusinessRuleError(msg.printerIsPdf);
  return printer;
}

/**
 * Sends the slips of `codes`, in the order given, to a ZPL printer, one job (one connection) a packet, and logs each
 * job the printer took: who, when, and for a packet printed before, the reason. A printer that takes none refuses;
 * one that stops part way answers what was sent (those stay logged) and why the rest was not.
 */
export async function printPacketSlips(
  db: Db,
  userId: number,
  request: { PrinterId: number; QRCodes: string[]; Reason: string },
  qr: PacketQrKind,
): Promise<PrintOutcome> {
  const printer = await zplPrinter(db, request.PrinterId);
  const found = new Map((await slipsToPrint(db, request.QRCodes)).map((slip) => [slip.QRCode, slip]));
  const unknown = request.QRCodes.filter((code) => !found.has(code));
  if (unknown.length > 0)
    throw new BusinessRuleError(`${msg.unknownPackets} ${unknown.join(", ")}`, { QRCodes: unknown });
  const slips = request.QRCodes.map((code) => found.get(code)!);
  const printedBefore = slips.filter((slip) => slip.printedBefore).map((slip) => slip.QRCode);
  if (printedBefore.length > 0 && request.Reason === "")
    throw new BusinessRuleError(msg.reasonForReprint, { QRCodes: printedBefore });

  const stock = { widthMm: printer.labelWidthMm, heightMm: printer.labelHeightMm, dpi: printer.dpi };
  let sent = 0;
  let reprints = 0;
  for (const slip of slips) {
    try {
      await sendRawJob(
        printer.host,
        printer.port,
        packetSlipZpl({ ...slip, QRSymbol: packetQrData(slip, qr) }, stock),
      );
    } catch (err) {
      const why = `${msg.printerUnreachable} ${printer.host}:${printer.port} (${(err as Error).message}).`;
      if (sent === 0) throw new BusinessRuleError(why);
      return { Sent: sent, Reprints: reprints, stoppedBy: why };
    }
    await db.insert(printJobs).values({
      packetId: slip.packetId,
      printerId: printer.printerId,
      printedBy: userId,
      reprint: slip.printedBefore,
      reason: slip.printedBefore ? request.Reason : "",
    });
    sent++;
    if (slip.printedBefore) reprints++;
  }
  return { Sent: sent, Reprints: reprints, stoppedBy: null };
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
  const stock = { widthMm: printer.labelWidthMm, heightMm: printer.labelHeightMm, dpi: printer.dpi };
  let sent = 0;
  for (const address of request.ColAddresses) {
    try {
      await sendRawJob(printer.host, printer.port, binLabelZpl(found.get(address.toLowerCase())!, stock));
    } catch (err) {
      const why = `${msg.printerUnreachable} ${printer.host}:${printer.port} (${(err as Error).message}).`;
      if (sent === 0) throw new BusinessRuleError(why);
      return { Sent: sent, stoppedBy: why };
    }
    sent++;
  }
  return { Sent: sent, stoppedBy: null };
}
