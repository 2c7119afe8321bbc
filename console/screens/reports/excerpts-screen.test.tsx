import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeFilter } from '../../../core/filter.ts';
import type { ExcerptRow, ExcerptSums, ExcerptsAnswer } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles, kopecksToDecimalString, sumMoney, toKopecks } from '../../../core/money.ts';
import { runCommand } from '../../commands/command-bus.ts';
import { useScreenActions } from '../../commands/screen-actions.ts';
import { ExcerptsScreen } from './ExcerptsScreen.tsx';
import { asked, cells, keys, press, serve, show, tableReady } from './report-fixture.tsx';

// Issue 13 item 6: '/excerpts: daily totals of operations split into clients, own and third-party
// workers and users, with day totals … totals rows, period pickers by keyboard … a chart where a
// person would rather look (daily totals of the month)'.
const parts = ['clients', 'own_individuals', 'theirs_individuals', 'users'] as const;
const row = (date: string, operation_id: number, ...money: string[]): ExcerptRow => {
  const sums = Object.fromEntries(parts.map((p, i) => [p, money[i]])) as Omit<ExcerptSums, 'total'>;
  return { date, operation_id, ...sums, total: kopecksToDecimalString(sumMoney(money)) };
};
const sumOf = (rows: readonly ExcerptSums[]): ExcerptSums => {
  const out = Object.fromEntries(
    [...parts, 'total' as const].map((p) => [p, kopecksToDecimalString(sumMoney(rows.map((r) => r[p])))]),
  );
  return out as unknown as ExcerptSums;
};

/** What the server would answer for a period: these rows, their day totals and the period's totals. */
function excerpts(from: string, to: string, rows: ExcerptRow[]): ExcerptsAnswer {
  const dates = [...new Set(rows.map((r) => r.date))].sort();
  const days = dates.map((date) => ({ date, ...sumOf(rows.filter((r) => r.date === date)) }));
  return { from, to, rows, days, totals: sumOf(rows) };
}

const november = [
  row('2026-11-03', 1, '15000.00', '0.00', '0.00', '0.00'),
  row('2026-11-03', 2, '0.00', '-3200.50', '-1800.00', '-500.00'),
  row('2026-11-03', 5, '0.00', '4000.00', '2100.25', '0.00'),
  row('2026-11-10', 6, '-27345.10', '0.00', '0.00', '0.00'),
  row('2026-11-10', 3, '0.00', '-300.00', '0.00', '0.00'),
  row('2026-11-21', 4, '0.00', '1234.56', '0.00', '99.99'),
];

function serveMonths() {
  serve((url) => {
    const from = url.searchParams.get('from') ?? '2026-11-01';
    const to = url.searchParams.get('to') ?? '2026-11-30';
    return excerpts(from, to, from.startsWith('2026-11') ? november : []);
  });
}

