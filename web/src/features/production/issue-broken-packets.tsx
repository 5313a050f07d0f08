import { productionMessages as m, productionText } from "@wms/domain";
import { Button, Modal } from "antd";
import { PacketSlipTable, printPacketSlips } from "../../components/packet-slips";
import type { BrokenPacket } from "./issue-api";

/** Broken QR codes of an issue: the packets split off and left in their bins, each slip to reprint. */
export function BrokenPacketList({ packets, onClose }: { packets: BrokenPacket[]; onClose: () => void }) {
  return (
    <Modal
      title={productionText.brokenQrTitle}
      open={packets.length > 0}
      onCancel={onClose}
      width="50vw"
      footer={
        <Button type="primary" onClick={() => printPacketSlips(packets)}>
          Print All
        </Button>
      }
    >
      <PacketSlipTable packets={packets} emptyText={m.noData} />
    </Modal>
  );
}
