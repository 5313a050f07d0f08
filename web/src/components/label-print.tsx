import { type Envelope, printingMessages } from "@wms/domain";
import { Button, Input, Modal, Space } from "antd";
import { useState } from "react";
import { reportFeedback } from "../platform/scan-feedback";
import { showToast } from "../platform/toast";
import { browserPdf, PrinterChoice, useDevicePrinter } from "./printer-choice";

/** What a print sends: to the chosen ZPL printer through the server (with a reprint's reason), or as a PDF here. */
export interface LabelPrintJob {
  toPrinter: (printerId: number, reason: string) => Promise<Envelope<unknown>>;
  toPdf: () => Promise<void>;
}

const asksReason = (message: string) =>
  message === printingMessages.reasonForReprint || message === printingMessages.reasonForDocumentReprint;

/** The packets a refusal names (the ones printed before), when it names any. */
const namedIn = (data: unknown): string[] =>
  typeof data === "object" && data !== null && "QRCodes" in data && Array.isArray(data.QRCodes)
    ? data.QRCodes.map(String)
    : [];

/**
 * Prints through the device's printer (a handheld's station printer once chosen): a ZPL printer from the server, one
 * print at a time (a second press while one is under way is ignored), a label printed before only with a reason;
 * the browser's PDF otherwise. The server's refusal (an unreachable printer named with its host) is shown as it is.
 */
export function useLabelPrint() {
  const device = useDevicePrinter();
  const [busy, setBusy] = useState(false);
  const [reprint, setReprint] = useState<{ job: LabelPrintJob; message: string; named: string[] } | null>(
    null,
  );
  const [reason, setReason] = useState("");

  const send = async (job: LabelPrintJob, why: string) => {
    if (busy) return;
    setBusy(true);
    try {
      if (device.printerId === browserPdf) return await job.toPdf();
      const answer = await job.toPrinter(device.printerId, why);
      if (answer.ResponseCode === "200") {
        reportFeedback({ type: "success", message: answer.ResponseMessage || printingMessages.printed });
        setReprint(null);
        setReason("");
      } else if (why === "" && asksReason(answer.ResponseMessage))
        setReprint({ job, message: answer.ResponseMessage, named: namedIn(answer.ResponseData) });
      else showToast("warning", answer.ResponseMessage);
    } finally {
      setBusy(false);
    }
  };

  const reasonDialog = (
    <Modal
      title="Reprint"
      open={reprint !== null}
      okText="Reprint"
      okButtonProps={{ disabled: reason.trim() === "", loading: busy }}
      onOk={() => reprint && send(reprint.job, reason.trim())}
      onCancel={() => setReprint(null)}
    >
      <p>{reprint?.message}</p>
      <p>{reprint?.named.join(", ")}</p>
      <Input
        aria-label="Reason for reprint"
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        autoFocus
      />
    </Modal>
  );
  return { device, busy, print: (job: LabelPrintJob) => send(job, ""), reasonDialog };
}

/** Print to (the device's printer, chosen once) and a Print button for one set of labels. */
export function LabelPrintButton({ job, label = "Print" }: { job: LabelPrintJob; label?: string }) {
  const labels = useLabelPrint();
  return (
    <Space wrap>
      <PrinterChoice device={labels.device} />
      <Button onClick={() => void labels.print(job)} loading={labels.busy}>
        {label}
      </Button>
      {labels.reasonDialog}
    </Space>
  );
}
