import { describe, expect, it } from 'vitest';
import { defineResource } from '../../core/resources/define-resource.ts';
import { f } from '../../core/resources/fields/f.ts';
import { applyChoices, defaultChoices, rebase } from './record-merge.ts';

// Issue 20 item 5: 'the console shows the fields that changed underneath (mine / theirs), never
// overwriting silently'.
const def = defineResource({
  name: 'merge_probes',
  singular: 'merge_probe',
  table: 'merge_probes',
  title: 'Пробы',
  titleField: 'name',
  fields: {
    name: f.text({ label: 'Название', required: true }),
    start_time: f.time({ label: 'Время' }),
    comment: f.text({ label: 'Комментарий' }),
    status: f.int({ label: 'Статус', readOnly: true }),
    lines: f.nested('probe_lines', 'probe_id', { qty: f.int({ label: 'Кол-во' }) }, { label: 'Строки' }),
  },
  defaultSort: ['name', 'asc'],
  nav: 'orders',
});

const base = {
  id: 1,
  version: 'a',
  name: 'Заказ',
  start_time: '10:00',
  comment: '',
  status: 1,
  lines: [{ id: 5, qty: 1, _key: 'n1' }],
};

describe('rebase', () => {
  it('takes theirs where the user changed nothing (the client change approved under the open card)', () => {
    const theirs = { ...base, version: 'b', start_time: '12:00', status: 2, lines: [{ id: 5, qty: 1 }] };
    const mine = { ...base, comment: 'моё' };
    const r = rebase(def, base, mine, theirs);
    expect(r.values).toMatchObject({ version: 'b', start_time: '12:00', comment: 'моё', status: 2 });
    // Changed underneath but untouched here: listed, «Их» chosen.
    expect(r.conflicts).toEqual([{ key: 'start_time', label: 'Время', mine: '10:00', theirs: '12:00', edited: false }]);
    expect(defaultChoices(r.conflicts)).toEqual({ start_time: 'theirs' });
  });

  it('lists a field both changed with the user`s value kept until they choose', () => {
    const theirs = { ...base, version: 'b', comment: 'их' };
    const r = rebase(def, base, { ...base, comment: 'моё' }, theirs);
    expect(r.conflicts).toEqual([{ key: 'comment', label: 'Комментарий', mine: 'моё', theirs: 'их', edited: true }]);
    expect(r.values.comment).toBe('моё');
    expect(applyChoices(r, { comment: 'theirs' })).toMatchObject({ comment: 'их', version: 'b' });
  });

  it('is quiet when both wrote the same value, and compares nested rows without their client keys', () => {
    const theirs = { ...base, version: 'b', comment: 'одно', lines: [{ id: 5, qty: 1 }] };
    expect(rebase(def, base, { ...base, comment: 'одно' }, theirs).conflicts).toEqual([]);
    const more = rebase(def, base, base, { ...theirs, comment: '', lines: [{ id: 5, qty: 3 }] });
    expect(more.conflicts.map((c) => c.key)).toEqual(['lines']);
  });
});
