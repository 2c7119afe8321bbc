import type { TreeNode } from '../../../core/work-types/work-type-tree.ts';

// Keyboard movement of the WAI-ARIA tree pattern over the work types tree: pure functions of the
// nodes and the set of collapsed groups, so the keys are tested without a browser.

export interface VisibleNode {
  node: TreeNode;
  level: number;
  parent: string | null;
}

/** The nodes a person sees, top to bottom: children of collapsed groups left out. */
export function visibleNodes(nodes: TreeNode[], collapsed: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (list: TreeNode[], level: number, parent: string | null) => {
    for (const node of list) {
      out.push({ node, level, parent });
      if (node.children.length && !collapsed.has(node.id)) walk(node.children, level + 1, node.id);
    }
  };
  walk(nodes, 1, null);
  return out;
}

export type TreeMove = { focus: string } | { toggle: string } | null;

/**
 * What an arrow, Home or End does on the focused node: ↓/↑ the next/previous visible node; → opens a
 * closed group, else goes to its first child; ← closes an open group, else goes to the parent.
 */
export function treeKey(
  key: string,
  focused: string,
  visible: VisibleNode[],
  collapsed: ReadonlySet<string>,
): TreeMove {
  const i = visible.findIndex((v) => v.node.id === focused);
  if (i < 0) return visible[0] ? { focus: visible[0].node.id } : null;
  const here = visible[i];
  const isGroup = here.node.kind === 'group' && here.node.children.length > 0;
  switch (key) {
    case 'ArrowDown':
      return visible[i + 1] ? { focus: visible[i + 1].node.id } : null;
    case 'ArrowUp':
      return i > 0 ? { focus: visible[i - 1].node.id } : null;
    case 'Home':
      return { focus: visible[0].node.id };
    case 'End':
      return { focus: visible[visible.length - 1].node.id };
    case 'ArrowRight':
      if (!isGroup) return null;
      return collapsed.has(here.node.id) ? { toggle: here.node.id } : { focus: here.node.children[0].id };
    case 'ArrowLeft':
      if (isGroup && !collapsed.has(here.node.id)) return { toggle: here.node.id };
      return here.parent ? { focus: here.parent } : null;
    default:
      return null;
  }
}

/** The group a paste or drop onto `target` puts a node into: the group itself, or a work type's group. */
export function dropGroup(visible: VisibleNode[], target: string): number | null {
  const v = visible.find((x) => x.node.id === target);
  if (!v) return null;
  if (v.node.kind === 'group') return v.node.record_id;
  return v.parent ? Number(v.parent.slice(1)) : null;
}

export function findNode(nodes: TreeNode[], id: string): TreeNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inside = findNode(n.children, id);
    if (inside) return inside;
  }
  return null;
}

/** Where a drop lands on a node's row: its upper part, its lower part, or (a group) its middle. */
export type DropZone = 'before' | 'after' | 'into';

/** The zone of a pointer at `y` in a row from `top` of `height`: a group takes its middle half as «into». */
export function dropZone(kind: TreeNode['kind'], y: number, top: number, height: number): DropZone {
  const at = (y - top) / Math.max(height, 1);
  if (kind === 'group') return at < 0.25 ? 'before' : at > 0.75 ? 'after' : 'into';
  return at < 0.5 ? 'before' : 'after';
}

/** A move for POST /api/work_types/move: the group to go into and, to place it, the sibling to go before. */
export interface TreePlace {
  group: number | null;
  /** A sibling's node id to stand before, null for the end, undefined to keep its own position. */
  before?: string | null;
}

/** The nodes under a group (null: the top level), in the tree's order. */
function childrenOf(nodes: TreeNode[], group: string | null): TreeNode[] {
  return group === null ? nodes : (findNode(nodes, group)?.children ?? []);
}

/**
 * Where dropping (or pasting) `moved` on `target` in `zone` puts it (issue 23 item 12: a mouse drop
 * onto a work type did nothing, and siblings could not be reordered): into a group; before or after
 * a node of its own kind in that node's group; beside a node of the other kind, into that node's
 * group (groups always come before work types). Null when the drop means nothing.
 */
export function dropPlace(
  nodes: TreeNode[],
  visible: VisibleNode[],
  moved: string,
  target: string,
  zone: DropZone,
): TreePlace | null {
  const t = visible.find((x) => x.node.id === target);
  if (!t || moved === target) return null;
  if (zone === 'into' && t.node.kind === 'group') return { group: t.node.record_id };
  const group = t.parent ? Number(t.parent.slice(1)) : null;
  const kind = findNode(nodes, moved)?.kind;
  if (kind !== t.node.kind) return { group };
  const same = childrenOf(nodes, t.parent).filter((n) => n.kind === kind && n.id !== moved);
  const i = same.findIndex((n) => n.id === target);
  return { group, before: zone === 'before' ? target : (same[i + 1]?.id ?? null) };
}

/**
 * Alt+↑ / Alt+↓ on a node: one place up or down among the siblings of its kind, or null at the end.
 */
export function siblingStep(nodes: TreeNode[], visible: VisibleNode[], id: string, dir: -1 | 1): TreePlace | null {
  const v = visible.find((x) => x.node.id === id);
  if (!v) return null;
  const same = childrenOf(nodes, v.parent).filter((n) => n.kind === v.node.kind);
  const i = same.findIndex((n) => n.id === id);
  const j = i + dir;
  if (i < 0 || j < 0 || j >= same.length) return null;
  const group = v.parent ? Number(v.parent.slice(1)) : null;
  // Up: before the previous one; down: before the one after the next (null: last).
  return { group, before: dir < 0 ? same[j].id : (same[j + 1]?.id ?? null) };
}
