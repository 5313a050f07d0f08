import { inboundCalls, masterCalls, productionCalls, shellText } from "@wms/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryDelaysMs } from "../../api/client";
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
  it("a lost answer is retried with the same key, and with none at all it stays waiting", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetchMock);
    const outcome = sendQueued(queuedPutAway);
    await vi.advanceTimersByTimeAsync(retryDelaysMs.reduce((a, b) => a + b, 0));
    expect(await outcome).toEqual({ kind: "unreachable" });
    expect(fetchMock.mock.calls.length).toBe(retryDelaysMs.length + 1);
    expect(fetchMock.mock.calls.map((_, n) => headersOf(fetchMock, n)["idempotency-key"])).toEqual(
      Array(retryDelaysMs.length + 1).fill("key-1"),
    );
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
      put: async () => {},
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
  it("asked again during a pass (the connection came back meanwhile), runs one more pass after it", async () => {
    const fetchMock = vi.fn(() =>
      answer(200, envelope("200", "Saved", { BinId: 3, ColAddress: "A-01", Packets: 1 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const commands: OutboxCommand[] = [];
    let lists = 0;
    const store: OutboxStore = {
      add: async (c) => ({ ...c, id: 1 }),
      put: async (c) => {
        commands.splice(0, 1, c);
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
