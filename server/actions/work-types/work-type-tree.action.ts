import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
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
  move?: { node?: unknown; group_id?: unknown; before?: unknown };
}

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
async function placeAmongSiblings(trx: Kysely<any>, node: Node, group: number | null, before: Node | null) {
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
  const read = fromResourcePermission(resources.work_types.permissions.read || null);
  app.get('/api/work_types/tree', { config: { permission: read } }, async () => ({ nodes: await loadTree(app.db) }));

  // Moving needs the right to change both kinds of node (both are plain reference lists).
  const write = fromResourcePermission(resources.work_types_groups.permissions.update || null);
  app.post('/api/work_types/move', { config: { permission: write } }, async (request) => {
    const move = (request.body as MoveBody | undefined)?.move;
    const node = typeof move?.node === 'string' ? parseNodeId(move.node) : null;
    if (!node) throw refuse('node', 'Укажите узел дерева: g<номер группы> или w<номер типа работ>');
    const target = move?.group_id ?? null;
    const placing = move !== undefined && 'before' in move;
    const before = typeof move?.before === 'string' ? parseNodeId(move.before) : null;
    if (placing && move?.before !== null && !before)
      throw refuse('before', 'Укажите узел, перед которым поставить: g<номер группы>, w<номер типа работ> или null');
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
      if (placing) await placeAmongSiblings(trx, node, target, before);
      return { nodes: await loadTree(trx) };
    });
  });
}
