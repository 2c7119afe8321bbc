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
