import { describe, expect, it } from 'vitest';
import { isOrderPaid, type PaidInput, paymentStage, paymentStageLabels } from './order-paid.rule.ts';

const unpaid: PaidInput = { payment_type: 1, status: 2, act_id: null, act_status: null, p_paid_at: null };

describe('isOrderPaid', () => {
  it.each<[string, Partial<PaidInput>, boolean]>([
    ['"payment_type 1 is paid when order status is 3"', { payment_type: 1, status: 3 }, true],
    ['type 1, status 2', { payment_type: 1, status: 2, p_paid_at: '2026-11-21' }, false],
    ['"type 2 when the order has an act and the act status is 4"', { payment_type: 2, act_id: 9, act_status: 4 }, true],
    ['type 2, act not closed', { payment_type: 2, act_id: 9, act_status: 3 }, false],
    ['type 2, no act', { payment_type: 2, act_status: 4 }, false],
    ['type 2, status 3 alone', { payment_type: 2, status: 3 }, false],
    ['"types 3 and 4 when p_paid_at is set": 3', { payment_type: 3, p_paid_at: '2026-11-21' }, true],
    ['"types 3 and 4 when p_paid_at is set": 4', { payment_type: 4, p_paid_at: '2026-11-21T10:00:00Z' }, true],
    ['type 3 without p_paid_at', { payment_type: 3, status: 3 }, false],
    ['type 4 with empty p_paid_at', { payment_type: 4, p_paid_at: '' }, false],
    ['no payment type', { payment_type: null, status: 3, p_paid_at: '2026-11-21' }, false],
  ])('spec %s', (_name, patch, expected) => {
    expect(isOrderPaid({ ...unpaid, ...patch })).toBe(expected);
  });
});

describe('paymentStage: spec "not issued (not sent), issued but unpaid, paid"', () => {
  it.each([
    [null, null, 'not_issued', 'Не выставлен'],
    ['2026-11-20', null, 'issued', 'Выставлен, не оплачен'],
    ['2026-11-20', '2026-11-21', 'paid', 'Оплачен'],
    [null, '2026-11-21', 'paid', 'Оплачен'],
    ['', '', 'not_issued', 'Не выставлен'],
  ] as const)('sent %j, paid %j → %s (%s)', (sent, paid, stage, label) => {
    expect(paymentStage(sent, paid)).toBe(stage);
    expect(paymentStageLabels[paymentStage(sent, paid)]).toBe(label);
  });
});
