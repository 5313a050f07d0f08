import { commandsStore, inStore, inTransaction } from "./device-db";
import type { NewOutboxCommand, OutboxCommand, OutboxStore } from "./outbox";

/** The outbox kept in IndexedDB: it survives a reload, a closed tab and an ended session. */
export const indexedDbOutbox: OutboxStore = {
  async add(command: NewOutboxCommand) {
    const id = await inStore(commandsStore, "readwrite", (s) => s.add(command));
    return { ...command, id: id as number };
  },
  // Read and write in one readwrite transaction: IndexedDB runs those on one store one after another, in every tab.
  update(id, change) {
    return inTransaction(commandsStore, (s, done) => {
      const read = s.get(id);
      read.onsuccess = () => {
        const now = read.result as OutboxCommand | undefined;
        const changed = now ? change(now) : null;
        if (changed) s.put(changed);
        done(changed);
      };
    });
  },
  async remove(id) {
    await inStore(commandsStore, "readwrite", (s) => s.delete(id));
  },
  async listOf(userId) {
    const rows = await inStore(commandsStore, "readonly", (s) => s.index("userId").getAll(userId));
    return (rows as OutboxCommand[]).sort((a, b) => a.id - b.id);
  },
};
