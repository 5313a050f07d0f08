import { shellText } from "@wms/domain";
import { Drawer, List } from "antd";
import type { OutboxCommand, OutboxStore } from "../../platform/offline/outbox";
import { RefusedAction } from "./refused-action";

/** The drawer listing the user's actions the server refused, each with its mends. */
export default function NeedsAttention({
  open,
  conflicts,
  store,
  onClose,
}: {
  open: boolean;
  conflicts: OutboxCommand[];
  store: OutboxStore;
  onClose(): void;
}) {
  return (
    <Drawer open={open} onClose={onClose} title={shellText.outboxNeedsAttention} size="min(378px, 100vw)">
      <List
        dataSource={conflicts}
        rowKey="id"
        renderItem={(c) => (
          <List.Item>
            <RefusedAction command={c} store={store} onLeave={onClose} />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
