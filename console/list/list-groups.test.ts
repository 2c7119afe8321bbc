import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { groupableFields, groupStarts } from './list-groups.ts';

describe('list grouping (list parameter group)', () => {
  it('offers enums, references, flags and dates of the resource', () => {
    const keys = groupableFields(resources.orders).map(([k]) => k);
    expect(keys).toEqual(expect.arrayContaining(['status', 'contractor_id', 'payment_type', 'start_date']));
    expect(keys).not.toContain('comment');
  });

  it('marks where a new group begins', () => {
    const rows = [{ status: 1 }, { status: 1 }, { status: 2 }, { status: 3 }, { status: 3 }];
    expect([...groupStarts(rows, 'status')]).toEqual([2, 3]);
    expect(groupStarts(rows, undefined).size).toBe(0);
  });
});
