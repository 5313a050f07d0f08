import "fake-indexeddb/auto";
import { inboundCalls, shellText } from "@wms/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "../toast";
import { sendOrQueue } from "./offline-call";
import { type OutboxCommand, queued, syncOutbox } from "./outbox";
import { indexedDbOutbox } from "./outbox-store";
import { serverReached } from "./reachability";

vi.mock("../toast", () => ({ showToast: vi.fn() }));

// One device database for the file, as in a browser: each test works as a user of its own.
let userId = 100;
beforeEach(() => {
  userId++;
  sessionStorage.setItem("user", JSON.stringify({ UserId: userId, Token: "tok" }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  serverReached(true);
});

const putAway = (n: number) =>
  queued({
    userId,
    operationId: inboundCalls.updateBinInwardMaterialStock.operationId,
    input: { MRNID: n, BinId: 3, storeItems: [{ QRCode: `P${n}` }] },
    idempotencyKey: `key-${userId}-${n}`,
    doneAt: new Date().toISOString(),
  });

describe("the outbox in IndexedDB, shared by a user's tabs", () => {
  it("two tabs queueing at once: every action is kept, in the order it was done", async () => {
    await Promise.all(Array.from({ length: 20 }, (_, n) => indexedDbOutbox.add(putAway(n))));
    const kept = await indexedDbOutbox.listOf(userId);
    expect(kept.map((c) => c.idempotencyKey).sort()).toEqual(
      Array.from({ length: 20 }, (_, n) => `key-${userId}-${n}`).sort(),
    );
  });

  it("a change is made to the action as stored now: concurrent changes never write back a stale copy", async () => {
    const { id } = await indexedDbOutbox.add({ ...putAway(1), message: "0" });
    await Promise.all(
      Array.from({ length: 30 }, () =>
        indexedDbOutbox.update(id, (now) => ({ ...now, message: String(Number(now.message) + 1) })),
      ),
    );
    expect((await indexedDbOutbox.listOf(userId))[0].message).toBe("30");
  });

  it("a pass does not overwrite what another tab wrote while it sent: an action it settled stays as it settled it", async () => {
    const { id } = await indexedDbOutbox.add(putAway(1));
    const otherTab = (now: OutboxCommand): OutboxCommand => ({ ...now, state: "done", message: "Saved" });
    await syncOutbox(indexedDbOutbox, userId, async () => {
      // the other tab's pass got the answer first
      await indexedDbOutbox.update(id, otherTab);
      return { kind: "refused", message: "Packet already inward." };
    });
    expect(await indexedDbOutbox.listOf(userId)).toMatchObject([{ state: "done", message: "Saved" }]);
  });

  it("an action the device cannot keep is said and not taken as done", async () => {
    serverReached(false);
    // a value IndexedDB cannot store fails its write, as a full or refused storage does
    const unstorable = { MRNID: 1, BinId: 3, storeItems: [{ QRCode: "P1" }], note: () => {} };
    await expect(
      sendOrQueue(inboundCalls.updateBinInwardMaterialStock, unstorable as never),
    ).rejects.toThrow();
    expect(showToast).toHaveBeenCalledWith("error", shellText.outboxStorageFailed);
    expect(await indexedDbOutbox.listOf(userId)).toEqual([]);
  });
});
