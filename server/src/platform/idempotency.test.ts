import {
  commonMessages,
  idempotencyKeyLifetimeMs,
  outboxSendMarginMs,
  productionMessages,
} from "@wms/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolOf } from "../db/client.js";
import { idempotencyKeys, productionOrders, requisitions } from "../db/schema/index.js";
import { tokenWithRights } from "../modules/masters/test-support.js";
import { plantWithStock } from "../modules/production/issue-fixture.js";
import { onPostgres, startTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
let token: string;
let plant: Awaited<ReturnType<typeof plantWithStock>>;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  plant = await plantWithStock(t.db, "K");
});
afterAll(() => t.close());

/** A POST as the admin carrying `key`. */
async function send(url: string, body: unknown, key: string, bearer = token) {
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: body as object,
    headers: { authorization: `Bearer ${bearer}`, "idempotency-key": key },
  });
  return {
    status: res.statusCode,
    body: res.json(),
    replayed: res.headers["idempotent-replayed"] === "true",
  };
}

/** The first save of `key`'s answer fails with `sqlState` (a sequence counts the tries: it is not rolled back). */
async function failFirstAnswerSave(key: string, sqlState: string) {
  const name = `fail_${key.replaceAll("-", "_")}`;
  await t.db.execute(sql.raw(`create sequence ${name}`));
  await t.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.key = '${key}' and new.response_body is not null and nextval('${name}') = 1 then
          raise exception 'the answer could not be saved' using errcode = '${sqlState}';
        end if;
        return new;
      end $$`),
  );
  await t.db.execute(
    sql.raw(
      `create trigger ${name} before update on idempotency_keys for each row execute function ${name}()`,
    ),
  );
}

const keyRows = (key: string) => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

const raiseUrl = "/api/api/RaiseRequisition/CreateRaiseRequisition";
const remainingOf = async (orderId: number) =>
  (await t.db.select().from(productionOrders).where(eq(productionOrders.orderId, orderId)))[0].remainingQty;
const requisitionCount = async (orderId: number) =>
  (await t.db.select().from(requisitions).where(eq(requisitions.orderId, orderId))).length;

describe("Idempotency-Key", () => {
  it("a requisition sent again with the same key is raised once and the first answer comes back", async () => {
    const order = await plant.order("IDEM-1", plant.fg.productId, 4);
    const body = { OrderNO: order.orderNo, Qty: 1 };
    const first = await send(raiseUrl, body, "raise-1");
    const again = await send(raiseUrl, body, "raise-1");
    expect(first.body).toMatchObject({
      ResponseCode: "200",
      ResponseMessage: productionMessages.requisitionRaised,
    });
    expect(again.body).toEqual(first.body);
    expect(again.replayed).toBe(true);
    expect(await remainingOf(order.orderId)).toBe(3);
    expect(await requisitionCount(order.orderId)).toBe(1);
    const other = await send(raiseUrl, body, "raise-2");
    expect(other.body.ResponseData.RequisitionNo).not.toBe(first.body.ResponseData.RequisitionNo);
    expect(await remainingOf(order.orderId)).toBe(2);
  });

  it("racers with the same key: one raises, the others wait for it and get its answer, never a 409", async () => {
    const order = await plant.order("IDEM-2", plant.fg.productId, 4);
    const body = { OrderNO: order.orderNo, Qty: 1 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(raiseUrl, body, "race-1")));
    expect(await remainingOf(order.orderId)).toBe(3);
    expect(await requisitionCount(order.orderId)).toBe(1);
    const raised = answers.filter((a) => a.status === 200 && !a.replayed);
    expect(raised).toHaveLength(1);
    for (const a of answers.filter((x) => x !== raised[0])) {
      expect(a.status).toBe(200);
      expect(a.replayed).toBe(true);
      expect(a.body).toEqual(raised[0].body);
    }
  });

  it("the same key with another body answers 422 and runs nothing", async () => {
    const order = await plant.order("IDEM-3", plant.fg.productId, 4);
    await send(raiseUrl, { OrderNO: order.orderNo, Qty: 1 }, "raise-3");
    const other = await send(raiseUrl, { OrderNO: order.orderNo, Qty: 2 }, "raise-3");
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      ResponseCode: "422",
      ResponseMessage: commonMessages.idempotencyKeyReused,
    });
    expect(await remainingOf(order.orderId)).toBe(3);
  });

  it("keys belong to their user: another user's same key runs their own command", async () => {
    const order = await plant.order("IDEM-4", plant.fg.productId, 4);
    const body = { OrderNO: order.orderNo, Qty: 1 };
    await send(raiseUrl, body, "shared-key");
    const planner = await tokenWithRights(t, "raise-requisition", ["view", "add"], "planner@example.com");
    const mine = await send(raiseUrl, body, "shared-key", planner);
    expect(mine.replayed).toBe(false);
    expect(await remainingOf(order.orderId)).toBe(2);
  });

  it("a retried issue answers the first success, not a warning, and issues once", async () => {
    const order = await plant.order("IDEM-5", plant.fg.productId, 1);
    const raised = await send(raiseUrl, { OrderNO: order.orderNo, Qty: 1 }, "raise-5");
    const bin = await plant.bin();
    const packet = await plant.packet(plant.rm2.productId, plant.s1.supplierId, "1", bin.binId);
    const body = {
      RequisitionNo: raised.body.ResponseData.RequisitionNo,
      storeItems: [{ QRCode: packet.qrCode }],
    };
    const url = "/api/api/StoreRequisitionIssue/IssueRMStore";
    const first = await send(url, body, "issue-5");
    const retry = await send(url, body, "issue-5");
    expect(first.body).toMatchObject({ ResponseCode: "200", ResponseMessage: productionMessages.issued });
    expect(retry.body).toEqual(first.body);
    const fresh = await send(url, body, "issue-6");
    expect(fresh.body.ResponseCode).toBe("400");
  });

  it("an answer is kept a week, as long as an offline outbox may resend its action; older, the key runs the command again", async () => {
    const order = await plant.order("IDEM-6", plant.fg.productId, 4);
    const body = { OrderNO: order.orderNo, Qty: 1 };
    await send(raiseUrl, body, "old-key");
    const ageKey = (hours: number) =>
      t.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
        .where(eq(idempotencyKeys.key, "old-key"));
    // the oldest a device's outbox sends (packages/domain), then just past the key's lifetime
    await ageKey((idempotencyKeyLifetimeMs - outboxSendMarginMs) / 3600_000);
    expect((await send(raiseUrl, body, "old-key")).replayed).toBe(true);
    expect(await remainingOf(order.orderId)).toBe(3);
    await ageKey(idempotencyKeyLifetimeMs / 3600_000 + 1);
    expect((await send(raiseUrl, body, "old-key")).replayed).toBe(false);
    expect(await remainingOf(order.orderId)).toBe(2);
  });

  it("reads ignore the key, and a malformed key is refused before anything runs", async () => {
    const order = await plant.order("IDEM-7", plant.fg.productId, 4);
    const bad = await send(raiseUrl, { OrderNO: order.orderNo, Qty: 1 }, "with space");
    expect(bad.body).toMatchObject({
      ResponseCode: "400",
      ResponseMessage: commonMessages.idempotencyKeyInvalid,
    });
    expect(await remainingOf(order.orderId)).toBe(4);
    const list = await send("/api/api/Product/GetProducts", {}, "read-1");
    expect(list.replayed).toBe(false);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "read-1"))).toHaveLength(
      0,
    );
  });

  it("an answer whose save fails leaves no key and nothing done; the resend raises once and is then replayed", async () => {
    const order = await plant.order("IDEM-8", plant.fg.productId, 4);
    const body = { OrderNO: order.orderNo, Qty: 1 };
    await failFirstAnswerSave("save-fails-8", "P0001");
    const failed = await send(raiseUrl, body, "save-fails-8");
    expect(failed.status).toBe(500);
    expect(await keyRows("save-fails-8")).toHaveLength(0);
    expect(await requisitionCount(order.orderId)).toBe(0);
    const resent = await send(raiseUrl, body, "save-fails-8");
    expect(resent).toMatchObject({ status: 200, replayed: false, body: { ResponseCode: "200" } });
    const again = await send(raiseUrl, body, "save-fails-8");
    expect(again).toMatchObject({ status: 200, replayed: true, body: resent.body });
    expect(await requisitionCount(order.orderId)).toBe(1);
    expect(await remainingOf(order.orderId)).toBe(3);
  });

  it("a deadlock at the answer's save retries the whole command with its key: done once, answered once", async () => {
    const order = await plant.order("IDEM-9", plant.fg.productId, 4);
    const body = { OrderNO: order.orderNo, Qty: 1 };
    await failFirstAnswerSave("deadlock-9", "40P01");
    const answer = await send(raiseUrl, body, "deadlock-9");
    expect(answer).toMatchObject({ status: 200, replayed: false, body: { ResponseCode: "200" } });
    const [kept] = await keyRows("deadlock-9");
    expect(JSON.parse(kept.responseBody ?? "null")).toEqual(answer.body);
    expect(await requisitionCount(order.orderId)).toBe(1);
  });

  it("a refused command keeps its refusal, not its work, and answers it again", async () => {
    const order = await plant.order("IDEM-10", plant.fg.productId, 1);
    const body = { OrderNO: order.orderNo, Qty: 2 };
    const refused = await send(raiseUrl, body, "refused-10");
    expect(refused.body.ResponseCode).toBe("400");
    const again = await send(raiseUrl, body, "refused-10");
    expect(again).toMatchObject({ replayed: true, body: refused.body });
    expect(await remainingOf(order.orderId)).toBe(1);
  });
});

// PGlite runs one transaction at a time, so a duplicate there simply waits its turn; a real wait needs PostgreSQL.
if (onPostgres)
  describe("Idempotency-Key: a duplicate during the command (PostgreSQL)", () => {
    it("waits on the key while the first command runs, then answers its answer without running again", async () => {
      const order = await plant.order("IDEM-11", plant.fg.productId, 4);
      const body = { OrderNO: order.orderNo, Qty: 1 };
      const pool = poolOf(t.db);
      if (!pool) throw new Error("no pool");
      const waiting = async (n: number) => {
        for (;;) {
          const { rows } = await pool.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          if (rows[0].n >= n) return;
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const holder = await pool.connect();
      try {
        await holder.query("begin");
        await holder.query("select 1 from production_orders where order_id = $1 for update", [order.orderId]);
        const first = send(raiseUrl, body, "held-11");
        await waiting(1);
        const duplicate = send(raiseUrl, body, "held-11");
        await waiting(2);
        expect(await requisitionCount(order.orderId)).toBe(0);
        await holder.query("commit");
        const [a, b] = await Promise.all([first, duplicate]);
        expect(a).toMatchObject({ status: 200, replayed: false, body: { ResponseCode: "200" } });
        expect(b).toMatchObject({ status: 200, replayed: true, body: a.body });
      } finally {
        holder.release();
      }
      expect(await requisitionCount(order.orderId)).toBe(1);
      expect(await remainingOf(order.orderId)).toBe(3);
    });
  });
