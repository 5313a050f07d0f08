// One database per device: the outbox's commands and the documents kept for offline work, each read through its userId index.
const databaseName = "wms-outbox";
export const commandsStore = "commands";
export const documentsStore = "documents";

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 2);
    request.onupgradeneeded = (event) => {
      const db = request.result;
      if (event.oldVersion < 1) {
        const commands = db.createObjectStore(commandsStore, { keyPath: "id", autoIncrement: true });
        commands.createIndex("userId", "userId");
      }
      if (event.oldVersion < 2) {
        const documents = db.createObjectStore(documentsStore, { keyPath: ["userId", "key"] });
        documents.createIndex("userId", "userId");
      }
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

/** One request on one of the device's stores, in its own transaction. */
export async function inStore<T>(
  storeName: typeof commandsStore | typeof documentsStore,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return answerOf(work(db.transaction(storeName, mode).objectStore(storeName)));
}
