import { describe, expect, it } from 'vitest';
import { buildWorkTypeTree, parseNodeId, wouldLoop } from './work-type-tree.ts';

const groups = [
  { id: 1, name: 'Погрузка', parent_id: null, position: 2 },
  { id: 2, name: 'Такелаж', parent_id: 1, position: null },
  { id: 3, name: 'Водители', parent_id: null, position: 1 },
];
const workTypes = [
  { id: 10, name: 'Грузчик', work_types_group_id: 1, position: null },
  { id: 11, name: 'Такелажник', work_types_group_id: 2, position: null },
  { id: 12, name: 'Водитель', work_types_group_id: 3, position: null },
  { id: 13, name: 'Разнорабочий', work_types_group_id: null, position: null },
];

// Spec 02 §2: 'grouped as a tree of groups (node with id, label, children, collapsed and selected flags)'.
describe('work types tree', () => {
  it('nests groups by parent, work types under their group, loose work types last', () => {
    const tree = buildWorkTypeTree(groups, workTypes);
    const shape = (nodes: typeof tree): unknown => nodes.map((n) => [n.id, n.label, shape(n.children)]);
    expect(shape(tree)).toEqual([
      ['g3', 'Водители', [['w12', 'Водитель', []]]],
      [
        'g1',
        'Погрузка',
        [
          ['g2', 'Такелаж', [['w11', 'Такелажник', []]]],
          ['w10', 'Грузчик', []],
        ],
      ],
      ['w13', 'Разнорабочий', []],
    ]);
    expect(tree[0]).toMatchObject({ kind: 'group', record_id: 3, collapsed: false, selected: false });
  });

  it('shows a group of a looping chain at the top level instead of losing it', () => {
    const looped = [
      { id: 1, name: 'А', parent_id: 2, position: null },
      { id: 2, name: 'Б', parent_id: 1, position: null },
    ];
    expect(buildWorkTypeTree(looped, []).map((n) => n.id)).toEqual(['g1', 'g2']);
  });

  it.each([
    [2, 1, false],
    [1, 2, true],
    [1, 1, true],
    [3, 2, false],
    [1, null, false],
  ])('group %s under %s loops: %s', (id, parent, loops) => {
    expect(wouldLoop(groups, id, parent)).toBe(loops);
  });

  it('reads node ids and refuses anything else', () => {
    expect(parseNodeId('g5')).toEqual({ kind: 'group', record_id: 5 });
    expect(parseNodeId('w12')).toEqual({ kind: 'work_type', record_id: 12 });
    expect(parseNodeId('x1')).toBeNull();
    expect(parseNodeId('g')).toBeNull();
  });
});
