import { render, screen, waitFor } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { isoDate } from '../../../core/format.ts';
import type { PayTodayRow } from '../../../core/ledger/ledger-contract.ts';
import { CommandHotkeys } from '../../commands/CommandHotkeys.tsx';
import {
  answerNullify,
  paletteNames,
  runFromPalette,
  signIn,
  stub,
  stubLedgerServer,
} from '../transactions/ledger-console-kit.tsx';
import { PayTodayScreen } from './PayTodayScreen.tsx';
import { keys, press, tableReady } from './report-fixture.tsx';

// Issue 13 item 1 'POST /api/transactions/nullify_amount zeroes a worker's balance' and item 3
// '/pay_today: who must be paid today': once the accountant has paid a worker, the palette zeroes
// his balance from this screen, and the report is asked again. The server is a stand-in here
// (ledger-console-kit.tsx); tests/api/ledger-nullify.test.ts runs the call against the real one.
stubLedgerServer();

const row = (individual_id: number, name: string, amount: string): PayTodayRow => ({
  individual_id,
  name,
  phone: null,
  amount,
  last_payment_date: null,
  card_number: null,
  card_active_until: null,
  card_comment: null,
  card_masked: false,
});

function showPayToday() {
  stub.rows = [row(41, 'Иванов Пётр', '3500.00'), row(17, 'Сидоров Олег', '12750.50')] as never;
  render(
    <Router hook={memoryLocation({ path: '/pay_today' }).hook}>
      <Toaster />
      <PayTodayScreen />
      <CommandHotkeys />
    </Router>,
  );
  return tableReady();
}
const reportReads = () => stub.gets.filter((u) => u.pathname === '/api/pay_today').length;

describe('«Выплачено: обнулить баланс» on /pay_today', () => {
  it('is offered for the worker under the cursor, and only to holders of the transactions flag', async () => {
    signIn({});
    await showPayToday();
    expect(paletteNames().some((n) => n.startsWith('Выплачено'))).toBe(false);
    expect(screen.getByText(/j \/ k или стрелки/).textContent).not.toContain('обнулить');
  });

  it('zeroes the cursor worker’s balance with one keyed call dated today, then reads the report again', async () => {
    signIn({ transactions: true });
    stub.balances = { 17: '12750.50' };
    answerNullify();
    await showPayToday();
    await waitFor(() => expect(paletteNames()).toContain('Выплачено: обнулить баланс (Иванов Пётр)'));
    press(...keys.j);
    await waitFor(() => expect(paletteNames()).toEqual(['Выплачено: обнулить баланс (Сидоров Олег)']));
    const dialog = await runFromPalette('Выплачено: обнулить баланс');
    await waitFor(() => expect(dialog.querySelector('[data-total]')?.textContent).toBe('12 750,50'));
    expect(document.activeElement).toBe(screen.getByLabelText('Дата операции'));
    const before = reportReads();
    fireEvent.submit(dialog);
    await waitFor(() => expect(stub.sent).toHaveLength(1));
    expect(stub.sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/transactions/nullify_amount',
      body: { owner_class: 'Individual', owner_id: 17, payment_date: isoDate(new Date()) },
    });
    expect(stub.sent[0].key).toMatch(/.{8,}/);
    expect(await screen.findByText('Баланс обнулён: 1 работник, 12 750,50 ₽')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(reportReads()).toBe(before + 1));
  });
});
