import { describe, expect, it } from 'vitest';
import { savedPriceLines, withoutShadowedDefaults } from './price-lines.ts';

// Issue 22 item 6: 'choosing «Грузчик» while the empty default «Грузчик» line exists refuses the save
// with «Такой тип работ и инструмент уже есть…»; … lines with 0 workers are saved.'
const defaults = [48, 50, 51, 49, 54, 52].map((w, i) => ({ _key: `d${i}`, work_type_id: w, workers_amount: 0 }));

describe('price lines of the card', () => {
  it('a typed line of a default line’s work type takes its place', () => {
    const rows = [...defaults, { _key: 't', work_type_id: 48, workers_amount: 3 }];
    const after = withoutShadowedDefaults(rows, rows.length - 1);
    expect(after.map((r) => r.work_type_id)).toEqual([50, 51, 49, 54, 52, 48]);
  });

  it('keeps a line already in use, a saved line and another instrument', () => {
    const rows = [
      { _key: 'a', work_type_id: 48, workers_amount: 2 },
      { id: 7, work_type_id: 50, workers_amount: 0 },
      { _key: 'b', work_type_id: 52, instrument_type_id: 3, workers_amount: 0 },
      { _key: 'c', work_type_id: 48, workers_amount: 1 },
      { _key: 'd', work_type_id: 50, workers_amount: 1 },
      { _key: 'e', work_type_id: 52, instrument_type_id: 4, workers_amount: 1 },
    ];
    expect(withoutShadowedDefaults(rows, 3)).toHaveLength(6);
    expect(withoutShadowedDefaults(rows, 4)).toHaveLength(6);
    expect(withoutShadowedDefaults(rows, 5)).toHaveLength(6);
  });

  it('sends no unused line, but keeps a saved one with 0 workers', () => {
    const rows = [
      ...defaults,
      { id: 9, work_type_id: 48, workers_amount: 0 },
      { _key: 'x', work_type_id: 50, workers_amount: 2 },
    ];
    expect(savedPriceLines(rows).map((r) => r.id ?? r._key)).toEqual([9, 'x']);
  });
});
