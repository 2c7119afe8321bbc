import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import type { TreeNode } from '../../work-types/work-type-tree.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The work types screen's special endpoints (spec 01 §7, spec 02 §2): the tree, moves, pictures.

const treeNode: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['group', 'work_type']),
    record_id: z.number(),
    label: z.string(),
    children: z.array(treeNode),
    collapsed: z.boolean(),
    selected: z.boolean(),
  }),
);
const treeAnswer = z.object({ nodes: z.array(treeNode) });

export const workTypeTree = defineAction({
  name: 'work_types.tree',
  method: 'GET',
  path: '/api/work_types/tree',
  title: 'Дерево типов работ',
  permission: resourceActionRule(resources.work_types.permissions.read),
  answer: treeAnswer,
});

/** Spec 02 §2: nodes 'dragged onto another node'; group_id null puts it at the top level. */
const nodeBefore = 'Укажите узел, перед которым поставить: g<номер группы>, w<номер типа работ> или null';

export const moveWorkTypeNode = defineAction({
  name: 'work_types.move',
  method: 'POST',
  path: '/api/work_types/move',
  title: 'Перенести узел дерева типов работ',
  // Moving needs the right to change both kinds of node (both are plain reference lists).
  permission: resourceActionRule(resources.work_types_groups.permissions.update),
  body: wire.object({
    move: wire.object({
      node: z
        .string({ error: 'Укажите узел дерева: g<номер группы> или w<номер типа работ>' })
        .regex(/^[gw]\d{1,9}$/, 'Укажите узел дерева: g<номер группы> или w<номер типа работ>'),
      group_id: wire.optionalId('Группа должна быть номером группы или null (верхний уровень)'),
      /** Place it before this sibling (a node id), last (null), or where it is (absent); issue 23 item 12. */
      before: z
        .string({ error: nodeBefore })
        .regex(/^[gw]\d{1,9}$/, nodeBefore)
        .nullable()
        .optional(),
    }),
  }),
  root: 'move',
  labels: { node: 'Узел', group_id: 'Группа', before: 'Перед узлом' },
  // The forms of a work type and of a group may set the group too: a move is the tree's way to.
  answer: treeAnswer,
});

export const workTypeInstrument = z.object({
  id: z.number(),
  name: z.string(),
  short_name: z.string().nullable(),
  image: z.string().nullable(),
});
export type WorkTypeInstrument = z.infer<typeof workTypeInstrument>;

/** Spec 01 §7: 'POST /api/work_types/{id}/image/{instrument_type_id} | image upload'. */
export const uploadWorkTypeImage = defineAction({
  name: 'work_types.upload_image',
  method: 'POST',
  path: '/api/work_types/:id/image/:instrument_type_id',
  title: 'Загрузить картинку типа работ с инструментом',
  permission: resourceActionRule(resources.work_types.permissions.update),
  params: wire.object({ id: wire.id(), instrument_type_id: wire.id() }),
  transport: 'upload',
  answer: z.object({ id: z.number(), instrument_types: z.array(workTypeInstrument) }),
});

/** A picture as work_type_images names it: /api/files/work_types/12-3.png. */
export const workTypeImageFile = defineAction({
  name: 'work_types.image_file',
  method: 'GET',
  path: '/api/files/work_types/:file',
  title: 'Картинка типа работ',
  permission: 'signed_in',
  params: wire.object({ file: z.string().regex(/^\d{1,9}-\d{1,9}\.(png|jpg|webp|svg)$/) }),
  transport: 'download',
  answer: wire.file(),
});
