import { expect, type Page } from "@playwright/test";
import { inboundCalls, inboundMessages, type PacketHistory } from "@wms/domain";
import {
  aNewBin,
  anEmptyBin,
  apiCall,
  apiToken,
  packedForAnOrder,
  plantNames,
  signIn,
  test,
} from "./support";

test.use({ viewport: { width: 360, height: 640 } });
test.beforeEach(({ context }) => context.addInitScript(openOutboxScript));

interface Queued {
  operationId: string;
  input: unknown;
  idempotencyKey: string;
  doneAt: string;
}

/**
 * Opens the app's outbox database once the app has made it (an open of ours that would make it is
 * aborted and tried again, so the app's own upgrade makes the store).
 */
const openOutboxScript = () => {
  (window as unknown as { openOutbox: () => Promise<IDBDatabase> }).openOutbox = async () => {
    for (;;) {
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const open = indexedDB.open("wms-outbox");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => resolve(null);
      });
      if (db) return db;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
};

/** Signs in and waits for the signed-in shell to have opened its outbox (and the service worker to have installed). */
async function signInWithOutbox(page: Page) {
  await signIn(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === "wms-outbox")))
    .toBe(true);
}

/** The outbox's IndexedDB store, read and written as the app's adapter keeps it (database wms-outbox, store commands). */
const outbox = {
  add: (page: Page, commands: Queued[]) =>
    page.evaluate(async (commands) => {
      const userId = (JSON.parse(sessionStorage.getItem("user") ?? "{}") as { UserId: number }).UserId;
      const db = await (window as unknown as { openOutbox: () => Promise<IDBDatabase> }).openOutbox();
      const tx = db.transaction("commands", "readwrite");
      for (const c of commands)
        tx.objectStore("commands").add({ ...c, userId, state: "waiting", message: null });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    }, commands),
  list: (page: Page) =>
    page.evaluate(async () => {
      const db = await (window as unknown as { openOutbox: () => Promise<IDBDatabase> }).openOutbox();
      const all = db.transaction("commands").objectStore("commands").getAll();
      const rows = await new Promise<
        Array<{ state: string; message: string | null; idempotencyKey: string }>
      >((resolve) => (all.onsuccess = () => resolve(all.result)));
      db.close();
      return rows.map((r) => ({ key: r.idempotencyKey, state: r.state, message: r.message }));
    }),
};

/** An MRN received and approved in packets of 4, 4 and 2, none put away; and an empty bin. */
async function packedPackets(page: Page, prefix: string, mrnId: number, retry: number) {
  const names = plantNames(prefix, mrnId, retry);
  const token = await apiToken(page.request);
  const codes = (await packedForAnOrder(page.request, token, names)).map((s) => s.QRData);
  return { names, token, codes, bin: await anEmptyBin(page.request, token) };
}

/** A put-away as the outbox queues it, with a key of its own. */
const putAwayOf =
  (mrnId: number, binId: number, doneAt: string) =>
  (codes: string[], key: string): Queued => ({
    operationId: inboundCalls.updateBinInwardMaterialStock.operationId,
    input: { MRNID: mrnId, BinId: binId, storeItems: codes.map((QRCode) => ({ QRCode })) },
    idempotencyKey: `${key}-${Date.now()}`,
    doneAt,
  });

const statusOf = async (page: Page, token: string, code: string) =>
  (await apiCall<PacketHistory>(page.request, token, `Stock/GetPacketHistory/${code}`)).Packet.Status;

test("actions queued offline survive a reload and are sent in order on reconnect: done, or a conflict with the server's message", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { names, token, codes, bin } = await packedPackets(page, "OUTBOX", 991_351, testInfo.retry);
  const [first, second, third] = codes;

  await signInWithOutbox(page);
  await context.setOffline(true);
  const doneAt = new Date(Date.now() - 10 * 60_000).toISOString();
  const putAway = putAwayOf(names.mrnId, bin.BinId, doneAt);
  // The second goes to the bin the first fills: the server refuses it when it arrives.
  await outbox.add(page, [putAway([first, second], "a"), putAway([third], "b")]);
  await page.reload();
  // Still queued (the reloaded shell's pass may be trying the first one, with no answer to get).
  expect((await outbox.list(page)).map((c) => c.state)).toEqual([
    expect.stringMatching(/^(waiting|sending)$/),
    "waiting",
  ]);
  await expect(page.getByRole("status").filter({ hasText: "waiting" })).toHaveText("Offline · 2 waiting");

  await context.setOffline(false);
  await expect
    .poll(async () => (await outbox.list(page)).map((c) => c.state), { timeout: 45_000 })
    .toEqual(["done", "conflict"]);
  expect((await outbox.list(page))[1].message).toBe(inboundMessages.binNotEmpty);
  await expect(page.getByRole("status").filter({ hasText: "attention" })).toHaveText("1 need attention");

  const history = await apiCall<PacketHistory>(page.request, token, `Stock/GetPacketHistory/${first}`);
  const putAwayRow = history.Ledger.find((l) => l.Reason === "putAway");
  expect(putAwayRow).toMatchObject({ ToStatus: "InBin", ToBin: bin.ColAddress, DoneAt: doneAt });
  expect(await statusOf(page, token, third)).toBe("Packed");
});

test("another user signing in on the device neither sees nor sends the first one's outbox; the first signing in again sends it", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { names, token, codes, bin } = await packedPackets(page, "OUTBOX-USER", 991_451, testInfo.retry);
  await signInWithOutbox(page);
  await context.setOffline(true);
  const [adminsFirst, storeKeepers, adminsSecond] = codes;
  const admins = [adminsFirst, adminsSecond];
  await outbox.add(page, [putAwayOf(names.mrnId, bin.BinId, new Date().toISOString())(admins, "admin")]);
  // The admin's session ends on the device (a sign-out offline), and the store keeper signs in.
  await page.evaluate(() => sessionStorage.clear());
  await context.setOffline(false);
  await signIn(page, "store@example.com", "Store123");
  // The store keeper's own action, queued after the admin's, is sent: a pass ran for them, which (FIFO) would
  // have sent the admin's first had it read another user's actions.
  const ownBin = await aNewBin(page.request, token);
  await outbox.add(page, [
    putAwayOf(names.mrnId, ownBin.BinId, new Date().toISOString())([storeKeepers], "store"),
  ]);
  await expect
    .poll(async () => (await outbox.list(page)).map((c) => c.state), { timeout: 45_000 })
    .toEqual(["waiting", "done"]);
  expect(await statusOf(page, token, adminsFirst)).toBe("Packed");
  expect(await statusOf(page, token, storeKeepers)).toBe("InBin");

  await page.evaluate(() => sessionStorage.clear());
  await signIn(page);
  await expect
    .poll(async () => (await outbox.list(page)).map((c) => c.state), { timeout: 45_000 })
    .toEqual(["done", "done"]);
  expect(await statusOf(page, token, adminsFirst)).toBe("InBin");
});
