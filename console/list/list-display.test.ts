import { describe, expect, it } from 'vitest';
import type { ListMeta } from '../../core/api/api-client.ts';
import { resources } from '../../core/resources/index.ts';
import { displayValue, fetchedFields, namesText, rowTone } from './list-display.ts';
import { choosableColumns, defaultColumns, sortableColumn } from './list-columns.ts';

const individuals = resources.individuals;
const meta = { total: 1 } as ListMeta;

describe('individuals list values (issue 11 item 2)', () => {
  it("spec 01 §2 'passport type 6 patent, type 7 residence permit; rows of those types are highlighted red'", () => {
    expect(rowTone(individuals, { id: 1, passport_type_id: 6 })).toBe('danger');
    expect(rowTone(individuals, { id: 1, passport_type_id: 7 })).toBe('danger');
    expect(rowTone(individuals, { id: 1, passport_type_id: 1 })).toBeUndefined();
    expect(rowTone(resources.contractors, { id: 1 })).toBeUndefined();
  });

  it('asks for the fields its derived cells and row tone read', () => {
    const fields = fetchedFields(individuals, ['name', 'payment_method_id']);
    expect(fields).toEqual(['name', 'payment_method_id', 'total_work_time', 'passport_type_id']);
  });

  it("shows the payment method's short code ('фп' past 120 hours) and the age beside the birth date", () => {
    expect(
      displayValue(individuals, 'payment_method_id', { id: 1, payment_method_id: 3, total_work_time: 121 }, meta),
    ).toBe('фп');
    expect(
      displayValue(individuals, 'payment_method_id', { id: 1, payment_method_id: 1, total_work_time: 0 }, meta),
    ).toBe('ст');
    expect(displayValue(individuals, 'birth_date', { id: 1, birth_date: '2000-01-01' }, meta)).toMatch(
      /^01\.01\.2000 \(\d+ (год|года|лет)\)$/,
    );
  });

  it('the default filter hides status 7 only', () => {
    expect(individuals.defaultFilter?.({ id: 1, user_group_id: 2 })).toEqual({
      status: ['1', '2', '3', '4', '5', '6'],
    });
  });
});

describe("contractors' contacts column (spec 01 §9: 'column: at most 5 names')", () => {
  it('is a default column of names from the meta, with the count of the rest', () => {
    expect(choosableColumns(resources.contractors)).toContain('contractor_contacts');
    expect(defaultColumns(resources.contractors)).toContain('contractor_contacts');
    const withNames = {
      total: 1,
      nested_names: { contractor_contacts: { 7: { names: ['Анна', 'Борис', 'Вера', 'Глеб', 'Дина'], total: 8 } } },
    } as unknown as ListMeta;
    expect(namesText(withNames, 'contractor_contacts', 7)).toBe('Анна, Борис, Вера, Глеб, Дина +3');
    expect(displayValue(resources.contractors, 'contractor_contacts', { id: 7 }, withNames)).toBe(
      'Анна, Борис, Вера, Глеб, Дина +3',
    );
    expect(namesText(withNames, 'contractor_contacts', 8)).toBe('');
  });
});

describe('orders: num_orders and first_ordered_at (issue 10 item 6 "computed columns ... plus num_orders and first_ordered_at")', () => {
  it('are columns to choose, not sortable (no column to sort by)', () => {
    expect(choosableColumns(resources.orders)).toEqual(expect.arrayContaining(['num_orders', 'first_ordered_at']));
    expect(sortableColumn(resources.orders.fields.num_orders, 'num_orders')).toBe(false);
  });
});
