import { describe, expect, it } from 'vitest';
import { commutePerWorker, commutePostings, mkadHoursNote, type OrderFare } from './commute.rule.ts';
import { orderTotals, plannedHours, workerHours } from './order-money.rule.ts';
import { LEDGER_OPERATION } from './order-ledger.rule.ts';
import { billedWorkHours, MIN_BILLED_HOURS } from './work-time.rule.ts';

// Issue 13 item 4: 'an order beyond the ring road gets add_hour added to the minimum billed time
// and the ticket cost in the workers' commute payment (record the rule)'.
const balashikha: OrderFare = {
  city_name: 'Балашиха',
  add_hour: '1.50',
  ticket_cost: '220.00',
  commute_amount: '150.00',
  minibus: false,
};
const inside: OrderFare = { city_name: null, add_hour: null, ticket_cost: null, commute_amount: null, minibus: false };

describe('the minimum billed time beyond the ring road', () => {
  it.each([
    [2, 1, null, String(MIN_BILLED_HOURS)],
    [2, 1, '1.50', '5.5'],
    [2, 1, '0', '4'],
    [5, 0.25, '1.5', '5.5'],
    [5, 1, '1.5', '6'],
    ['3.33', '0.01', '2.25', '6.25'],
    [null, null, '3', '7'],
  ])('pure %j + trip %j with add_hour %j → %s', (pure_time, trip_time, add_hour, expected) => {
    expect(billedWorkHours({ pure_time, trip_time, add_hour })).toBe(expected);
  });

  it('raises the plan and every worker of the order, so revenue and pay follow', () => {
    const order = { pure_time: '3', trip_time: null, approx_work_time: null, has_discount: true, discount: null };
    const far = { ...order, mkad_add_hour: '1.5' };
    expect([plannedHours(order), plannedHours(far)]).toEqual(['4', '5.5']);
    expect(workerHours(far, { pure_time: '2' })).toBe('5.5');
    expect(workerHours(far, { pure_time: '8' })).toBe('8');
    const price = {
      workers_amount: 1,
      rate_client1: '500',
      rate_client2: null,
      rate_individual1: '300',
      rate_individual2: null,
    };
    const worker = { ...price, individual_id: 7, pure_time: null };
    const near = orderTotals(order, [price], [worker]);
    const away = orderTotals(far, [price], [worker]);
    expect([near.final_revenue, near.final_profit]).toEqual([200_000n, 80_000n]);
    expect([away.final_revenue, away.final_profit]).toEqual([275_000n, 110_000n]);
  });
});

describe("the workers' commute payment", () => {
  it('is the tariff plus the city ticket, in kopecks', () => {
    expect(commutePerWorker(balashikha)).toBe(37_000n);
    expect(commutePerWorker({ ...balashikha, commute_amount: null })).toBe(22_000n);
    expect(commutePerWorker({ ...inside, commute_amount: '150.00' })).toBe(15_000n);
    expect(commutePerWorker(inside)).toBe(0n);
  });

  it('leaves the ticket out when the minibus takes the workers', () => {
    expect(commutePerWorker({ ...balashikha, minibus: true })).toBe(15_000n);
  });

  it('never sums in floats: 0.10 + 0.20 roubles is 30 kopecks', () => {
    expect(commutePerWorker({ ...balashikha, commute_amount: '0.10', ticket_cost: '0.20' })).toBe(30n);
  });

  it('posts operation 7 to each assigned worker once, in his favour', () => {
    const rows = commutePostings(balashikha, [
      { individual_id: 1, relation_type_id: 1 },
      { individual_id: 2, relation_type_id: 2 },
      { individual_id: 1, relation_type_id: 1 },
    ]);
    expect(rows).toEqual([
      { owner_type: 'Our_Individual', owner_id: 1, operation_id: LEDGER_OPERATION.commute, amount: 37_000n },
      { owner_type: 'Theirs_Individual', owner_id: 2, operation_id: LEDGER_OPERATION.commute, amount: 37_000n },
    ]);
    expect(LEDGER_OPERATION.commute).toBe(7);
    expect(commutePostings(inside, [{ individual_id: 1, relation_type_id: 1 }])).toEqual([]);
  });
});

describe('the card figures', () => {
  it('names the hours and the city', () => {
    expect(mkadHoursNote(balashikha)).toBe('+1,5 ч за МКАД (Балашиха)');
    expect(mkadHoursNote({ city_name: 'Истра', add_hour: '10.00' })).toBe('+10 ч за МКАД (Истра)');
    expect(mkadHoursNote({ city_name: 'Химки', add_hour: '0.00' })).toBeNull();
    expect(mkadHoursNote(inside)).toBeNull();
  });
});
