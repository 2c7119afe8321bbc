import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { choosableColumns } from './list-columns.ts';

// Issue 22 item 11: 'the column chooser has two boxes named «Предоплата»'. Every list's choosable
// columns are told apart by their labels.
describe('the column chooser', () => {
  it.each(Object.values(resources).map((def) => [def.name, def] as const))('of %s names each column once', (_, def) => {
    const labels = choosableColumns(def).map((k) => def.fields[k].label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });
});
