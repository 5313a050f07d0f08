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

/** Any stored tree, its parents not necessarily agreeing with their children (rights saved before a rule changed). */
const storedTree = (): fc.Arbitrary<PermissionNode[]> => {
  const rights = fc.record({
    HasAddEdit: fc.boolean(),
    IsView: fc.boolean(),
    IsAdd: fc.boolean(),
    IsEdit: fc.boolean(),
  });
  const { nodes } = fc.letrec<{
    node: Omit<PermissionNode, "PageId">;
    nodes: Omit<PermissionNode, "PageId">[];
  }>((tie) => ({
    node: fc
      .tuple(rights, fc.oneof({ depthSize: "small" }, fc.constant([]), tie("nodes")))
      .map(([r, Children]) => ({ ...r, Children: Children as PermissionNode[] })),
    nodes: fc.array(tie("node"), { minLength: 1, maxLength: 4 }),
  }));
  return nodes.map((roots) => {
    let next = 0;
    const number = (n: Omit<PermissionNode, "PageId">): PermissionNode => ({
      ...n,
      PageId: ++next,
      Children: n.Children.map(number),
    });
    return roots.map(number);
  });
};

/** Every page's rights by page id, with the ids of its ancestors and descendants. */
function pagesOf(nodes: PermissionNode[], ancestors: number[] = []) {
  const out = new Map<number, { node: PermissionNode; ancestors: number[]; descendants: number[] }>();
  for (const node of nodes) {
    const inner = pagesOf(node.Children, [...ancestors, node.PageId]);
    out.set(node.PageId, { node, ancestors, descendants: [...inner.keys()] });
    for (const [id, page] of inner) out.set(id, page);
  }
  return out;
}

const allRights: PermissionRight[] = ["IsView", "IsAdd", "IsEdit"];
const changedRights = (before: PermissionNode[], after: PermissionNode[]) => {
  const was = pagesOf(before);
  return [...pagesOf(after)].flatMap(([id, { node }]) =>
    allRights.filter((r) => node[r] !== was.get(id)!.node[r]).map((right) => ({ id, right })),
  );
};

describe("tickPermission on any stored tree", () => {
  const tick = fc.record({ pick: fc.nat(), right: fc.constantFrom(...allRights), checked: fc.boolean() });

  it("changes only the ticked right, on the page, its child pages and its ancestors", () => {
    fc.assert(
      fc.property(storedTree(), tick, (before, { pick, right, checked }) => {
        const pages = pagesOf(before);
        const id = [...pages.keys()][pick % pages.size];
        const after = tickPermission(before, id, right, checked);
        const { ancestors, descendants } = pages.get(id)!;
        for (const change of changedRights(before, after)) {
          expect(change.right).toBe(right);
          expect([id, ...descendants, ...ancestors]).toContain(change.id);
        }
        for (const page of [id, ...descendants]) {
          const node = pagesOf(after).get(page)!.node;
          if (right === "IsView" || node.HasAddEdit) expect(node[right]).toBe(checked);
        }
      }),
    );
  });

  it("never changes a right a page offers no box for", () => {
    fc.assert(
      fc.property(storedTree(), fc.array(tick, { maxLength: 10 }), (before, ticks) => {
        let after = before;
        for (const { pick, right, checked } of ticks) {
          const ids = [...pagesOf(after).keys()];
          after = tickPermission(after, ids[pick % ids.length], right, checked);
        }
        const was = pagesOf(before);
        for (const { id, right } of changedRights(before, after))
          expect(right === "IsView" || was.get(id)!.node.HasAddEdit).toBe(true);
      }),
    );
  });

  it("leaves a tree untouched when the box is set to what it holds on a page without children", () => {
    fc.assert(
      fc.property(storedTree(), tick, (before, { pick, right }) => {
        const pages = [...pagesOf(before).values()].filter((p) => p.descendants.length === 0);
        const { node, ancestors } = pages[pick % pages.length];
        const after = tickPermission(before, node.PageId, right, node[right]);
        for (const change of changedRights(before, after)) expect(ancestors).toContain(change.id);
      }),
    );
  });
});

describe("anyPermissionTicked", () => {
  it("is false for an untouched tree", () => expect(anyPermissionTicked(tree())).toBe(false));
  it("sees a ticked child page", () =>
    expect(anyPermissionTicked(tickPermission(tree(), 7, "IsAdd", true))).toBe(true));
});
