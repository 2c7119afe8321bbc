import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListMeta, Row } from '../../core/api/api-client.ts';
import { type ResourceName, resources } from '../../core/resources/index.ts';
import type { SharedMeta } from '../../core/shared-meta.ts';
import { TextInput } from '../fields/inputs/TextInput.tsx';
import { useSharedMetaStore } from '../stores/shared-meta-store.ts';
import { GroupBar } from './GroupBar.tsx';
import { ListCell } from './ListCell.tsx';
import { Pager } from './Pager.tsx';

// Issue 9, item 6 'Values a person reads': 'Phones formatted (+7 926 144-59-56) in console lists and
// forms; status as a coloured badge with its full label (the group chips currently read «0.0 / 1.0 /
// 2.0» for status values: show labels there too); references as names (fall back to the shared
// metadata store for user refs); Russian plural agreement everywhere (list totals «1 запись / 3
// записи / 5 записей»); the address column of orders shows street and house'.

afterEach(() => {
  cleanup();
  useSharedMetaStore.setState({ meta: null });
});

const cell = (name: ResourceName, column: string, row: Row, meta?: ListMeta) =>
  render(<ListCell def={resources[name]} column={column} row={row} meta={meta} />).container
    .firstElementChild as HTMLElement;

describe('a phone', () => {
  it('reads +7 926 144-59-56 in a list cell, whatever form it was stored in', () => {
    expect(cell('individuals', 'phone', { id: 1, phone: '89261445956' }).textContent).toBe('+7 926 144-59-56');
    cleanup();
    expect(cell('individuals', 'phone', { id: 1, phone: '79261445956' }).textContent).toBe('+7 926 144-59-56');
  });

  it('reads +7 926 144-59-56 in the form input', () => {
    const field = resources.individuals.fields.phone;
    render(<TextInput id="phone" field={field} value="79261445956" onChange={vi.fn()} />);
    expect((document.getElementById('phone') as HTMLInputElement).value).toBe('+7 926 144-59-56');
  });
});

describe('a status', () => {
  it('is a badge with its full label, also when the server sends a numeric status as «2.5»', () => {
    const badge = cell('orders', 'status', { id: 1, status: '2.5' }).querySelector('.status-badge');
    expect(badge?.textContent).toBe('Организован');
    expect(badge?.className).toMatch(/tone-\d/);
  });

  it('keeps one colour per value and differs between values', () => {
    const tone = (status: unknown) => {
      const el = cell('individuals', 'status', { id: 1, status });
      const name = el.querySelector('.status-badge')?.className.match(/tone-\d/)?.[0];
      cleanup();
      return name;
    };
    expect(tone(1)).toBe(tone(1));
    expect(tone(1)).not.toBe(tone(2));
  });

  it('names the groups of a grouped list by their labels, not «0.0 / 1.0»', () => {
    const meta = {
      groups: [
        { value: '0.0', count: 3 },
        { value: '1.0', count: 5 },
      ],
    } as unknown as ListMeta;
    render(<GroupBar def={resources.orders} group="status" meta={meta} onPick={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Необработан/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Предварительная заявка/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d\.0/);
  });
});

describe('a group chip of a flag', () => {
  it('reads «Да» and «Нет», not «✓» and «false»', () => {
    const meta = {
      groups: [
        { value: true, count: 3 },
        { value: false, count: 5 },
      ],
    } as unknown as ListMeta;
    render(<GroupBar def={resources.messages} group="incoming" meta={meta} onPick={vi.fn()} />);
    expect([...document.querySelectorAll('.group-chip')].map((b) => b.firstChild?.textContent)).toEqual(['Да', 'Нет']);
  });
});

describe('a reference', () => {
  it('names a user from the shared metadata when the page lookups do not', () => {
    const meta: Partial<SharedMeta> = {
      users: [
        { id: 77, name: 'Смирнова Ольга', email: 'o@crm.local', user_group_id: null, fired: false, is_admin: false },
      ],
      user_groups: [],
    };
    useSharedMetaStore.setState({ meta: meta as SharedMeta });
    expect(cell('tasks', 'user_id', { id: 1, user_id: 77 }, {} as ListMeta).textContent).toBe('Смирнова Ольга');
  });

  it('shows the order address as street, then house', () => {
    const meta = { streets: [{ id: 5, name: 'ул. Лесная' }] } as unknown as ListMeta;
    const row = { id: 1, street_id: 5, address_info: 'д. 5, кв. 48' };
    expect(cell('orders', 'address_info', row, meta).textContent).toBe('ул. Лесная, д. 5, кв. 48');
  });
});

describe('the list total', () => {
  it.each([
    [1, true, 'Всего: 1 запись'],
    [3, true, 'Всего: 3 записи'],
    [5, true, 'Всего: 5 записей'],
    [21, true, 'Всего: 21 запись'],
    [1234, true, 'Всего: 1 234 записи'],
    [10000, false, 'Всего: 10 000+ записей'],
  ])('%i (exact: %s) reads «%s»', (total, exact, text) => {
    const meta = { total, total_exact: exact, limit: 50, page: 1, pages: 1 } as ListMeta;
    render(<Pager meta={meta} page={1} onPage={vi.fn()} />);
    expect(document.querySelector('.total')?.textContent).toBe(text);
  });
});

describe("a message's sender", () => {
  it('is the manager by name on an outgoing message, the plain number on an incoming one', () => {
    const users = [
      { id: 7, name: 'Иванов Пётр', email: 'p@crm.local', user_group_id: null, fired: false, is_admin: false },
    ];
    useSharedMetaStore.setState({ meta: { users, user_groups: [] } as unknown as SharedMeta });
    expect(cell('messages', 'sender_id', { id: 1, sender_id: 7, incoming: false }).textContent).toBe('Иванов Пётр');
    cleanup();
    expect(cell('messages', 'sender_id', { id: 2, sender_id: 7, incoming: true }).textContent).toBe('7');
  });
});

describe('a reference to a record titled by its number', () => {
  it('reads «№ 200», not a bare 200', () => {
    const meta = { orders: [{ id: 200, name: '200' }] } as unknown as ListMeta;
    expect(cell('messages', 'order_id', { id: 1, order_id: 200 }, meta).textContent).toBe('№ 200');
  });
});
