// The work types tree (spec 02 §2: 'grouped as a tree of groups (node with id, label, children,
// collapsed and selected flags)'): groups nest through parent_id, work types hang under their group.
// Pure, shared by the server's answer and the console's keyboard moves.

export type TreeNodeKind = 'group' | 'work_type';

export interface TreeNode {
  /** 'g5' for group 5, 'w12' for work type 12: one id space for the whole tree. */
  id: string;
  kind: TreeNodeKind;
  record_id: number;
  label: string;
  children: TreeNode[];
  collapsed: boolean;
  selected: boolean;
}

export interface GroupRow {
  id: number;
  name: string;
  parent_id: number | null;
  position: number | null;
}

export interface WorkTypeRow {
  id: number;
  name: string;
  work_types_group_id: number | null;
  position: number | null;
}

export const nodeId = (kind: TreeNodeKind, id: number) => `${kind === 'group' ? 'g' : 'w'}${id}`;

export function parseNodeId(id: string): { kind: TreeNodeKind; record_id: number } | null {
  const m = /^([gw])(\d{1,9})$/.exec(id);
  return m ? { kind: m[1] === 'g' ? 'group' : 'work_type', record_id: Number(m[2]) } : null;
}

const byPosition = (a: { position: number | null; name: string }, b: { position: number | null; name: string }) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
  a.name.localeCompare(b.name, 'ru');

const node = (kind: TreeNodeKind, id: number, label: string): TreeNode => ({
  id: nodeId(kind, id),
  kind,
  record_id: id,
  label,
  children: [],
  collapsed: false,
  selected: false,
});

/**
 * Groups (subgroups first) then work types, each level by position then name. A group whose parent
 * is missing, or a parent chain that loops, is shown at the top level rather than lost.
 */
export function buildWorkTypeTree(groups: GroupRow[], workTypes: WorkTypeRow[]): TreeNode[] {
  const nodes = new Map(groups.map((g) => [g.id, node('group', g.id, g.name)]));
  const roots: TreeNode[] = [];
  for (const g of [...groups].sort(byPosition)) {
    const parent = g.parent_id === null ? undefined : nodes.get(g.parent_id);
    const loops = g.parent_id !== null && wouldLoop(groups, g.id, g.parent_id);
    (parent && !loops ? parent.children : roots).push(nodes.get(g.id)!);
  }
  const loose: TreeNode[] = [];
  for (const w of [...workTypes].sort(byPosition)) {
    const parent = w.work_types_group_id === null ? undefined : nodes.get(w.work_types_group_id);
    (parent ? parent.children : loose).push(node('work_type', w.id, w.name));
  }
  return [...roots, ...loose];
}

/** True when putting group `id` under `parent` would make the group its own ancestor. */
export function wouldLoop(groups: Pick<GroupRow, 'id' | 'parent_id'>[], id: number, parent: number | null): boolean {
  const parentOf = new Map(groups.map((g) => [g.id, g.parent_id]));
  const seen = new Set<number>();
  for (let at = parent; at !== null && at !== undefined; at = parentOf.get(at) ?? null) {
    if (at === id || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
