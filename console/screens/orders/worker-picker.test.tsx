import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FreeIndividual, rateText, workerDetail, workerWarnings } from './worker-picker-items.ts';
import { WorkerPickerItem } from './WorkerPickerItem.tsx';

// Issue 10 item 2: 'a cmdk picker of free individuals for the order date … with status, rating,
// metro and rate; busy ones are marked so nobody is double-booked by accident, and an individual
// whose required document has expired is flagged before assignment.'

const row = (extra: Partial<FreeIndividual> = {}): FreeIndividual => ({
  id: 7,
  name: 'Иванов Пётр',
  phone: '79160000001',
  status: 2,
  fix_pay: false,
  metro: 'Сокол',
  rating: 4.6,
  busy: false,
  busy_order_ids: [],
  expired_documents: [],
  ...extra,
});

afterEach(cleanup);

describe('a worker picker item', () => {
  it('shows status, rating and metro, and no warning for a free worker with valid documents', () => {
    render(<WorkerPickerItem row={row()} />);
    expect(screen.getByText('Иванов Пётр')).toBeTruthy();
    expect(screen.getByText('Надёжный · рейтинг 4,60 · м. Сокол')).toBeTruthy();
    expect(document.querySelector('.worker-warning')).toBeNull();
    expect(document.querySelector('.worker-flag')).toBeNull();
  });

  it('flags a worker whose required documents expired, naming them', () => {
    render(<WorkerPickerItem row={row({ expired_documents: ['Патент', 'Медполис'] })} />);
    expect(screen.getByText('Просрочены документы: Патент, Медполис').className).toContain('worker-warning');
    expect(document.querySelector('.worker-flag')).not.toBeNull();
  });

  it('marks a worker busy on other orders of the day with those orders', () => {
    render(<WorkerPickerItem row={row({ busy: true, busy_order_ids: [12, 15] })} />);
    expect(screen.getByText('Занят в этот день: заказ № 12, заказ № 15')).toBeTruthy();
  });
});

describe('worker picker texts', () => {
  it('leaves out what the worker has not got', () => {
    expect(workerDetail(row({ rating: null, metro: null, status: 1 }))).toBe('Новичок');
  });

  it('lists the busy warning before the documents one', () => {
    expect(workerWarnings({ busy_order_ids: [3], expired_documents: ['Паспорт'] })).toEqual([
      'Занят в этот день: заказ № 3',
      'Просрочены документы: Паспорт',
    ]);
  });

  it.each([
    [{ rate1: '455.50', rate2: null, rate_source: 'individual' }, 'Ставка 455,50 ₽/ч'],
    [{ rate1: '390', rate2: '1500', rate_source: 'rating' }, 'Ставка 390,00 ₽/ч + 1 500,00 ₽ (по рейтингу)'],
    [{ rate1: null, rate2: null, rate_source: null }, ''],
  ] as const)('rate %j reads %s', (rate, text) => {
    expect(rateText({ individual_id: 7, rating: null, ...rate })).toBe(text);
  });
});
