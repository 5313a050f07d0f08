import { documentsStore, inStore } from "./device-db";

/** A document as loaded online, kept for offline work: its call's answer and when it was loaded. */
export interface KeptDocument {
  userId: number;
  /** Its call and input (the call's query key, as JSON). */
  key: string;
  answer: unknown;
  savedAt: string;
}

/** Keeps a user's loaded documents; the IndexedDB one in the browser, a map in tests. */
export interface DocumentStore {
  get(userId: number, key: string): Promise<KeptDocument | undefined>;
  put(document: KeptDocument): Promise<void>;
  /** Documents loaded before `before` go: a week-old BOM or bin list is no ground for a scan. */
  removeOlder(userId: number, before: Date): Promise<void>;
}

export const indexedDbDocuments: DocumentStore = {
  async get(userId, key) {
    return (await inStore(documentsStore, "readonly", (s) => s.get([userId, key]))) as
      | KeptDocument
      | undefined;
  },
  async put(document) {
    await inStore(documentsStore, "readwrite", (s) => s.put(document));
  },
  async removeOlder(userId, before) {
    const kept = (await inStore(documentsStore, "readonly", (s) =>
      s.index("userId").getAll(userId),
    )) as KeptDocument[];
    for (const old of kept.filter((d) => Date.parse(d.savedAt) < before.getTime()))
      await inStore(documentsStore, "readwrite", (s) => s.delete([userId, old.key]));
  },
};
