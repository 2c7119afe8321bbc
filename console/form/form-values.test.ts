import { describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { defaultsOf, fieldErrorText, hasEdits, hasNestedErrors, nestedKey, toPayload } from './form-values.ts';

describe('form values', () => {
  it('joins a field’s server errors with "; " (spec section 5)', () => {
    expect(fieldErrorText({ name: ['не может быть пустым', 'слишком длинное'] }, 'name')).toBe(
      'не может быть пустым; слишком длинное',
    );
    expect(fieldErrorText({ name: [] }, 'name')).toBeUndefined();
    expect(fieldErrorText(undefined, 'name')).toBeUndefined();
  });

  it('keys nested errors the way the server answers them', () => {
    expect(nestedKey('order_prices', 0, 'work_type_id')).toBe('order_prices[0].work_type_id');
    expect(hasNestedErrors({ 'order_prices[3].workers_amount': ['x'] }, 'order_prices')).toBe(true);
    expect(hasNestedErrors({ order_individuals: ['x'] }, 'order_prices')).toBe(false);
  });

  it('starts a new record from the registry defaults, without read-only fields', () => {
    const values = defaultsOf(resources.contractors.fields);
    expect(values).toMatchObject({ contractor_type_id: 1, sms_enabled: true, prices: [] });
    expect(values).not.toHaveProperty('avg_days_between_orders');
  });

  it('sends removed existing rows as _destroy and keeps the row order of the screen', () => {
    const payload = toPayload(resources.orders, {
      status: 3,
      start_date: '2026-12-01',
      order_prices: [
        { id: 5, work_type_id: 48, _destroy: true, _key: 'a' },
        { work_type_id: 50, workers_amount: 2, _key: 'b' },
      ],
    });
    expect(payload).not.toHaveProperty('status');
    expect(payload.order_prices).toEqual([
      { id: 5, _destroy: true },
      { work_type_id: 50, workers_amount: 2 },
    ]);
  });

  it('never sends an owner or an author: the server takes them from the session (issue 8)', () => {
    expect(toPayload(resources.filters, { name: 'Мои', model: 'orders', user_id: 5 })).toEqual({
      name: 'Мои',
      model: 'orders',
    });
    expect(toPayload(resources.transactions, { amount: '10.00', user_id: 5 })).toEqual({ amount: '10.00' });
  });

  it('leaves an empty password out instead of clearing it', () => {
    expect(toPayload(resources.users, { email: 'a@b.ru', password: '' })).toEqual({ email: 'a@b.ru' });
  });
});

describe('hasEdits: closing a form asks first only when something was changed', () => {
  const opened = { name: 'Грузчик', rate: '350', lines: [{ _key: 'n1', amount: 2 }] };
  it('is false for the values the form opened with, and before they are loaded', () => {
    expect(hasEdits(opened, structuredClone(opened))).toBe(false);
    expect(hasEdits(null, null)).toBe(false);
  });
  it('is true after a typed change or a nested row change', () => {
    expect(hasEdits(opened, { ...opened, rate: '400' })).toBe(true);
    expect(hasEdits(opened, { ...opened, lines: [{ _key: 'n1', amount: 2, _destroy: true }] })).toBe(true);
  });
  it('is false for the same rows read again under new client keys (the card after an action)', () => {
    expect(hasEdits(opened, { ...opened, lines: [{ _key: 'n7', amount: 2 }] })).toBe(false);
  });
});
