import { inboundCalls, masterCalls, productionCalls, shellText } from "@wms/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NewOutboxCommand, OutboxCommand, OutboxStore } from "./outbox";
import { queueAction, sendQueued, syncNow } from "./sync";

vi.mock("../toast", () => ({ showToast: vi.fn() }));

const putAway = { MRNID: 5001, BinId: 3, storeItems: [{ QRCode: "P1" }] };
const queuedPutAway: OutboxCommand = {
  id: 1,
  userId: 1,
  operationId: inboundCalls.updateBinInwardMaterialStock.operationId,
  input: putAway,
  idempotencyKey: "key-1",
  doneAt: "2026-11-26T09:00:00.000Z",
  state: "sending",
  message: null,
};
const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
const envelope = (ResponseCode: string, ResponseMessage: string, ResponseData: unknown) => ({
  ResponseCode,
  ResponseMessage,
  ResponseData,
});
const headersOf = (fetchMock: ReturnType<typeof vi.fn>, n: number) =>
  (fetchMock.mock.calls[n] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

beforeEach(() => sessionStorage.setItem("user", JSON.stringify({ UserId: 1, Token: "tok" })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("sendQueued", () => {
  it("sends the command with the key it was given and its floor time; '200' is done", async () => {
    const done = { BinId: 3, ColAddress: "A-01", Packets: 1 };
    const fetchMock = vi.fn(() => answer(200, envelope("200", "Saved", done)));
    vi.stubGlobal("fetch", fetchMock);
    expect(await sendQueued(queuedPutAway)).toEqual({ kind: "done", message: "Saved" });
    expect(headersOf(fetchMock, 0)).toMatchObject({
      "idempotency-key": "key-1",
      "x-done-at": queuedPutAway.doneAt,
    });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      `/api/api/${inboundCalls.updateBinInwardMaterialStock.path}`,
    );
  });
  it("a '400' refusal is a conflict with the server's message and the packets its data names", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(200, envelope("400", "Bin is not empty.", []))),
    );
    expect(await sendQueued(queuedPutAway)).toEqual({
      kind: "refused",
      message: "Bin is not empty.",
      packets: [],
    });
  });
  it("no answer is unreachable at once (the next pass sends it again with its key), and so is a page that is not the API's", async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetchMock);
    expect(await sendQueued(queuedPutAway)).toEqual({ kind: "unreachable" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("<html>Wi-Fi sign-in</html>", { status: 200 }))),
    );
    expect(await sendQueued(queuedPutAway)).toEqual({ kind: "unreachable" });
  });
  it("is sent in the session it is given, not the signed-in one's; with none it waits for a sign-in", async () => {
    const fetchMock = vi.fn(() => answer(200, envelope("200", "Saved", null)));
    vi.stubGlobal("fetch", fetchMock);
    await sendQueued(queuedPutAway, "store-token");
    expect(headersOf(fetchMock, 0).authorization).toBe("Bearer store-token");
    sessionStorage.removeItem("user");
    expect(await sendQueued(queuedPutAway)).toEqual({ kind: "signedOut" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
  it("a 5xx stays waiting", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(503, envelope("503", "Unavailable", null))),
    );
    expect(await sendQueued(queuedPutAway)).toEqual({ kind: "unreachable" });
  });
  it("a call that is not offline-capable is refused without sending", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const other = { ...queuedPutAway, operationId: masterCalls.warehouse.deactivate.operationId };
    expect(await sendQueued(other)).toEqual({ kind: "refused", message: shellText.outboxCallNotOffline });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("queueAction", () => {
  const store = (): OutboxStore & { added: NewOutboxCommand[] } => {
    const added: NewOutboxCommand[] = [];
    return {
      added,
      add: async (c) => {
        added.push(c);
        return { ...c, id: added.length };
      },
      update: async () => null,
      remove: async () => {},
      listOf: async () => [],
    };
  };
  it("queues the signed-in user's action, waiting, with a fresh key and the time it was done", async () => {
    const s = store();
    const before = Date.now();
    const issue = { RequisitionNo: "REQ000001", storeItems: [{ QRCode: "P1" }] };
    await queueAction(productionCalls.issue.issueRMStore, issue, s);
    await queueAction(productionCalls.issue.issueRMStore, issue, s);
    expect(s.added[0]).toMatchObject({
      userId: 1,
      operationId: productionCalls.issue.issueRMStore.operationId,
      input: issue,
      state: "waiting",
      message: null,
    });
    expect(Date.parse(s.added[0].doneAt)).toBeGreaterThanOrEqual(before);
    expect(s.added[0].idempotencyKey).not.toBe(s.added[1].idempotencyKey);
  });
  it("refuses a call that cannot be sent later", async () => {
    await expect(queueAction(masterCalls.warehouse.deactivate, { id: 7 }, store())).rejects.toThrow(
      shellText.outboxCallNotOffline,
    );
  });
});

describe("syncNow", () => {
  /** Two put-aways of user 1 ("store"), in a store the test reads back. */
  const twoOfStore = () => {
    const commands: OutboxCommand[] = [1, 2].map((id) => ({
      ...queuedPutAway,
      id,
      idempotencyKey: `key-${id}`,
      state: "waiting",
    }));
    const store: OutboxStore = {
      add: async (c) => ({ ...c, id: 0 }),
      update: async (id, change) => {
        const at = commands.findIndex((c) => c.id === id);
        const changed = change(commands[at]);
        if (changed) commands[at] = changed;
        return changed;
      },
      remove: async () => {},
      listOf: async (userId) => commands.filter((c) => c.userId === userId),
    };
    return { commands, store };
  };
  const saved = () => answer(200, envelope("200", "Saved", { BinId: 3, ColAddress: "A-01", Packets: 1 }));
  const authorizations = (fetchMock: ReturnType<typeof vi.fn>) =>
    fetchMock.mock.calls.map((_, n) => headersOf(fetchMock, n).authorization);

  for (const [change, signIn] of [
    [
      "another user signs in",
      () => sessionStorage.setItem("user", JSON.stringify({ UserId: 2, Token: "admin" })),
    ],
    ["the user signs out", () => sessionStorage.removeItem("user")],
  ] as const)
    it(`a pass stops the moment ${change}: nothing more is sent, nothing under another user`, async () => {
      const { commands, store } = twoOfStore();
      const fetchMock = vi.fn(() => {
        signIn();
        return saved();
      });
      vi.stubGlobal("fetch", fetchMock);
      await syncNow(store);
      expect(authorizations(fetchMock)).toEqual(["Bearer tok"]);
      expect(commands.map((c) => c.state)).toEqual(["done", "waiting"]);
    });

  it("the same user signed in again (a new session) sends the rest in that session", async () => {
    const { commands, store } = twoOfStore();
    const fetchMock = vi.fn(saved);
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem("user", JSON.stringify({ UserId: 1, Token: "tok-again" }));
    await syncNow(store);
    expect(authorizations(fetchMock)).toEqual(["Bearer tok-again", "Bearer tok-again"]);
    expect(commands.map((c) => c.state)).toEqual(["done", "done"]);
  });

  it("asked again during a pass (the connection came back meanwhile), runs one more pass after it", async () => {
    const fetchMock = vi.fn(() =>
      answer(200, envelope("200", "Saved", { BinId: 3, ColAddress: "A-01", Packets: 1 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const commands: OutboxCommand[] = [];
    let lists = 0;
    const store: OutboxStore = {
      add: async (c) => ({ ...c, id: 1 }),
      update: async (_id, change) => {
        const changed = change(commands[0]);
        if (changed) commands.splice(0, 1, changed);
        return changed;
      },
      remove: async () => {},
      listOf: async () => {
        // The first pass finds nothing to send (its second look); meanwhile an action is queued and a sync asked for.
        if (++lists === 2) {
          await Promise.resolve();
          commands.push({ ...queuedPutAway, state: "waiting" });
          void syncNow(store);
          return [];
        }
        return [...commands];
      },
    };
    await syncNow(store);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(commands[0].state).toBe("done");
  });
});
