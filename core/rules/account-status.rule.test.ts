import { describe, expect, it } from 'vitest';
import { type AccountStatusInput, accountStatus, accountStatusLabels } from './account-status.rule.ts';
import { showMakePayment } from './invoice-status.rule.ts';

// Spec 02 §2 '/accounts: filter by status with checkboxes'; the statuses are ours (docs/decisions.md).
describe('accountStatus', () => {
  it.each<[string, AccountStatusInput, number, string]>([
    ['nothing paid', { amount: '1000.00', payed_amount: null, payment_date: null }, 1, 'Не оплачен'],
    ['zero paid', { amount: '1000.00', payed_amount: '0.00', payment_date: null }, 1, 'Не оплачен'],
    ['part paid', { amount: '1000.00', payed_amount: '999.99', payment_date: '2026-11-01' }, 2, 'Оплачен частично'],
    ['all paid', { amount: '1000.00', payed_amount: '1000', payment_date: null }, 3, 'Оплачен'],
    ['overpaid', { amount: '1000.00', payed_amount: '1200.00', payment_date: null }, 3, 'Оплачен'],
    [
      'a payment date without a sum',
      { amount: '1000.00', payed_amount: null, payment_date: '2026-11-01' },
      3,
      'Оплачен',
    ],
  ])('%s', (_name, input, status, label) => {
    expect(accountStatus(input)).toBe(status);
    expect(accountStatusLabels[accountStatus(input)]).toBe(label);
  });

  it('Не оплачен exactly when the make-payment checkbox shows (spec: "no payment_date and no payed_amount")', () => {
    const cases: AccountStatusInput[] = [
      { amount: '10', payed_amount: null, payment_date: null },
      { amount: '10', payed_amount: '0', payment_date: '2026-01-01' },
      { amount: '10', payed_amount: '5', payment_date: null },
    ];
    for (const c of cases) expect(accountStatus(c) === 1).toBe(showMakePayment(c));
  });
});
