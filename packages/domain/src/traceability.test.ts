import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { thousandths } from "./quantity.test-support.js";
import { takeOldestIssueFirst } from "./traceability.js";

const issues = fc
  .array(fc.record({ productId: fc.integer({ min: 1, max: 3 }), unused: fc.nat(5000).map(thousandths) }), {
    maxLength: 8,
  })
  .map((list) => list.map((issue, n) => ({ ...issue, requisitionIssueId: 100 - n * 7 })));
const entered = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.nat(12000).map(thousandths)), { maxLength: 3 })
  .map((pairs) => new Map(pairs));

describe("takeOldestIssueFirst", () => {
  it("takes each product's entered quantity, never more than an issue's unused, and all of it when enough is unused", () => {
    fc.assert(
      fc.property(entered, issues, (want, open) => {
        const takes = takeOldestIssueFirst(want, open);
        for (const [productId, qty] of want) {
          const unused = open.filter((i) => i.productId === productId).reduce((s, i) => s + i.unused, 0);
          const taken = takes.filter((t) => t.productId === productId).reduce((s, t) => s + t.qty, 0);
          expect(taken).toBe(Math.min(qty, unused));
        }
        for (const t of takes) {
          const issue = open.find((i) => i.requisitionIssueId === t.requisitionIssueId);
          expect(issue?.productId).toBe(t.productId);
          expect(t.qty).toBeGreaterThan(0);
          expect(t.qty).toBeLessThanOrEqual(issue?.unused ?? 0);
        }
      }),
      { numRuns: 200 },
    );
  });
  it("leaves a newer issue untouched while an older one of the product has material unused", () => {
    fc.assert(
      fc.property(entered, issues, (want, open) => {
        const takes = takeOldestIssueFirst(want, open);
        const taken = new Map(takes.map((t) => [t.requisitionIssueId, t.qty]));
        for (const newer of takes)
          for (const older of open)
            if (older.productId === newer.productId && older.requisitionIssueId < newer.requisitionIssueId)
              expect(taken.get(older.requisitionIssueId) ?? 0).toBe(older.unused);
      }),
      { numRuns: 200 },
    );
  });
  it("answers the takes in issue order", () => {
    const takes = takeOldestIssueFirst(new Map([[1, thousandths(7)]]), [
      { requisitionIssueId: 9, productId: 1, unused: thousandths(5) },
      { requisitionIssueId: 4, productId: 1, unused: thousandths(3) },
    ]);
    expect(takes).toEqual([
      { requisitionIssueId: 4, productId: 1, qty: 3 },
      { requisitionIssueId: 9, productId: 1, qty: 4 },
    ]);
  });
});
