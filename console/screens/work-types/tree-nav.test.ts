import { describe, expect, it } from 'vitest';
import { buildWorkTypeTree } from '../../../core/work-types/work-type-tree.ts';
import { dropGroup, dropPlace, dropZone, siblingStep, treeKey, visibleNodes } from './tree-nav.ts';

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

// Issue 23 item 12: 'a mouse drop onto a work type does nothing and says nothing …; siblings cannot
// be reordered.'
describe('drops and reordering', () => {
  const wide = buildWorkTypeTree(
    [
      { id: 1, name: 'Погрузка', parent_id: null, position: 1 },
      { id: 2, name: 'Такелаж', parent_id: null, position: 2 },
    ],
    [
      { id: 10, name: 'Грузчик', work_types_group_id: 1, position: 1 },
      { id: 11, name: 'Упаковщик', work_types_group_id: 1, position: 2 },
      { id: 12, name: 'Сборщик', work_types_group_id: 1, position: 3 },
      { id: 13, name: 'Такелажник', work_types_group_id: 2, position: 1 },
    ],
  );
  const visible = visibleNodes(wide, new Set());

  it('reads the pointer: a group takes its middle as «into», a work type has two halves', () => {
    expect(dropZone('group', 104, 100, 24)).toBe('before');
    expect(dropZone('group', 112, 100, 24)).toBe('into');
    expect(dropZone('group', 122, 100, 24)).toBe('after');
    expect(dropZone('work_type', 105, 100, 24)).toBe('before');
    expect(dropZone('work_type', 118, 100, 24)).toBe('after');
  });

  it('drops a work type onto another work type beside it, in that work type’s group', () => {
    expect(dropPlace(wide, visible, 'w13', 'w11', 'before')).toEqual({ group: 1, before: 'w11' });
    expect(dropPlace(wide, visible, 'w13', 'w11', 'after')).toEqual({ group: 1, before: 'w12' });
    expect(dropPlace(wide, visible, 'w13', 'w12', 'after')).toEqual({ group: 1, before: null });
    expect(dropPlace(wide, visible, 'w12', 'w10', 'before')).toEqual({ group: 1, before: 'w10' });
  });

  it('drops into a group, beside a group, and a work type beside a group into that group’s parent', () => {
    expect(dropPlace(wide, visible, 'w10', 'g2', 'into')).toEqual({ group: 2 });
    expect(dropPlace(wide, visible, 'g2', 'g1', 'before')).toEqual({ group: null, before: 'g1' });
    expect(dropPlace(wide, visible, 'w13', 'g1', 'after')).toEqual({ group: null });
    expect(dropPlace(wide, visible, 'w10', 'w10', 'before')).toBeNull();
  });

  it('steps a node up and down among its siblings of the same kind with Alt+↑ / Alt+↓', () => {
    expect(siblingStep(wide, visible, 'w11', -1)).toEqual({ group: 1, before: 'w10' });
    expect(siblingStep(wide, visible, 'w11', 1)).toEqual({ group: 1, before: null });
    expect(siblingStep(wide, visible, 'w10', 1)).toEqual({ group: 1, before: 'w12' });
    expect(siblingStep(wide, visible, 'w10', -1)).toBeNull();
    expect(siblingStep(wide, visible, 'g2', -1)).toEqual({ group: null, before: 'g1' });
  });
});
