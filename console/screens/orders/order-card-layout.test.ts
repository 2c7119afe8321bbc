import { describe, expect, it } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { cardSections, orderCardLayout } from './order-card-layout.ts';

const fieldsOf = (tab: 1 | 2 | 3) => orderCardLayout[tab].flatMap((s) => s.fields);

describe('the order card layout (spec 01 §2: form 1 preliminary, form 2 formed, form 3 closed and counted)', () => {
  it.each([1, 2, 3] as const)('form %i names only order fields, each once', (tab) => {
    const names = fieldsOf(tab);
    expect(names.filter((n) => !(n in resources.orders.fields))).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('puts every order field of issue 10 item 1 on the first two forms', () => {
    const shown = new Set([...fieldsOf(1), ...fieldsOf(2)]);
    for (const key of [
      'contractor_id',
      'client_id',
      'contact_id',
      'doc_contact_id',
      'user_id',
      'user2_id',
      'user3_id',
      'start_date',
      'start_time',
      'approx_work_time',
      'payment_type',
      'prepayment',
      'prepayment_condition_id',
      'discount',
      'discount_form1',
      'street_id',
      'address_info',
      'metro_station_ids',
      'additional_order_addresses',
      'passes',
      'pass_date',
      'pass_time',
      'pass_data',
      'minibus',
      'electric_train',
      'receipt',
      'comment',
      'order_prices',
      'order_individuals',
    ])
      expect(shown, key).toContain(key);
  });

  it('shows worker rows from form 2 on, the form-1 discount only on form 1', () => {
    expect(fieldsOf(1)).not.toContain('order_individuals');
    expect(fieldsOf(2)).toContain('order_individuals');
    expect(fieldsOf(1)).toContain('discount_form1');
    expect(fieldsOf(2)).not.toContain('discount_form1');
  });

  it('leaves server-kept values off a new card', () => {
    const fields = cardSections(resources.orders, 3, true, false).flatMap((s) => s.entries.map(([k]) => k));
    expect(fields).not.toContain('not_paid_amount');
    expect(cardSections(resources.orders, 3, false, false).flatMap((s) => s.entries.map(([k]) => k))).toContain(
      'not_paid_amount',
    );
  });
});
