import { commandsStore, inStore } from "./device-db";
import type { NewOutboxCommand, OutboxCommand, OutboxStore } from "./outbox";

/** The outbox kept in IndexedDB: it survives a reload, a closed tab and an ended session. */
export const indexedDbOutbox: OutboxStore = {
  async add(command: NewOutboxCommand) {
    const id = await inStore(commandsStore, "readwrite", (s) => s.add(command));
    return { ...command, id: id as number };
  },
  async put(command) {
    await inStore(commandsStore, "readwrite", (s) => s.put(command));
  },
  async remove(id) {
    await inStore(commandsStore, "readwrite", (s) => s.delete(id));
  },
  async listOf(userId) {
    const rows = await inStore(commandsStore, "readonly", (s) => s.index("userId").getAll(userId));
    return (rows as OutboxCommand[]).sort((a, b) => a.id - b.id);
  },
};
