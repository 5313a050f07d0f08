import type { NewOutboxCommand, OutboxCommand, OutboxStore } from "./outbox";

// One database per device; every read goes through the userId index, so a user sees only their own commands.
const databaseName = "wms-outbox";
const commandsStore = "commands";

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(commandsStore, { keyPath: "id", autoIncrement: true });
      store.createIndex("userId", "userId");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((err: unknown) => {
    // Opened again next time (a private window may refuse it once, a browser without it always).
    opened = null;
    throw err;
  });
  return opened;
}

const answerOf = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return answerOf(work(db.transaction(commandsStore, mode).objectStore(commandsStore)));
}

/** The outbox kept in IndexedDB: it survives a reload, a closed tab and an ended session. */
export const indexedDbOutbox: OutboxStore = {
  async add(command: NewOutboxCommand) {
    const id = await inStore("readwrite", (s) => s.add(command));
    return { ...command, id: id as number };
  },
  async put(command) {
    await inStore("readwrite", (s) => s.put(command));
  },
  async remove(id) {
    await inStore("readwrite", (s) => s.delete(id));
  },
  async listOf(userId) {
    const rows = await inStore("readonly", (s) => s.index("userId").getAll(userId));
    return (rows as OutboxCommand[]).sort((a, b) => a.id - b.id);
  },
};
