import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { parseCsv } from '../output/csv.ts';
import { describeRows } from './import-diff.ts';
import { readImportFile } from './import-file.ts';

// Issue 9, item 11: 'import dry run shows the per-row diff'; 'dry runs show labels on both sides
// («да» → «нет») and skip rows that would not change'.
describe('describeRows', () => {
  const def = resources.contractors;
  const file = readImportFile(
    def,
    parseCsv('id;name;sms_enabled;contractor_type_id\n;Новый;нет;2\n7;Ромашка;нет;1\n8;Лютик;да;1\n'),
  );
  const current = new Map([
    [7, { id: 7, name: 'Ромашка', sms_enabled: true, contractor_type_id: 2 }],
    [8, { id: 8, name: 'Лютик', sms_enabled: true, contractor_type_id: 1 }],
  ]);
  const lookups = {
    contractor_types: new Map([
      [1, 'Юрлицо'],
      [2, 'Физлицо'],
    ]),
  };

  it('names each changed field with labels and names on both sides, and leaves out rows with no change', () => {
    expect(file.errors).toEqual([]);
    expect(describeRows(def, file.rows, current, lookups)).toEqual({
      lines: [
        'Строка 2: новая запись — Название: «Новый»; SMS: «нет»; Тип: «Физлицо»',
        'Строка 3 (№7): SMS: «да» → «нет»; Тип: «Физлицо» → «Юрлицо»',
      ],
      unchanged: [4],
    });
  });
});
