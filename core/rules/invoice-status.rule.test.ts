import { describe, expect, it } from 'vitest';
import {
  type InvoiceStatusInput,
  invoiceStatus,
  invoiceStatusLabels,
  paymentRemains,
  showMakePayment,
} from './invoice-status.rule.ts';

const fresh: InvoiceStatusInput = {
  payment_type: 3,
  status: 3,
  act_id: null,
  act_status: null,
  p_paid_at: null,
  p_sent_at: null,
};

describe('invoiceStatus: spec "Invoice status: 1 Re-issue, 2 Set payment, 3 Paid"', () => {
  it.each<[string, Partial<InvoiceStatusInput>, number, string]>([
    ['not sent', {}, 1, 'Перевыставить'],
    ['sent, unpaid', { p_sent_at: '2026-11-20' }, 2, 'Проставить оплату'],
    ['sent and paid (type 3)', { p_sent_at: '2026-11-20', p_paid_at: '2026-11-21' }, 3, 'Оплачен'],
    ['paid without a sent date', { p_paid_at: '2026-11-21' }, 3, 'Оплачен'],
    ['type 1 at status 3 is paid', { payment_type: 1 }, 3, 'Оплачен'],
    [
      'type 2 sent, act not closed',
      { payment_type: 2, p_sent_at: '2026-11-20', act_id: 1, act_status: 3 },
      2,
      'Проставить оплату',
    ],
    ['type 2 with closed act', { payment_type: 2, act_id: 1, act_status: 4 }, 3, 'Оплачен'],
  ])('%s → %s %s', (_name, patch, expected, label) => {
    const status = invoiceStatus({ ...fresh, ...patch });
    expect(status).toBe(expected);
    expect(invoiceStatusLabels[status]).toBe(label);
  });
});

describe('paymentRemains: spec "payment_remains (amount minus payed_amount, 0 if empty)"', () => {
  it.each([
    ['15000.00', '5000.50', 999950n],
    ['15000', null, 1500000n],
    [null, null, 0n],
    ['100', '100.00', 0n],
    ['100', '120', -2000n],
  ])('amount %j, payed %j → %s kopecks', (amount, payed_amount, expected) => {
    expect(paymentRemains({ amount, payed_amount })).toBe(expected);
  });
});

describe('showMakePayment: spec "checkbox shown only when there is no payment_date and no payed_amount"', () => {
  it.each([
    [null, null, true],
    ['', '0.00', true],
    [null, '0', true],
    ['2026-11-21', null, false],
    [null, '10.00', false],
    ['2026-11-21', '10.00', false],
  ])('payment_date %j, payed_amount %j → %s', (payment_date, payed_amount, expected) => {
    expect(showMakePayment({ payment_date, payed_amount })).toBe(expected);
  });
});
