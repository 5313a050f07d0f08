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

type StoreName = typeof commandsStore | typeof documentsStore;

/**
 * Work on one of the device's stores in one transaction, answered once the transaction has committed (a
 * request that succeeded in a transaction that then failed, a full disk say, is not kept): `done` gives the answer.
 */
export async function inTransaction<T>(
  storeName: StoreName,
  work: (store: IDBObjectStore, done: (answer: T) => void) => void,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(storeName, "readwrite");
    let answer: T;
    transaction.oncomplete = () => resolve(answer);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException("Aborted", "AbortError"));
    work(transaction.objectStore(storeName), (value) => {
      answer = value;
    });
  });
}

/** One request on one of the device's stores, in its own transaction, answered once that committed. */
export async function inStore<T>(
  storeName: StoreName,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(storeName, mode);
    const request = work(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException("Aborted", "AbortError"));
  });
}
