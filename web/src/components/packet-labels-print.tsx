import type { MadePacket } from "@wms/domain";
import { LabelPrintButton } from "./label-print";
import { packetLabelsJob } from "./packet-labels-dialog";

/**
 * New packets' labels to the device's printer (ZPL through the server, or PDF), on a screen that lists them itself.
 */
export default function PacketLabelsPrint({ packets, label }: { packets: MadePacket[]; label: string }) {
  return <LabelPrintButton job={packetLabelsJob(packets, false)} label={label} />;
}
