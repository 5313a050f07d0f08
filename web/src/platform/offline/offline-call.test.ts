import { inboundCalls, shellText } from "@wms/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryDelaysMs } from "../api/client";
import type { DocumentStore, KeptDocument } from "./document-store";
import { loadDocument, sendOrQueue } from "./offline-call";
import type { OutboxCommand, OutboxStore } from "./outbox";
import { serverReached, serverUnreachable } from "./reachability";
import { resendQueued } from "./sync";

vi.mock("../toast", () => ({ showToast: vi.fn() }));

const envelope = (ResponseCode: string, ResponseMessage: string, ResponseData: unknown) => ({
  ResponseCode,
  ResponseMessage,
  ResponseData,
});
const answer = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
  );
const noAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
const headersOf = (fetchMock: ReturnType<typeof vi.fn>, n: number) =>
  (fetchMock.mock.calls[n] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

function documents(): DocumentStore & { kept: Map<string, KeptDocument> } {
  const kept = new Map<string, KeptDocument>();
  return {
    kept,
    get: async (userId, key) => kept.get(`${userId} ${key}`),
    put: async (d) => {
      kept.set(`${d.userId} ${d.key}`, d);
    },
    removeOlder: async () => {},
  };
}
function outbox(): OutboxStore & { commands: OutboxCommand[] } {
  const commands: OutboxCommand[] = [];
  return {
    commands,
    add: async (c) => {
      const added = { ...c, id: commands.length + 1 };
      commands.push(added);
      return added;
    },
    update: async (id, change) => {
      const at = commands.findIndex((x) => x.id === id);
      const changed = at < 0 ? null : change(commands[at]);
      if (changed) commands[at] = changed;
      return changed;
    },
    remove: async () => {},
    listOf: async (userId) => commands.filter((c) => c.userId === userId),
  };
}

const binRows = [{ RowName: "A", EmptyBins: 3 }];
const signIn = (UserId: number) => sessionStorage.setItem("user", JSON.stringify({ UserId, Token: "tok" }));
beforeEach(() => signIn(1));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  serverReached(true);
});

/** Runs `work` while the retries of a lost request play out on fake timers. */
async function withLostAnswers<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers();
  const running = work();
  await vi.advanceTimersByTimeAsync(retryDelaysMs.reduce((a, b) => a + b, 0));
  return running;
}

describe("loadDocument", () => {
  it("keeps a '200' answer per user, and answers it from the device when the server cannot be reached", async () => {
    const store = documents();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(envelope("200", "", binRows))),
    );
    const online = await loadDocument(inboundCalls.getBinRowsForInward, undefined, {}, store);
    expect(online).toMatchObject({ fromDevice: false, answer: { ResponseData: binRows } });

    vi.stubGlobal("fetch", vi.fn(noAnswer));
    const offline = await withLostAnswers(() =>
      loadDocument(inboundCalls.getBinRowsForInward, undefined, {}, store),
    );
    expect(offline).toEqual({ fromDevice: true, answer: online.answer });
    expect(serverUnreachable()).toBe(true);

    signIn(2);
    await expect(loadDocument(inboundCalls.getBinRowsForInward, undefined, {}, store)).rejects.toThrow(
      shellText.notCachedOffline,
    );
  });
  it("keeps no refusal: a document that was not there is not answered offline", async () => {
    const store = documents();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(envelope("400", "Not found", []))),
    );
    await loadDocument(inboundCalls.getBinRowsForInward, undefined, {}, store);
    expect(store.kept.size).toBe(0);
  });
  it("offline in the browser, asks the device without sending", async () => {
    const store = documents();
    await store.put({
      userId: 1,
      key: JSON.stringify([inboundCalls.getBinRowsForInward.operationId]),
      answer: envelope("200", "", binRows),
      savedAt: new Date().toISOString(),
    });
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(navigator, "onLine", "get").mockReturnValueOnce(false);
    const kept = await loadDocument(inboundCalls.getBinRowsForInward, undefined, {}, store);
    expect(kept.fromDevice).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("sendOrQueue", () => {
  const putAway = { MRNID: 5001, BinId: 3, storeItems: [{ QRCode: "P1" }] };
  it("online, sends and answers the server's answer; nothing queued", async () => {
    const store = outbox();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(envelope("200", "Saved", { BinId: 3, ColAddress: "A-01", Packets: 1 }))),
    );
    const sent = await sendOrQueue(inboundCalls.updateBinInwardMaterialStock, putAway, {}, store);
    expect(sent).toMatchObject({ kind: "answered", answer: { ResponseCode: "200" } });
    expect(store.commands).toEqual([]);
  });
  it("with no answer, queues the action with the very key it was sent with (the server may have run it)", async () => {
    const store = outbox();
    const fetchMock = vi.fn(noAnswer);
    vi.stubGlobal("fetch", fetchMock);
    const sent = await withLostAnswers(() =>
      sendOrQueue(inboundCalls.updateBinInwardMaterialStock, putAway, {}, store),
    );
    expect(sent).toEqual({ kind: "queued", waiting: 1 });
    expect(store.commands).toMatchObject([{ userId: 1, input: putAway, state: "waiting" }]);
    expect(store.commands[0].idempotencyKey).toBe(headersOf(fetchMock, 0)["idempotency-key"]);
  });
  it("a refusal is answered, not queued", async () => {
    const store = outbox();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(envelope("400", "Bin is not empty.", []))),
    );
    const sent = await sendOrQueue(inboundCalls.updateBinInwardMaterialStock, putAway, {}, store);
    expect(sent).toMatchObject({ kind: "answered", answer: { ResponseCode: "400" } });
    expect(store.commands).toEqual([]);
  });
});

describe("resendQueued", () => {
  it("sends a mended refused action with a new key, keeping when it was done", async () => {
    const store = outbox();
    const refused = await store.add({
      userId: 1,
      operationId: inboundCalls.updateBinInwardMaterialStock.operationId,
      input: { MRNID: 5001, BinId: 3, storeItems: [{ QRCode: "P1" }] },
      idempotencyKey: "first-key",
      doneAt: "2026-11-26T09:00:00.000Z",
      state: "conflict",
      message: "Bin is not empty.",
    });
    const fetchMock = vi.fn(() =>
      answer(envelope("200", "Saved", { BinId: 4, ColAddress: "A-02", Packets: 1 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    await resendQueued(refused, { ...(refused.input as object), BinId: 4 }, store);
    expect(store.commands[0]).toMatchObject({ state: "done", input: { BinId: 4 }, doneAt: refused.doneAt });
    expect(headersOf(fetchMock, 0)["idempotency-key"]).not.toBe("first-key");
    expect(headersOf(fetchMock, 0)["x-done-at"]).toBe(refused.doneAt);
  });
});
