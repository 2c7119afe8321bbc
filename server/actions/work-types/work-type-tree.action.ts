import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
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

export async function loadTree(db: Kysely<any>): Promise<TreeNode[]> {
  const [groups, workTypes] = await Promise.all([
    db.selectFrom('work_types_groups').select(['id', 'name', 'parent_id', 'position']).execute(),
    db.selectFrom('work_types').select(['id', 'name', 'work_types_group_id', 'position']).execute(),
  ]);
  return buildWorkTypeTree(groups as GroupRow[], workTypes as WorkTypeRow[]);
}

const refuse = (field: string, text: string) => AppError.validation({ [field]: [text] }, [text]);

/**
 * GET /api/work_types/tree and POST /api/work_types/move (spec 02 §2: nodes 'dragged onto another
 * node'): a work type or a group is put into a group (group_id null: the top level). One
 * transaction; the answer is the tree after the move.
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
    return { nodes: await loadTree(trx) };
  });
}
