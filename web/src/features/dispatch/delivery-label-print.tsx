import { deliveryLabelOf, machineTimeZone, plantDayOf, printingCalls, printingText } from "@wms/domain";
import { LabelPrintButton } from "../../components/label-print";
import { call } from "../../platform/api/client";
import { fetchDeliveryNote } from "./dispatch-api";

/**
 * A confirmed dispatch's delivery label: to the device's ZPL printer through the server, or as a PDF here. Ant Design:
 * the Dispatch screen draws without it and loads this with a confirmed dispatch.
 */
export default function DeliveryLabelPrint({ dispatchId }: { dispatchId: number }) {
  return (
    <LabelPrintButton
      label={printingText.deliveryLabel}
      job={{
        toPrinter: (PrinterId, Reason) =>
          call(
            printingCalls.printDeliveryLabel,
            { PrinterId, DispatchId: dispatchId, Reason },
            { notify: "none" },
          ),
        toPdf: async () => {
          const note = await fetchDeliveryNote(dispatchId);
          if (!note) return;
          const label = deliveryLabelOf(note, plantDayOf(new Date(note.DispatchedAt), machineTimeZone()));
          // the PDF and QR libraries load when a label is printed, not with the screen
          (await import("../../components/label-pdf")).printDeliveryLabel(label);
        },
      }}
    />
  );
}
