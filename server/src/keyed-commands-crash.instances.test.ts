import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openEmbedded, openPostgres } from "./db/client.js";
import { packets, stockLedger } from "./db/schema/index.js";
import { plantWithStock } from "./modules/production/issue-fixture.js";
import { raiseRequisition } from "./modules/production/requisition-service.js";
import {
  type ApiAnswer,
  type CompiledServer,
  emptyPostgresDatabase,
  freePort,
  postApi,
  signInAsAdmin,
  startCompiledServer,
  stopCompiledServer,
  untilHealthy,
} from "./test/compiled-server.js";

// A compiled server killed (SIGKILL) in the middle of keyed put-aways, issues and moves, restarted, and every
// request sent again with its key: each is applied exactly once and none answers 409 (issue 38).

/** Each kind of command this many times; the kill comes once a third of all have been answered. */
const perKind = 30;

interface Sent {
  route: string;
  body: unknown;
  key: string;
  /** What it must have done, in the ledger: this packet's row of this reason, once, ending in this bin (or none). */
  packetId: number;
  reason: "putAway" | "issueToProduction" | "move";
  binId: number | null;
}

async function onBoth(kind: "postgres" | "embedded") {
  const dir = mkdtempSync(path.join(tmpdir(), "wms-crash-"));
  const postgres = kind === "postgres" ? await emptyPostgresDatabase("wms_crash") : null;
  const env = {
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    WMS_DATA_DIR: dir,
    WMS_WEB_DIST: path.join(dir, "no-web"),
    WMS_SEED: "none",
  };
  const open = (): Promise<Database> =>
    postgres ? Promise.resolve(openPostgres(postgres.url, 4)) : openEmbedded(path.join(dir, "db"));
  let server: CompiledServer | null = null;
  const start = async () => {
    server = startCompiledServer(await freePort(), env);
    await untilHealthy(server);
    return server;
  };
  return {
    open,
    start,
    stop: async () => {
      if (server) await stopCompiledServer(server);
    },
    cleanUp: async () => {
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The plant, made by the kernel's commands in-process while no server runs: what each keyed request will do. */
async function planned(database: Database): Promise<Sent[]> {
  const db = database.db;
  const plant = await plantWithStock(db, "X");
  const sent: Sent[] = [];
  const key = () => randomUUID();

  const packed = await plant.packetsInBin(plant.rm2.productId, plant.s1.supplierId, "1", null, perKind);
  for (const p of packed) {
    const bin = await plant.bin();
    sent.push({
      route: "RawMaterialInward/UpdateBinInwardMaterialStock",
      body: { MRNID: p.mrnId, BinId: bin.binId, storeItems: [{ QRCode: p.qrCode }] },
      key: key(),
      packetId: p.packetId,
      reason: "putAway",
      binId: bin.binId,
    });
  }

  const toIssue = await plant.packetsInBin(
    plant.rm1.productId,
    plant.s1.supplierId,
    "1",
    (await plant.bin()).binId,
    perKind,
  );
  const order = await plant.order("CRASH", plant.intermediate.productId, perKind);
  for (const p of toIssue) {
    const requisition = await raiseRequisition(db, { OrderNO: order.orderNo, Qty: 1 }, null);
    sent.push({
      route: "StoreRequisitionIssue/IssueRMStore",
      body: { RequisitionNo: requisition.RequisitionNo, storeItems: [{ QRCode: p.qrCode }] },
      key: key(),
      packetId: p.packetId,
      reason: "issueToProduction",
      binId: null,
    });
  }

  const toMove = await plant.packetsInBin(
    plant.rm2.productId,
    plant.s2.supplierId,
    "1",
    (await plant.bin()).binId,
    perKind,
  );
  for (const p of toMove) {
    const bin = await plant.bin();
    sent.push({
      route: "StockTransfer/MovePackets",
      body: { QRCodes: [p.qrCode], ToBinAddress: bin.colAddress },
      key: key(),
      packetId: p.packetId,
      reason: "move",
      binId: bin.binId,
    });
  }
  return sent;
}

const send = (base: string, token: string, s: Sent) =>
  postApi<unknown>(base, s.route, s.body, token, { "idempotency-key": s.key });

describe.each(["postgres", "embedded"] as const)("kill -9 under keyed commands (%s)", (kind) => {
  let run: Awaited<ReturnType<typeof onBoth>>;
  let sent: Sent[];

  beforeAll(async () => {
    run = await onBoth(kind);
    await run.start();
    await run.stop();
    const database = await run.open();
    try {
      sent = await planned(database);
    } finally {
      await database.close();
    }
  }, 300_000);

  afterAll(async () => {
    await run?.stop();
    await run?.cleanUp();
  });

  it("every request sent again with its key after the restart is applied once, none answers 409", async () => {
    const first = await run.start();
    const token = await signInAsAdmin(first.base);
    const answered = new Map<string, ApiAnswer<unknown>>();
    let killed = false;
    const killedAt = new Promise<number>((resolve) => {
      for (const s of sent)
        send(first.base, token, s).then(
          (answer) => {
            if (killed) return;
            answered.set(s.key, answer);
            if (answered.size >= sent.length / 3) {
              killed = true;
              first.process.kill("SIGKILL");
              resolve(answered.size);
            }
          },
          () => {},
        );
    });
    const answeredBeforeKill = await killedAt;
    await new Promise((resolve) =>
      first.process.exitCode !== null || first.process.signalCode !== null
        ? resolve(null)
        : first.process.once("exit", resolve),
    );
    for (const answer of answered.values()) expect(answer.body.ResponseCode).toBe("200");

    const second = await run.start();
    const token2 = await signInAsAdmin(second.base);
    // As the outbox does: one at a time, in order; a 503 (the database busy or out of reach) sent again with its key.
    const unavailable: string[] = [];
    const resent: Array<ApiAnswer<unknown>> = [];
    for (const s of sent) {
      for (let attempt = 1; ; attempt++) {
        const answer = await send(second.base, token2, s);
        if (answer.status !== 503 || attempt === 10) {
          resent.push(answer);
          break;
        }
        unavailable.push(answer.body.ResponseMessage);
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
    const statuses = resent.map((r) => r.status);
    expect(statuses.filter((s) => s === 409)).toEqual([]);
    for (const [i, s] of sent.entries()) {
      expect(resent[i], `${s.route} ${s.key}`).toMatchObject({ status: 200, body: { ResponseCode: "200" } });
      const before = answered.get(s.key);
      if (before) expect(resent[i].body).toEqual(before.body);
    }
    console.log(
      `${kind}: ${sent.length} keyed commands, ${answeredBeforeKill} answered before the kill, ` +
        `${sent.length - answeredBeforeKill} in flight or unsent at it; ${resent.length} resent, ` +
        `${resent.filter((r) => r.status === 200).length} answered 200, ${statuses.filter((s) => s === 409).length} answered 409; ` +
        `${unavailable.length} answered 503 first (${[...new Set(unavailable)].join("; ")})`,
    );
    await run.stop();

    const database = await run.open();
    try {
      const ids = sent.map((s) => s.packetId);
      const rows = await database.db
        .select({ packetId: stockLedger.packetId, reason: stockLedger.reason })
        .from(stockLedger)
        .where(
          and(
            inArray(stockLedger.packetId, ids),
            inArray(stockLedger.reason, ["putAway", "issueToProduction", "move"]),
          ),
        );
      const states = await database.db
        .select({ packetId: packets.packetId, binId: packets.binId })
        .from(packets)
        .where(inArray(packets.packetId, ids));
      const binOf = new Map(states.map((p) => [p.packetId, p.binId]));
      for (const s of sent) {
        const done = rows.filter((r) => r.packetId === s.packetId && r.reason === s.reason);
        expect(done, `${s.reason} of packet ${s.packetId}`).toHaveLength(1);
        expect(binOf.get(s.packetId)).toBe(s.binId);
      }
    } finally {
      await database.close();
    }
  }, 300_000);
});
