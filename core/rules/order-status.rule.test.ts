import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defaultOrderView,
  displayedStatus,
  nextStatus,
  ORDER_STATUSES,
  type OrderTab,
  orderStatusLabel,
  orderTab,
  type StatusInput,
  type StoredOrderStatus,
} from './order-status.rule.ts';

const spec = readFileSync(
  new URL('../../../shared/spec/01-orders-contractors-individuals.md', import.meta.url),
  'utf8',
);

describe('order status catalogue', () => {
  it('matches the spec line "Order status catalogue: 0 Необработан, 1 Предварительная заявка, ..." exactly', () => {
    const line = ORDER_STATUSES.map((s) => `${s.value} ${s.label}`).join(', ');
    expect(spec).toContain(`Order status catalogue: ${line}.`);
  });

  it.each([
    [2.1, 'Предварительно организован'],
    [3, 'Посчитан'],
  ])('orderStatusLabel(%s) is %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it('throws on an unknown status', () => {
    expect(() => orderStatusLabel(4)).toThrow(RangeError);
  });
});

describe('displayedStatus', () => {
  const base: StatusInput = {
    status: 2,
    reviewed: true,
    visible_to_workers: false,
    places_total: 3,
    places_filled: 0,
    confirmed: 0,
  };
  it.each<[string, Partial<StatusInput>, number]>([
    ['"0 = status 1 and not reviewed"', { status: 1, reviewed: false }, 0],
    ['"1" (reviewed)', { status: 1, reviewed: true }, 1],
    ['stored 0 displays as 0 (DESIGN.md 8)', { status: 0, reviewed: true }, 0],
    ['"2" (not visible, places open)', { places_filled: 2 }, 2],
    ['"2.1 = status 2, not visible to workers, all places filled"', { places_filled: 3 }, 2.1],
    ['"2" (visible, nobody yet)', { visible_to_workers: true }, 2],
    ['"2.2 = visible, some places filled by individuals"', { visible_to_workers: true, places_filled: 1 }, 2.2],
    ['"2.2" (all filled, not all confirmed)', { visible_to_workers: true, places_filled: 3, confirmed: 2 }, 2.2],
    [
      '"2.5 = visible and confirmed count covers the total required"',
      { visible_to_workers: true, places_filled: 3, confirmed: 3 },
      2.5,
    ],
    ['"2" when no places are required', { visible_to_workers: true, places_total: 0 }, 2],
    ['"2" not visible, no places required', { places_total: 0 }, 2],
    ['"3"', { status: 3, reviewed: false }, 3],
  ])('spec %s', (_name, patch, expected) => {
    expect(displayedStatus({ ...base, ...patch })).toBe(expected);
  });

  it('throws on a stored status outside 0..3', () => {
    expect(() => displayedStatus({ ...base, status: 2.5 as StoredOrderStatus })).toThrow(RangeError);
  });
});

describe('nextStatus: DESIGN.md "New status = max(current, 1, min(s + 1, 3)); status 3 never moves on"', () => {
  it.each<[StoredOrderStatus, OrderTab, StoredOrderStatus]>([
    [0, 1, 2],
    [1, 1, 2],
    [0, 2, 3],
    [2, 1, 2],
    [2, 2, 3],
    [1, 3, 3],
    [3, 1, 3],
    [3, 3, 3],
  ])('current %s, saving form %s → %s', (current, step, expected) => {
    expect(nextStatus(current, step)).toBe(expected);
  });
});

describe('orderTab: spec "status 3 shows the third tab only when payment_type is 2, otherwise the second"', () => {
  it.each<[StoredOrderStatus, number | null, OrderTab]>([
    [3, 2, 3],
    [3, 1, 2],
    [3, 4, 2],
    [3, null, 2],
    [2, 2, 2],
    [1, 2, 1],
    [0, 1, 1],
  ])('status %s, payment_type %s → tab %s', (status, paymentType, expected) => {
    expect(orderTab(status, paymentType)).toBe(expected);
  });
});

describe('defaultOrderView', () => {
  it.each([
    [1, [2, 2.1, 2.2, 2.5], true],
    [2, [0, 1, 2, 2.1, 2.2, 2.5, 3], false],
    [6, [0, 1, 2, 2.1, 2.2, 2.5, 3], false],
    [null, [0, 1, 2, 2.1, 2.2, 2.5, 3], false],
  ])(
    'spec "Group 1 by default sees orders where they are the second-card manager with statuses 2, 2.1, 2.2, 2.5; other groups see statuses 0, 1, 2, 2.1, 2.2, 2.5, 3": group %s',
    (group, statuses, onlyAsUser2) => {
      expect(defaultOrderView(group)).toEqual({ statuses, only_as_user2: onlyAsUser2 });
    },
  );
});
