import { describe, expect, it } from 'vitest';
import { type CardInput, orderCardProblems } from './order-card.rule.ts';

const card = (c: Partial<CardInput> = {}): CardInput => ({
  step: null,
  workers_changed: false,
  passes: false,
  pass_data: null,
  prices: [{ workers_amount: 2 }],
  workers: [],
  ...c,
});
const fields = (c: Partial<CardInput>) => orderCardProblems(card(c)).map((p) => p.field);
const w = (individual_id: number | null, fix_pay = false, name = `Работник ${individual_id}`) => ({
  individual_id,
  fix_pay,
  name,
});

describe('orderCardProblems (spec 01 §5)', () => {
  it('"An order\'s prices are valid only when the total workers_amount is above 0", on a save that moves the status', () => {
    expect(fields({ step: 1, prices: [{ workers_amount: 0 }, { workers_amount: null }] })).toEqual(['order_prices']);
    expect(fields({ step: 1, prices: [{ workers_amount: 0 }, { workers_amount: 1 }] })).toEqual([]);
    expect(fields({ step: null, prices: [] })).toEqual([]);
  });

  it('"every non-deleted individual row has an individual chosen" when form 2 is conducted', () => {
    const workers = [w(1), w(null), w(3)];
    expect(orderCardProblems(card({ step: 2, workers }))).toEqual([
      {
        field: 'order_individuals[1].individual_id',
        message: 'не выбран',
        full: 'Работники, строка 2: работник не выбран',
      },
    ]);
    expect(fields({ step: 1, workers })).toEqual([]);
    expect(fields({ step: 2, workers: [w(1), { ...w(null), row: 4 }] })).toEqual([
      'order_individuals[4].individual_id',
    ]);
    expect(fields({ step: 3, workers: [w(null)] })).toEqual(['order_individuals[0].individual_id']);
  });

  it('"if passes are on, pass data exists", on a save that moves the status', () => {
    expect(fields({ step: 1, passes: true, pass_data: '  ' })).toEqual(['pass_data']);
    expect(fields({ step: 1, passes: true, pass_data: 'Паспорта на проходной' })).toEqual([]);
    expect(fields({ step: 1, passes: false, pass_data: null })).toEqual([]);
    expect(fields({ step: null, passes: true, pass_data: null })).toEqual([]);
  });

  it('"Individual selection … limited to individuals with the same fix_pay as the first chosen one"', () => {
    const workers = [w(null), w(1, true, 'Иванов'), w(2, false, 'Петров'), w(3, true)];
    const [problem, ...rest] = orderCardProblems(card({ workers_changed: true, workers }));
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      field: 'order_individuals[2].individual_id',
      message: 'почасовая оплата, а у первого выбранного работника — фиксированная',
      full: 'Работники, строка 3: у «Петров» почасовая оплата, а у первого выбранного работника — фиксированная',
    });
    expect(fields({ workers_changed: false, workers })).toEqual([]);
    expect(fields({ workers_changed: true, workers: [w(1), w(2), w(null)] })).toEqual([]);
  });
});
