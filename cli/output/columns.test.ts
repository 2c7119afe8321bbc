import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { displayCell, mergeLookups, rawCell } from './cells.ts';
import { pickColumns, storedColumns } from './columns.ts';

describe('columns and cells from the registry', () => {
  it('defaults to the number and the list columns of every resource', () => {
    for (const def of Object.values(resources)) {
      const columns = pickColumns(def);
      expect(columns[0].key, def.name).toBe('id');
      expect(
        columns.every((c) => c.label),
        def.name,
      ).toBe(true);
      expect(
        storedColumns(def).some((c) => c.field.kind === 'nested'),
        def.name,
      ).toBe(false);
    }
  });

  it('refuses an unknown --fields name and suggests close ones', () => {
    expect(() => pickColumns(resources.contractors, 'id,nmae')).toThrow(/нет поля «nmae».*name/);
  });

  it('formats money, dates, references, enums and booleans the Russian way', () => {
    const [id, name, type, payment] = pickColumns(resources.contractors, 'id,name,contractor_type_id,payment_type');
    const [sms, date] = pickColumns(resources.contractors, 'sms_enabled,contract_date');
    const lookups = mergeLookups({}, { contractor_types: [{ id: 1, name: 'Клиент' }], total: 5 });
    const row = {
      id: 7,
      name: 'ООО «Ромашка»',
      contractor_type_id: 1,
      payment_type: 2,
      sms_enabled: false,
      contract_date: '2026-11-21',
    };
    expect([id, name, type, payment, sms, date].map((c) => displayCell(row, c, lookups))).toEqual([
      '7',
      'ООО «Ромашка»',
      'Клиент',
      'Безналичные',
      'нет',
      '21.11.2026',
    ]);
    expect(displayCell({ contractor_type_id: 9 }, type, lookups)).toBe('№9');
    const [amount] = pickColumns(resources.transactions, 'amount');
    expect(displayCell({ amount: '1234.50' }, amount, {})).toBe('1 234,50');
  });

  // Issue 9, item 6: 'phones formatted +7 926 144-59-56 in CLI tables and XLSX'.
  it('formats phone fields and counts nested rows with agreement', () => {
    const [contacts] = pickColumns(resources.contractors, 'contractor_contacts');
    const [phone] = pickColumns(resources.individuals, 'phone');
    expect(displayCell({ phone: '89261445956' }, phone, {})).toBe('+7 926 144-59-56');
    expect(displayCell({ phone: '+380441234567' }, phone, {})).toBe('+380441234567');
    expect(displayCell({ contractor_contacts: [{}, {}, {}] }, contacts, {})).toBe('3 строки');
    expect(displayCell({ contractor_contacts: [{}] }, contacts, {})).toBe('1 строка');
  });

  it('keeps wire values for scripts', () => {
    expect([rawCell(null), rawCell([1, 2]), rawCell('1234.50'), rawCell({ a: 1 })]).toEqual([
      '',
      '1,2',
      '1234.50',
      '{"a":1}',
    ]);
  });
});
