import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { moveWorkTypeNode, workTypeTree } from '../../../core/actions/defs/work-types.actions.ts';
import { AppError } from '../../../core/errors.ts';
import {
  buildWorkTypeTree,
  type GroupRow,
  parseNodeId,
  type TreeNode,
  type WorkTypeRow,
} from '../../../core/work-types/work-type-tree.ts';
import { mountAction } from '../mount-action.ts';
import { refuseLoop } from './work-types.hooks.ts';
import type { DB } from '../../db/db-types.ts';

export async function loadTree(db: Kysely<DB>): Promise<TreeNode[]> {
  const [groups, workTypes] = await Promise.all([
    db.selectFrom('work_types_groups').select(['id', 'name', 'parent_id', 'position']).execute(),
    db.selectFrom('work_types').select(['id', 'name', 'work_types_group_id', 'position']).execute(),
  ]);
  return buildWorkTypeTree(groups as GroupRow[], workTypes as WorkTypeRow[]);
}

const refuse = (field: string, text: string) => AppError.validation({ [field]: [text] }, [text]);

type Node = NonNullable<ReturnType<typeof parseNodeId>>;

/** The table, the column naming the group and the kind's siblings in a group. */
const kinds = {
  group: { table: 'work_types_groups', parent: 'parent_id' },
  work_type: { table: 'work_types', parent: 'work_types_group_id' },
} as const;

/**
 * Puts `node` among its new siblings of the same kind, before `before` (a sibling) or last, and
 * numbers their positions 1, 2, 3… in that order (issue 23 item 12: 'siblings cannot be reordered').
 * Siblings keep the order the tree shows (position, then name), so untouched ones keep their places.
 */
async function placeAmongSiblings(trx: Kysely<DB>, node: Node, group: number | null, before: Node | null) {
  const { table, parent } = kinds[node.kind];
  const siblings = (await trx
    .selectFrom(table)
    .select(['id', 'name', 'position'])
    .where(sql<boolean>`${sql.ref(parent)} is not distinct from ${group}`)
    .where('id', '<>', node.record_id)
    .execute()) as { id: number; name: string; position: number | null }[];
  siblings.sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name, 'ru'),
  );
  const ids = siblings.map((s) => s.id);
  const at = before ? ids.indexOf(before.record_id) : ids.length;
  if (before && (before.kind !== node.kind || at < 0))
    throw refuse('before', 'Поставить можно только перед узлом того же вида в той же группе');
  ids.splice(at, 0, node.record_id);
  for (const [i, id] of ids.entries())
    await trx
      .updateTable(table)
      .set({ position: i + 1 })
      .where('id', '=', id)
      .execute();
}

/**
 * GET /api/work_types/tree and POST /api/work_types/move (spec 02 §2: nodes 'dragged onto another
 * node'): a work type or a group is put into a group (group_id null: the top level); with `before`
 * (a sibling's node id, or null for the end) it is placed among that group's nodes of its kind, so
 * siblings can be reordered. One transaction; the answer is the tree after the move.
 */
export function registerWorkTypeTree(app: FastifyInstance) {
  mountAction(app, workTypeTree, async ({ trx }) => ({ nodes: await loadTree(trx) }));

  mountAction(app, moveWorkTypeNode, async ({ trx, body }) => {
    const node = parseNodeId(body.move.node)!;
    const target = body.move.group_id;
    if (target !== null) {
      const group = await trx.selectFrom('work_types_groups').select('id').where('id', '=', target).executeTakeFirst();
      if (!group) throw refuse('group_id', `Группа №${target} не найдена`);
    }
    const now = new Date().toISOString();
    if (node.kind === 'group') {
      await refuseLoop(trx, node.record_id, target);
      const moved = await trx
        .updateTable('work_types_groups')
        .set({ parent_id: target, updated_at: now })
        .where('id', '=', node.record_id)
        .executeTakeFirst();
      if (!moved.numUpdatedRows) throw new AppError('not_found', `Группа №${node.record_id} не найдена`);
    } else {
      const moved = await trx
        .updateTable('work_types')
        .set({ work_types_group_id: target, updated_at: now })
        .where('id', '=', node.record_id)
        .executeTakeFirst();
      if (!moved.numUpdatedRows) throw new AppError('not_found', `Тип работ №${node.record_id} не найден`);
    }
    // `before` absent keeps the node's position; null puts it last (issue 23 item 12).
    if ('before' in body.move) await placeAmongSiblings(trx, node, target, parseNodeId(body.move.before ?? '') ?? null);
    return { nodes: await loadTree(trx) };
  });
}
