import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ActStatusInput, actAccountsAmount, actStatus, actStatusLabels } from './act-status.rule.ts';

const design = readFileSync(new URL('../../../shared/DESIGN.md', import.meta.url), 'utf8');

const closed: ActStatusInput = {
  amount: '15000.00',
  amount_orders: '15000',
  act_operations: [{ amount: '10000.50' }, { amount: 499950n }],
  amount_payments: 1500000n,
};

describe('actStatus', () => {
  it.each<[string, Partial<ActStatusInput>, number]>([
    ['"4 act closed"', {}, 4],
    ['"1 orders mismatch (total order revenue differs from amount)"', { amount_orders: '14999.99' }, 1],
    ['"2 accounts mismatch" (sum of act_operations amounts differs)', { act_operations: [{ amount: '10000' }] }, 2],
    ['"2 accounts mismatch" with no operations', { act_operations: [] }, 2],
    ['"3 payments mismatch"', { amount_payments: '7500' }, 3],
    ['"3 payments mismatch" when nothing is paid', { amount_payments: null }, 3],
    ['orders are checked first', { amount_orders: '1', act_operations: [], amount_payments: null }, 1],
    ['accounts before payments', { act_operations: [], amount_payments: null }, 2],
  ])('spec %s', (_name, patch, expected) => {
    expect(actStatus({ ...closed, ...patch })).toBe(expected);
  });
});

describe('actAccountsAmount: spec "amount_accounts (sum of act_operations amounts)"', () => {
  it.each([
    [[{ amount: '0.10' }, { amount: '0.20' }], 30n],
    [[], 0n],
    [[{ amount: '100' }, { amount: null }], 10000n],
  ])('%j → %s kopecks', (ops, expected) => {
    expect(actAccountsAmount(ops)).toBe(expected);
  });
});

describe('actStatusLabels', () => {
  it('match DESIGN.md "act statuses 1 Не сходятся заказы, 2 Не сходятся счета, 3 Не сходятся оплаты, 4 Акт закрыт"', () => {
    const line = Object.entries(actStatusLabels)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    expect(design.replace(/\s+/g, ' ')).toContain(`act statuses ${line}`);
  });
});
