import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import {
  buildWorkTypeTree,
  type GroupRow,
  parseNodeId,
  type TreeNode,
  type WorkTypeRow,
} from '../../../core/work-types/work-type-tree.ts';
import { fromResourcePermission } from '../../auth/route-permission.ts';
import { refuseLoop } from './work-types.hooks.ts';

export async function loadTree(db: Kysely<any>): Promise<TreeNode[]> {
  const [groups, workTypes] = await Promise.all([
    db.selectFrom('work_types_groups').select(['id', 'name', 'parent_id', 'position']).execute(),
    db.selectFrom('work_types').select(['id', 'name', 'work_types_group_id', 'position']).execute(),
  ]);
  return buildWorkTypeTree(groups as GroupRow[], workTypes as WorkTypeRow[]);
}

const refuse = (field: string, text: string) => AppError.validation({ [field]: [text] }, [text]);

interface MoveBody {
  move?: { node?: unknown; group_id?: unknown };
}

/**
 * GET /api/work_types/tree and POST /api/work_types/move (spec 02 §2: nodes 'dragged onto another
 * node'): a work type or a group is put into a group (group_id null: the top level). One
 * transaction; the answer is the tree after the move.
 */
export function registerWorkTypeTree(app: FastifyInstance) {
  const read = fromResourcePermission(resources.work_types.permissions.read || null);
  app.get('/api/work_types/tree', { config: { permission: read } }, async () => ({ nodes: await loadTree(app.db) }));

  // Moving needs the right to change both kinds of node (both are plain reference lists).
  const write = fromResourcePermission(resources.work_types_groups.permissions.update || null);
  app.post('/api/work_types/move', { config: { permission: write } }, async (request) => {
    const move = (request.body as MoveBody | undefined)?.move;
    const node = typeof move?.node === 'string' ? parseNodeId(move.node) : null;
    if (!node) throw refuse('node', 'Укажите узел дерева: g<номер группы> или w<номер типа работ>');
    const target = move?.group_id ?? null;
    if (target !== null && !(typeof target === 'number' && Number.isInteger(target) && target > 0 && target < 2 ** 31))
      throw refuse('group_id', 'Группа должна быть номером группы или null (верхний уровень)');
    return app.db.transaction().execute(async (trx) => {
      if (target !== null) {
        const group = await trx
          .selectFrom('work_types_groups')
          .select('id')
          .where('id', '=', target)
          .executeTakeFirst();
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
  });
}
