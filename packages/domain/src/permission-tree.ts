/**
 * The permission dialog's ticking rules (spec 1 section 4): ticking a parent ticks all its
 * children; a parent is ticked exactly when all its children are. Pages without Add/Update
 * boxes (the Dashboard) never take those rights.
 */
export type PermissionRight = "IsView" | "IsAdd" | "IsEdit";

export interface PermissionNode {
  PageId: number;
  HasAddEdit: boolean;
  IsView: boolean;
  IsAdd: boolean;
  IsEdit: boolean;
  Children: PermissionNode[];
}

const offers = (node: PermissionNode, right: PermissionRight) => right === "IsView" || node.HasAddEdit;

/** The box ticked or cleared on a page and its child pages; a page without the box keeps what it holds. */
function setAll<T extends PermissionNode>(node: T, right: PermissionRight, checked: boolean): T {
  return {
    ...node,
    [right]: offers(node, right) ? checked : node[right],
    Children: node.Children.map((c) => setAll(c, right, checked)),
  };
}

/** A parent offering the right follows its children offering it (all ticked = ticked); otherwise it keeps its own. */
function settle<T extends PermissionNode>(node: T, right: PermissionRight): T {
  const offering = node.Children.filter((c) => offers(c, right));
  if (offering.length === 0 || !offers(node, right)) return node;
  return { ...node, [right]: offering.every((c) => c[right]) };
}

/** The subtree after the tick, or null when `pageId` is not in it: only the page, its children and its ancestors change. */
function ticked<T extends PermissionNode>(
  node: T,
  pageId: number,
  right: PermissionRight,
  checked: boolean,
): T | null {
  if (node.PageId === pageId) return setAll(node, right, checked);
  for (const [i, child] of node.Children.entries()) {
    const next = ticked(child as T, pageId, right, checked);
    if (next) return settle({ ...node, Children: node.Children.with(i, next) }, right);
  }
  return null;
}

/**
 * The tree after the box `right` of page `pageId` is set to `checked`: the page and its child pages
 * take it, its ancestors follow their children; every other page and right stays exactly as it was.
 */
export function tickPermission<T extends PermissionNode>(
  tree: readonly T[],
  pageId: number,
  right: PermissionRight,
  checked: boolean,
): T[] {
  return tree.map((root) => ticked(root, pageId, right, checked) ?? root);
}

/** Whether any box of any page is ticked ('No page is selected.' otherwise). */
export function anyPermissionTicked(tree: readonly PermissionNode[]): boolean {
  return tree.some((n) => n.IsView || n.IsAdd || n.IsEdit || anyPermissionTicked(n.Children));
}
