import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { FilterField } from '../../list/FilterField.tsx';
import { filterRows } from '../../list/filter-rows.ts';
import { useSession } from '../../stores/session-store.ts';

// Issue 13 item 1: '/transactions … filters by owner, operation, period, order and account', each a
// row of the generic filter panel (`f`, then Tab from one to the next).
afterEach(cleanup);

const rows = filterRows(resources.transactions);
const row = (key: string) => {
  const found = rows.find((r) => r.key === key);
  if (!found) throw new Error(`no filter ${key}`);
  return found;
};

describe('the ledger filters', () => {
  it('cover owner, operation, period, order and account', () => {
    expect(
      ['owner_type', 'owner_id', 'operation_id', 'payment_date', 'order_id', 'account_id'].map((k) => row(k).input),
    ).toEqual(['enum', 'linkedId', 'enum', 'range', 'ref', 'ref']);
    const operation = row('operation_id').field;
    expect(operation.kind === 'enum' && operation.options.map((o) => o.label)).toContain('Выплата');
  });

  it('pick the owner in the cards of the chosen owner type, and take a typed id exactly while none is chosen', () => {
    useSession.setState({
      me: { id: 1, email: 'a@b.ru', name: 'Админ', is_admin: true, user_group_id: null, permissions: {} },
    });
    const onChange = vi.fn();
    const typed = render(<FilterField row={row('owner_id')} filter={{}} onChange={onChange} />);
    const input = typed.container.querySelector('input') as HTMLInputElement;
    expect(typed.container.querySelector('.ref-input')).toBeNull();
    fireEvent.change(input, { target: { value: '15' } });
    // One id, not the open range «15..» a number field would make of a lone «от».
    expect(onChange).toHaveBeenLastCalledWith(['15']);
    cleanup();
    for (const types of [['Contractor'], ['Individual', 'Our_Individual', 'Theirs_Individual']]) {
      const picked = render(<FilterField row={row('owner_id')} filter={{ owner_type: types }} onChange={onChange} />);
      expect(picked.container.querySelector('.ref-input')).not.toBeNull();
      cleanup();
    }
  });
});
