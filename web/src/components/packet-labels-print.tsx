import type { MadePacket } from "@wms/domain";
import { Themed } from "../platform/themed";
import { LabelPrintButton } from "./label-print";
import { packetLabelsJob } from "./packet-labels-dialog";

/**
 * New packets' labels to the device's printer (ZPL through the server, or PDF), on a screen that lists them itself;
 * themed here, since a light screen has no Ant Design frame around it.
 */
export default function PacketLabelsPrint({ packets, label }: { packets: MadePacket[]; label: string }) {
  return (
    <Themed>
      <LabelPrintButton job={packetLabelsJob(packets, false)} label={label} />
    </Themed>
  );
}
