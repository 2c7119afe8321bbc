import { describe, expect, it } from 'vitest';
import { encodeFilter } from '../../core/filter.ts';
import { resources } from '../../core/resources/index.ts';
import { filterRows, rangeOf, rangeValue, withFilter } from './filter-rows.ts';

describe('filter rows', () => {
  it('gives every filterable field a kind-appropriate row', () => {
    const rows = filterRows(resources.orders);
    const kind = (key: string) => rows.find((r) => r.key === key)?.input;
    expect(kind('start_date')).toBe('range');
    expect(kind('contractor_id')).toBe('ref');
    expect(kind('payment_type')).toBe('enum');
    expect(kind('prepayment')).toBe('bool');
    expect(kind('address_info')).toBe('text');
    expect(kind('comment')).toBeUndefined();
    expect(kind('order_prices')).toBeUndefined();
  });

  it('offers a named list filter as an enum row (individuals docs=..., issue 11 item 4)', () => {
    const docs = filterRows(resources.individuals).find((r) => r.key === 'docs');
    expect(docs?.input).toBe('enum');
    expect(docs?.field.label).toBe('Документы');
  });

  it('writes ranges as a..b and reads them back', () => {
    expect(rangeValue('01.11.2026', '30.11.2026')).toEqual(['01.11.2026..30.11.2026']);
    expect(rangeValue('5', '')).toEqual(['5..']);
    expect(rangeValue('', '')).toEqual([]);
    expect(rangeOf(['..7'])).toEqual(['', '7']);
    expect(rangeOf(['3'])).toEqual(['3', '3']);
  });

  it('drops a key whose value was cleared, so the encoded filter stays short', () => {
    const f = withFilter(withFilter({}, 'name', ['Ив']), 'status', ['2']);
    expect(encodeFilter(withFilter(f, 'name', []))).toBe('status=2');
  });
});