const table = () => screen.getByRole('table', { name: 'Выписка по дням и операциям' });
const bodyRows = () => [...table().querySelectorAll('tbody tr')];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<ExcerptsScreen>', () => {
  it('shows each day’s operations, a day-total row after them and a period totals row that adds up', async () => {
    serveMonths();
    show(ExcerptsScreen, '/excerpts');
    await screen.findByRole('heading', { name: 'Выписки: 01.11.2026 – 30.11.2026' });
    const rows = bodyRows();
    const operations = rows.filter((r) => !r.classList.contains('report-day-total'));
    const dayTotals = rows.filter((r) => r.classList.contains('report-day-total'));
    expect(operations).toHaveLength(november.length);
    expect(dayTotals.map((r) => cells(r)[1])).toEqual([
      'Итого за 03.11.2026',
      'Итого за 10.11.2026',
      'Итого за 21.11.2026',
    ]);
    expect(cells(operations[0])).toEqual([
      '03.11.2026',
      'Оплата клиента',
      '15 000,00',
      '0,00',
      '0,00',
      '0,00',
      '15 000,00',
    ]);

    // The sums shown: each money column of the foot row is the sum of the operation rows above it.
    const foot = cells(table().querySelector('tfoot tr') as Element);
    expect(foot[0]).toBe('Итого за период');
    for (let col = 2; col <= 6; col++) {
      const sum = sumMoney(operations.map((r) => toKopecks(cells(r)[col])));
      expect(foot[col], `column ${col}`).toBe(formatRoubles(sum));
    }
    // Each day-total row is the sum of its own day's rows.
    const firstDay = operations.slice(0, 3).map((r) => toKopecks(cells(r)[6]));
    expect(cells(dayTotals[0])[6]).toBe(formatRoubles(sumMoney(firstDay)));
  });

  it('draws one bar per day with a day total, below the zero line when the day is negative', async () => {
    serveMonths();
    show(ExcerptsScreen, '/excerpts');
    const chart = await screen.findByRole('img', { name: 'Итоги по дням, 01.11.2026 – 30.11.2026' });
    const bars = [...chart.querySelectorAll('rect.excerpt-bar')];
    const answer = excerpts('2026-11-01', '2026-11-30', november);
    expect(bars.map((b) => b.getAttribute('data-date'))).toEqual(answer.days.map((d) => d.date));
    expect(bars.map((b) => b.querySelector('title')?.textContent)).toEqual(
      answer.days.map((d) => `${d.date.split('-').reverse().join('.')}: ${formatRoubles(d.total)}`),
    );
    expect(bars.map((b) => b.classList.contains('negative'))).toEqual([false, true, false]);
    const zero = Number(chart.querySelector('.chart-zero')?.getAttribute('y1'));
    const [up, down] = bars;
    expect(Number(up.getAttribute('y')) + Number(up.getAttribute('height'))).toBeCloseTo(zero);
    expect(Number(down.getAttribute('y'))).toBeCloseTo(zero);
    // Bars stand in date order along the axis, the larger total the taller bar.
    expect(Number(bars[0].getAttribute('x'))).toBeLessThan(Number(bars[2].getAttribute('x')));
    expect(Number(down.getAttribute('height'))).toBeGreaterThan(Number(up.getAttribute('height')));
  });

  it('[ and ] ask for the previous and next month; the typed period is asked on Enter', async () => {
    serveMonths();
    const location = show(ExcerptsScreen, '/excerpts');
    await tableReady();
    expect(asked[0].searchParams.get('from')).toBeNull();
    const period = () => [asked.at(-1)?.searchParams.get('from'), asked.at(-1)?.searchParams.get('to')];

    press(...keys.prev);
    await waitFor(() => expect(period()).toEqual(['2026-10-01', '2026-10-31']));
    expect(location.history?.at(-1)).toBe('/excerpts?from=2026-10-01&to=2026-10-31');
    await screen.findByText('За этот период операций нет.');
    press(...keys.next);
    press(...keys.next);
    await waitFor(() => expect(period()).toEqual(['2026-12-01', '2026-12-31']));

    const from = screen.getByRole('textbox', { name: 'С' });
    fireEvent.change(from, { target: { value: '05.11.2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'по' }), { target: { value: '20.11.2026' } });
    fireEvent.submit(from);
    await waitFor(() => expect(period()).toEqual(['2026-11-05', '2026-11-20']));

    fireEvent.change(from, { target: { value: '31.11.2026' } });
    fireEvent.submit(from);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Дата «с»: нужна дата дд.мм.гггг, введено «31.11.2026»',
    );
  });

  it('offers «Период…» in the palette, which takes the focus to the dates', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    serveMonths();
    show(ExcerptsScreen, '/excerpts');
    await vi.waitFor(() => expect(useScreenActions.getState().actions.map((a) => a.name)).toEqual(['Период…']));
    act(() => {
      useScreenActions.getState().actions[0].perform?.(undefined as never);
      vi.runAllTimers();
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'С' }));
    vi.useRealTimers();
  });

  it('Enter opens the ledger list filtered by the cursor row’s day and operation', async () => {
    serveMonths();
    const location = show(ExcerptsScreen, '/excerpts');
    await tableReady();
    press(...keys.j);
    press(...keys.down);
    press(...keys.k);
    press(...keys.j);
    press(...keys.enter);
    const filter = encodeFilter({ payment_date: ['2026-11-03'], operation_id: ['5'] });
    expect(location.history?.at(-1)).toBe(`/transactions?${new URLSearchParams({ filter })}`);

    // The day-total row opens the whole day.
    act(() => {
      runCommand('list.down');
    });
    act(() => {
      runCommand('list.open');
    });
    expect(location.history?.at(-1)).toBe(
      `/transactions?${new URLSearchParams({ filter: encodeFilter({ payment_date: ['2026-11-03'] }) })}`,
    );
  });

  it('says in Russian when the report failed and asks again on «Повторить»', async () => {
    serve(() => ({ error: 'Сервер не ответил' }), 500);
    show(ExcerptsScreen, '/excerpts');
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер не ответил');
    serveMonths();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await tableReady();
  });
});
