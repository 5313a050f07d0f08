import { printingMessages as msg, packetSlipZpl } from "@wms/domain";
import type { Db } from "../../db/client.js";
import { printJobs } from "../../db/schema/index.js";
import { BusinessRuleError } from "../../platform/envelope.js";
import { activePrinter, slipsToPrint } from "./queries.js";
import { sendRawJob } from "./raw-tcp.js";

export interface PrintOutcome {
  Sent: number;
  Reprints: number;
  /** Why the rest was not sent, when the printer stopped taking jobs part way. */
  stoppedBy: string | null;
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
): Promise<PrintOutcome> {
  const printer = await activePrinter(db, request.PrinterId);
  if (!printer) throw new BusinessRuleError(msg.printerNotFound);
  if (printer.kind !== "ZPL") throw new BusinessRuleError(msg.printerIsPdf);
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
      await sendRawJob(printer.host, printer.port, packetSlipZpl(slip, stock));
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
