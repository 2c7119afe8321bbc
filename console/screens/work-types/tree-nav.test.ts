import { describe, expect, it } from 'vitest';
import { buildWorkTypeTree } from '../../../core/work-types/work-type-tree.ts';
import { dropGroup, treeKey, visibleNodes } from './tree-nav.ts';

// Issue 15 item 5: 'select, expand, collapse ... all by keyboard as well (arrows, Enter ...)', the
// WAI-ARIA tree pattern's keys.
const tree = buildWorkTypeTree(
  [
    { id: 1, name: 'Погрузка', parent_id: null, position: 1 },
    { id: 2, name: 'Такелаж', parent_id: 1, position: 1 },
  ],
  [
    { id: 10, name: 'Грузчик', work_types_group_id: 1, position: 2 },
    { id: 11, name: 'Такелажник', work_types_group_id: 2, position: null },
    { id: 12, name: 'Разнорабочий', work_types_group_id: null, position: null },
  ],
);

describe('tree keys', () => {
  const open = new Set<string>();
  const visible = visibleNodes(tree, open);

  it('lists open groups’ children with their level', () => {
    expect(visible.map((v) => `${v.level}:${v.node.id}`)).toEqual(['1:g1', '2:g2', '3:w11', '2:w10', '1:w12']);
    expect(visibleNodes(tree, new Set(['g1'])).map((v) => v.node.id)).toEqual(['g1', 'w12']);
  });

  it.each([
    ['ArrowDown', 'g1', { focus: 'g2' }],
    ['ArrowDown', 'w12', null],
    ['ArrowUp', 'w10', { focus: 'w11' }],
    ['Home', 'w10', { focus: 'g1' }],
    ['End', 'g1', { focus: 'w12' }],
    ['ArrowRight', 'g1', { focus: 'g2' }],
    ['ArrowRight', 'w10', null],
    ['ArrowLeft', 'g2', { toggle: 'g2' }],
    ['ArrowLeft', 'w11', { focus: 'g2' }],
    ['ArrowLeft', 'w12', null],
  ])('%s on %s', (key, focused, expected) => {
    expect(treeKey(key, focused, visible, open)).toEqual(expected);
  });

  it('opens a closed group with → and leaves it with ←', () => {
    const closed = new Set(['g2']);
    const v = visibleNodes(tree, closed);
    expect(treeKey('ArrowRight', 'g2', v, closed)).toEqual({ toggle: 'g2' });
    expect(treeKey('ArrowLeft', 'g2', v, closed)).toEqual({ focus: 'g1' });
  });

  it('drops into a group, or into the group of the work type dropped on', () => {
    expect(dropGroup(visible, 'g2')).toBe(2);
    expect(dropGroup(visible, 'w10')).toBe(1);
    expect(dropGroup(visible, 'w12')).toBeNull();
  });
});
