import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anyPermissionTicked,
  type PermissionNode,
  type PermissionRight,
  tickPermission,
} from "./permission-tree.js";

const leaf = (PageId: number, HasAddEdit = true): PermissionNode => ({
  PageId,
  HasAddEdit,
  IsView: false,
  IsAdd: false,
  IsEdit: false,
  Children: [],
});
const tree = (): PermissionNode[] => [
  leaf(1, false),
  { ...leaf(2), Children: [leaf(3), leaf(4), leaf(5)] },
  { ...leaf(6), Children: [leaf(7)] },
];
const find = (nodes: PermissionNode[], id: number): PermissionNode | undefined => {
  for (const n of nodes) {
    if (n.PageId === id) return n;
    const inner = find(n.Children, id);
    if (inner) return inner;
  }
  return undefined;
};

describe("tickPermission", () => {
  it("ticking a parent ticks all its children", () => {
    const next = tickPermission(tree(), 2, "IsView", true);
    expect([3, 4, 5].map((id) => find(next, id)!.IsView)).toEqual([true, true, true]);
    expect(find(next, 6)!.IsView).toBe(false);
  });

  it("unticking a parent unticks all its children", () => {
    const all = tickPermission(tree(), 2, "IsAdd", true);
    const next = tickPermission(all, 2, "IsAdd", false);
    expect([2, 3, 4, 5].map((id) => find(next, id)!.IsAdd)).toEqual([false, false, false, false]);
  });

  it("a parent becomes ticked when its last child is ticked", () => {
    let t = tickPermission(tree(), 3, "IsEdit", true);
    t = tickPermission(t, 4, "IsEdit", true);
    expect(find(t, 2)!.IsEdit).toBe(false);
    t = tickPermission(t, 5, "IsEdit", true);
    expect(find(t, 2)!.IsEdit).toBe(true);
  });

  it("a parent is unticked when one child is unticked", () => {
    const t = tickPermission(tickPermission(tree(), 2, "IsView", true), 4, "IsView", false);
    expect(find(t, 2)!.IsView).toBe(false);
    expect(find(t, 3)!.IsView).toBe(true);
  });

  it("the dashboard takes no Add or Update", () => {
    expect(find(tickPermission(tree(), 1, "IsAdd", true), 1)!.IsAdd).toBe(false);
    expect(find(tickPermission(tree(), 1, "IsView", true), 1)!.IsView).toBe(true);
  });

  it("rights are independent of each other", () => {
    const t = tickPermission(tree(), 2, "IsView", true);
    expect(find(t, 3)!.IsAdd).toBe(false);
  });

  it("after any sequence of ticks every parent equals the conjunction of its children", () => {
    const rights: PermissionRight[] = ["IsView", "IsAdd", "IsEdit"];
    const step = fc.record({
      id: fc.integer({ min: 1, max: 7 }),
      right: fc.constantFrom(...rights),
      checked: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let t = tree();
        for (const s of steps) t = tickPermission(t, s.id, s.right, s.checked);
        for (const parent of [find(t, 2)!, find(t, 6)!]) {
          for (const r of rights) expect(parent[r]).toBe(parent.Children.every((c) => c[r]));
        }
      }),
    );
  });
});

describe("anyPermissionTicked", () => {
  it("is false for an untouched tree", () => expect(anyPermissionTicked(tree())).toBe(false));
  it("sees a ticked child page", () =>
    expect(anyPermissionTicked(tickPermission(tree(), 7, "IsAdd", true))).toBe(true));
});
