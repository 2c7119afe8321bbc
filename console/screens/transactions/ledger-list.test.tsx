import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import {
  json,
  ledgerRow,
  paletteNames,
  press,
  rowOf,
  show,
  signIn,
  stub,
  stubLedgerServer,
} from './ledger-console-kit.tsx';

// Issue 13 item 1 (console side). The server is a stand-in here (ledger-console-kit.tsx):
// tests/e2e/ledger.e2e.test.ts runs the same steps against the real one.
// The ledger list names and links each owner, marks reversed and reversal rows, and asks before a
// delete that it appends a reversal ('a deleted transaction leaves a reversal, never a hole').
stubLedgerServer();

describe('the /transactions list', () => {
  it('links each owner name to the card its owner type names, and shows the operation by its label', async () => {
    signIn({ transactions: true });
    stub.rows = [
      ledgerRow(3, 'Our_Individual', 5, 'Иванов Иван'),
      ledgerRow(2, 'Contractor', 9, 'ООО «Ромашка»'),
      ledgerRow(1, 'User', 2, 'Петрова Анна', { operation_id: 3 }),
    ];
    await show(resources.transactions);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Иванов Иван')).toBe('/individuals?id=5');
    expect(href('ООО «Ромашка»')).toBe('/contractors?id=9');
    expect(href('Петрова Анна')).toBe('/users?id=2');
    expect(rowOf(1)?.textContent).toContain('Штраф');
    expect(rowOf(2)?.textContent).toContain('Выплата');
    // The list asks for the fields the link is made of, though neither is a shown column.
    const fields = stub.gets
      .find((u) => u.pathname === '/api/transactions')
      ?.searchParams.get('fields')
      ?.split(',');
    expect(fields).toEqual(expect.arrayContaining(['owner_name', 'owner_id', 'owner_type']));
    // The row actions reach the palette after the rows render: under load that is a later tick.
    await waitFor(() => expect(paletteNames()).toContain('Открыть карточку получателя (№ 3)'));
  });

  it('marks a reversed row and its reversal, each with a badge and a tone', async () => {
    signIn({ transactions: true });
    stub.rows = [
      ledgerRow(11, 'Individual', 5, 'Иванов Иван', { amount: '-1500.00', reversal_of_id: 10 }),
      ledgerRow(10, 'Individual', 5, 'Иванов Иван', { reversed_by_id: 11 }),
      ledgerRow(9, 'Individual', 5, 'Иванов Иван'),
    ];
    await show(resources.transactions);
    expect(rowOf(11)?.querySelector('.cell-badge')?.textContent).toBe('Сторно № 10');
    expect(rowOf(11)?.className).toContain('tone-warning');
    expect(rowOf(11)?.getAttribute('title')).toBe('Сторно');
    expect(rowOf(10)?.querySelector('.cell-badge')?.textContent).toBe('Сторнирована (№ 11)');
    expect(rowOf(10)?.className).toContain('tone-muted');
    expect(rowOf(9)?.querySelector('.cell-badge')).toBeNull();
    expect(rowOf(9)?.className).not.toMatch(/tone-/);
  });

  it('asks before a delete by the Delete key that a reversal will be made, then shows the list again', async () => {
    signIn({ transactions: true, transactions_delete: true });
    stub.rows = [ledgerRow(10, 'Individual', 5, 'Иванов Иван')];
    stub.answers['DELETE /api/transactions/10'] = () =>
      json({ transaction: ledgerRow(11, 'Individual', 5, 'Иванов Иван', { reversal_of_id: 10 }) });
    await show(resources.transactions);
    press({ key: 'Delete', code: 'Delete' });
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Удалить операцию? Будет создана обратная операция (сторно).');
    stub.rows = [
      ledgerRow(11, 'Individual', 5, 'Иванов Иван', { reversal_of_id: 10 }),
      ledgerRow(10, 'Individual', 5, 'Иванов Иван', { reversed_by_id: 11 }),
    ];
    const lists = stub.gets.length;
    fireEvent.click([...question.querySelectorAll('button')].find((b) => b.textContent === 'Удалить') as HTMLElement);
    await waitFor(() => expect(stub.sent).toMatchObject([{ method: 'DELETE', path: '/api/transactions/10' }]));
    expect(await screen.findByText(texts.transactionReversed)).toBeTruthy();
    await waitFor(() => expect(stub.gets.length).toBeGreaterThan(lists));
    await waitFor(() => expect(rowOf(10)?.className).toContain('tone-muted'));
    expect(rowOf(11)?.textContent).toContain('Сторно № 10');
  });
});
