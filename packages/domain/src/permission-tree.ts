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

function setAll<T extends PermissionNode>(node: T, right: PermissionRight, checked: boolean): T {
  return {
    ...node,
    [right]: offers(node, right) ? checked : false,
    Children: node.Children.map((c) => setAll(c, right, checked)),
  };
}

/** A parent's right follows its children (all ticked = ticked); leaves keep theirs. */
function settle<T extends PermissionNode>(node: T, right: PermissionRight): T {
  if (node.Children.length === 0) return node;
  const children = node.Children.map((c) => settle(c, right));
  const offering = children.filter((c) => offers(c, right));
  const value = offers(node, right) && offering.length > 0 && offering.every((c) => c[right]);
  return { ...node, Children: children, [right]: offering.length > 0 ? value : node[right] };
}

function apply<T extends PermissionNode>(
  node: T,
  pageId: number,
  right: PermissionRight,
  checked: boolean,
): T {
  if (node.PageId === pageId) return setAll(node, right, checked);
  return { ...node, Children: node.Children.map((c) => apply(c, pageId, right, checked)) };
}

/** The tree after the box `right` of page `pageId` is set to `checked`. */
export function tickPermission<T extends PermissionNode>(
  tree: readonly T[],
  pageId: number,
  right: PermissionRight,
  checked: boolean,
): T[] {
  return tree.map((root) => settle(apply(root, pageId, right, checked), right));
}

/** Whether any box of any page is ticked ('No page is selected.' otherwise). */
export function anyPermissionTicked(tree: readonly PermissionNode[]): boolean {
  return tree.some((n) => n.IsView || n.IsAdd || n.IsEdit || anyPermissionTicked(n.Children));
}
