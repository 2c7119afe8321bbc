import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './this-server.ts';
import { encodeFilter } from '../../core/filter.ts';
import { formatDate } from '../../core/format.ts';
import type {
  ContractorDebtsAnswer,
  ExcerptSums,
  ExcerptsAnswer,
  PayTodayAnswer,
} from '../../core/ledger/ledger-contract.ts';
import { formatRoubles, sumMoney, toKopecks } from '../../core/money.ts';
import { countOf } from '../../core/plural.ts';
import { moscowDate } from '../../core/rules/schedule.rule.ts';
import { openPalette, openSignedIn, screenshot, waitForActiveItem } from './browser.ts';
import { watchCsp } from './csp-watch.ts';
import { pageApi } from './page-actions.ts';

// Issue 13 item 6: 'the three report screens with totals rows, period pickers by keyboard, links to
// the contractor, worker … of each row, and a chart … (daily totals of the month)'. Every screen is
// reached and driven by keys only; what a totals row says is checked against the report's own
// answer (core/ledger/ledger-contract.ts) and against the rows shown above it.
let browser: Browser;
let page: Page;
let violations: () => Promise<string[]>;

beforeAll(async () => {
  [browser, page] = await openSignedIn(baseUrl);
  violations = await watchCsp(page);
  // One known row this month, so the excerpt of the current month is never empty.
  const me = await pageApi<{ id: number }>(page, 'GET', '/api/me');
  await pageApi(page, 'POST', '/api/transactions', {
    transaction: {
      payment_date: moscowDate(),
      amount: '1234.50',
      owner_type: 'User',
      owner_id: me.id,
      operation_id: 4,
      comment: 'Премия: e2e отчётов',
    },
  });
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `failure-reports-${ctx.task.name.slice(0, 20)}`);
});
afterAll(async () => {
  await browser?.close();
});

async function palette(text: string): Promise<void> {
  await openPalette(page);
  await page.keyboard.type(text);
  await waitForActiveItem(page, text);
  await page.keyboard.press('Enter');
  await page.locator('.palette-search').waitFor({ state: 'detached' });
}

const footCells = async () => {
  const foot = page.locator('.report-table tfoot tr td');
  await foot.first().waitFor();
  return foot.allTextContents();
};
const columnTexts = (rows: string, column: number) =>
  page.locator(`.report-table tbody tr${rows} td:nth-child(${column})`).allTextContents();
const sumShown = (texts: string[]) => formatRoubles(sumMoney(texts.map((t) => toKopecks(t))));
const url = () => new URL(page.url());
const sumKeys: (keyof ExcerptSums)[] = ['clients', 'own_individuals', 'theirs_individuals', 'users', 'total'];

describe('the ledger reports, keyboard only', () => {
  it('/excerpts: totals row, one bar per day total, [ ] step months, Enter opens the day’s operations', async () => {
    await palette('Перейти: Выписки');
    await page.waitForURL((u) => u.pathname === '/excerpts');
    const answer = await pageApi<ExcerptsAnswer>(page, 'GET', '/api/excerpts');
    await page
      .getByRole('heading', { name: `Выписки: ${formatDate(answer.from)} – ${formatDate(answer.to)}` })
      .waitFor();
    expect(answer.rows.length).toBeGreaterThan(0);

    const foot = await footCells();
    expect(foot).toEqual(['Итого за период', '', ...sumKeys.map((k) => formatRoubles(answer.totals[k]))]);
    expect(sumShown(await columnTexts(':not(.report-day-total)', 7))).toBe(foot[6]);
    expect(sumShown(await columnTexts('.report-day-total', 7))).toBe(foot[6]);
    expect(await page.locator('rect.excerpt-bar').count()).toBe(answer.days.length);
    await screenshot(page, 'reports-excerpts');

    const [year, month] = answer.from.split('-').map(Number);
    const previous = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
    await page.keyboard.press('[');
    await page.waitForURL((u) => u.searchParams.get('from') === previous);
    await page.getByRole('heading', { name: new RegExp(`^Выписки: ${formatDate(previous)} – `) }).waitFor();
    await page.keyboard.press(']');
    // The whole month: the default period may end today, a stepped one ends with the month.
    await page.waitForURL((u) => u.searchParams.get('from') === answer.from);
    await page.locator('.report-table tbody tr').first().waitFor();

    // `/` goes to the dates; a typed period is asked on Enter, which gives the keys back to the table.
    await page.keyboard.press('/');
    await page.waitForFunction(() => (document.activeElement as HTMLElement | null)?.closest('.period-picker'));
    await page.keyboard.press('Control+a');
    await page.keyboard.type(formatDate(answer.from));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+a');
    await page.keyboard.type(formatDate(answer.to));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('from') === answer.from && u.searchParams.get('to') === answer.to);
    await page.locator('.report-table tbody tr').first().waitFor();

    // The cursor starts on the first operation of the first day; Enter opens that day and operation.
    const first = answer.rows[0];
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/transactions');
    expect(url().searchParams.get('filter')).toBe(
      encodeFilter({ payment_date: [first.date], operation_id: [String(first.operation_id)] }),
    );
    await page.locator('.grid-row').first().waitFor();
  });

  it('/contractor_debts: totals row of the answer, / to the search, Enter opens the contractor', async () => {
    await palette('Перейти: Долги контрагентов');
    await page.waitForURL((u) => u.pathname === '/contractor_debts');
    const answer = await pageApi<ContractorDebtsAnswer>(page, 'GET', '/api/contractor_debts');
    if (!answer.items.length) {
      await page.getByText('Долгов нет.').waitFor();
      return;
    }
    const { totals } = answer;
    const money = [totals.accs_debt, totals.orders_debt, totals.accs_month, totals.accs_two_weeks];
    expect(await footCells()).toEqual([
      'Итого',
      '',
      String(totals.not_paid_accs),
      ...money.map((m) => formatRoubles(m)),
    ]);
    if (answer.meta.total <= answer.meta.limit)
      expect(sumShown(await columnTexts('', 4))).toBe(formatRoubles(totals.accs_debt));
    await screenshot(page, 'reports-contractor-debts');

    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/contractors');
    expect(url().searchParams.get('id')).toBe(String(answer.items[0].contractor_id));
    // The contractor's card opens and takes the focus: the next test types into the palette only
    // after that. Typed sooner, the card took the focus mid-word (the query cut to «Перейти: В»).
    const card = page.getByRole('dialog');
    await card.waitFor();
    await page.waitForFunction(() => document.querySelector('[role=dialog]')?.contains(document.activeElement));
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
  });

  it('/pay_today: totals row of count and amount, Enter opens the worker', async () => {
    await palette('Перейти: Выплаты сегодня');
    await page.waitForURL((u) => u.pathname === '/pay_today');
    const answer = await pageApi<PayTodayAnswer>(page, 'GET', '/api/pay_today');
    if (!answer.items.length) {
      await page.getByText('Сегодня выплачивать некому.').waitFor();
      return;
    }
    const foot = await footCells();
    expect(foot[0]).toBe(`Итого: ${countOf(answer.totals.count, ['работник', 'работника', 'работников'])}`);
    expect(foot[2]).toBe(formatRoubles(answer.totals.amount));
    expect(sumShown(await columnTexts('', 3))).toBe(foot[2]);
    await screenshot(page, 'reports-pay-today');

    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/individuals');
    expect(url().searchParams.get('id')).toBe(String(answer.items[Math.min(1, answer.items.length - 1)].individual_id));
  });

  it('breaks no Content-Security-Policy rule on the way', async () => {
    expect(await violations()).toEqual([]);
  });
});
