import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyScanQueue, type QueuedScan, type ScanQueue, scanAnswered, scanArrived } from "./scan-queue";

/** Runs arrivals and answers through the rule, keeping its own record of what arrived and what was answered. */
function replay(events: Array<{ arrive: string } | "answer">) {
  let queue: ScanQueue = emptyScanQueue;
  const arrived: QueuedScan[] = [];
  const answered: QueuedScan[] = [];
  for (const event of events) {
    if (event === "answer") {
      if (queue.answering) answered.push(queue.answering);
      queue = scanAnswered(queue);
    } else {
      const scan = { id: arrived.length, code: event.arrive };
      arrived.push(scan);
      queue = scanArrived(queue, scan);
    }
  }
  while (queue.answering) {
    answered.push(queue.answering);
    queue = scanAnswered(queue);
  }
  return { arrived, answered, queue };
}

const events = fc.array(
  fc.oneof(
    fc.record({ arrive: fc.constantFrom("REQ000001", "5001-1-001", "5001-1-002", "") }),
    fc.constant("answer" as const),
  ),
  { maxLength: 60 },
);

describe("scan queue", () => {
  it("answers a burst of 20 scans one at a time, in the order they arrived", () => {
    let queue: ScanQueue = emptyScanQueue;
    const codes = Array.from({ length: 20 }, (_, i) => `P-${i + 1}`);
    codes.forEach((code, id) => {
      queue = scanArrived(queue, { id, code });
    });
    expect(queue.answering?.code).toBe("P-1");
    expect(queue.waiting.map((s) => s.code)).toEqual(codes.slice(1));
    const answered: string[] = [];
    while (queue.answering) {
      answered.push(queue.answering.code);
      queue = scanAnswered(queue);
    }
    expect(answered).toEqual(codes);
  });

  it("a scan arriving while another is answered waits its turn; one arriving to an idle box is answered at once", () => {
    const first = { id: 1, code: "A" };
    const second = { id: 2, code: "B" };
    const busy = scanArrived(emptyScanQueue, first);
    expect(busy).toEqual({ answering: first, waiting: [] });
    const behind = scanArrived(busy, second);
    expect(behind).toEqual({ answering: first, waiting: [second] });
    expect(scanAnswered(behind)).toEqual({ answering: second, waiting: [] });
    expect(scanAnswered(scanAnswered(behind))).toEqual(emptyScanQueue);
  });

  it("every scan is answered exactly once, in arrival order, however arrivals and answers interleave", () => {
    fc.assert(
      fc.property(events, (run) => {
        const { arrived, answered, queue } = replay(run);
        expect(answered).toEqual(arrived);
        expect(queue).toEqual(emptyScanQueue);
      }),
      { numRuns: 300 },
    );
  });

  it("never answers two scans at once: the one being answered is not also waiting, and an idle box has no waiting scans", () => {
    fc.assert(
      fc.property(events, (run) => {
        let queue: ScanQueue = emptyScanQueue;
        let id = 0;
        for (const event of run) {
          queue =
            event === "answer" ? scanAnswered(queue) : scanArrived(queue, { id: id++, code: event.arrive });
          if (queue.answering === null) expect(queue.waiting).toEqual([]);
          else expect(queue.waiting.map((s) => s.id)).not.toContain(queue.answering.id);
        }
      }),
      { numRuns: 300 },
    );
  });
});
