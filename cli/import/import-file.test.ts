import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { parseCsv } from '../output/csv.ts';
import { lineRanges, readImportFile } from './import-file.ts';

describe('readImportFile', () => {
  it('maps keys and Russian labels, skips read-only columns, validates every row', () => {
    const csv = 'id,Название,short_name,created_at\n,Сфера 1,С1,x\n5,,С2,\n,"Сфера, 3",,\n';
    const file = readImportFile(resources.contractor_scopes, parseCsv(csv));
    expect(file.skipped).toEqual(['created_at']);
    expect(file.errors).toEqual([{ line: 3, message: 'Название не может быть пустым' }]);
    expect(file.rows.map((r) => [r.line, r.mode, r.payload])).toEqual([
      [2, 'create', { name: 'Сфера 1', short_name: 'С1' }],
      [4, 'create', { name: 'Сфера, 3' }],
    ]);
  });

  it('never sends an owner or an author column: the server sets them from the session (issue 8)', () => {
    const filters = readImportFile(resources.filters, parseCsv('name,model,user_id\nМои,orders,5\n'));
    expect(filters.skipped).toEqual(['user_id']);
    expect(filters.rows[0].payload).toEqual({ name: 'Мои', model: 'orders' });
    const ledger = readImportFile(resources.tasks, parseCsv('title,Автор\nПозвонить,5\n'));
    expect(ledger.skipped).toEqual(['user_id']);
    expect(ledger.rows[0].payload).toEqual({ title: 'Позвонить' });
  });

  it('reads an enum by its Russian label as well as its value', () => {
    const csv =
      'payment_date,amount,owner_type,owner_id\n21.11.2026,"1 234,50",Работник,1\n21.11.2026,10,Contractor,2\n';
    const file = readImportFile(resources.transactions, parseCsv(csv));
    expect(file.errors).toEqual([]);
    expect(file.rows.map((r) => r.values.owner_type)).toEqual(['Individual', 'Contractor']);
    expect(file.rows[0].values.amount).toBe('1234.50');
  });

  it('reads да/нет for a yes/no field and skips blank rows without renumbering the rest', () => {
    const file = readImportFile(resources.contractors, parseCsv('name;sms_enabled\nА;да\n;\nБ;Нет\n'));
    expect(file.errors).toEqual([]);
    expect(file.rows.map((r) => [r.line, r.values.sms_enabled])).toEqual([
      [2, true],
      [4, false],
    ]);
  });

  it('clears a field on update when its cell is empty', () => {
    const file = readImportFile(resources.contractor_scopes, parseCsv('id,name,short_name\n7,Сфера,\n'));
    expect(file.rows[0]).toMatchObject({ id: 7, mode: 'update', payload: { name: 'Сфера', short_name: null } });
  });

  it('refuses an unknown column before reading any row', () => {
    expect(() => readImportFile(resources.contractor_scopes, parseCsv('nmae\nx\n'))).toThrow(
      /Неизвестная колонка «nmae».*name/,
    );
  });

  it('names row ranges', () => {
    expect(lineRanges([6, 2, 3, 4, 9])).toBe('2–4, 6, 9');
    expect(lineRanges([])).toBe('нет');
  });
});
