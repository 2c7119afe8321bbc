import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { paletteActions } from '../../commands/palette-actions.ts';
import { commandById } from '../../commands/command-table.ts';
import { RecordForm } from '../../form/RecordForm.tsx';
import { useSession } from '../../stores/session-store.ts';

// Issue 12 item 4: 'A preview in the console before sending'. The account and act cards carry
// «Просмотр PDF»: a button, the Alt+P command of the table and its palette action open a frame of
// the server's PDF (/api/{accounts|acts}/{id}/pdf).

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const record = /\/api\/(accounts|acts)\/(\d+)(\?|$)/.exec(url);
      const json = record
        ? { id: Number(record[2]), number: '15', date: '2026-11-23', contractor_id: 1, amount: '1234.50' }
        : { items: [], meta: { total: 0 } };
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function openCard(name: 'accounts' | 'acts', id: number) {
  render(<RecordForm def={resources[name]} id={id} readOnly={false} canDelete onClose={vi.fn()} onSaved={vi.fn()} />);
}

const frame = () => document.querySelector('iframe.pdf-preview') as HTMLIFrameElement | null;

describe('«Просмотр PDF» on the account and act cards', () => {
  it('binds Alt+P through the command table', () => {
    expect(commandById.get('form.pdfPreview')).toMatchObject({ title: 'Просмотр PDF', keys: ['alt+p'], scope: 'form' });
  });

  it('opens the account’s PDF in a frame from the button and closes it again', async () => {
    openCard('accounts', 7);
    const button = await screen.findByRole('button', { name: 'Просмотр PDF' });
    expect(frame()).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/api/accounts/7/pdf#view=FitH'));
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть PDF' }));
    expect(frame()).toBeNull();
  });

  it('opens the act’s PDF from the palette action', async () => {
    openCard('acts', 3);
    await screen.findByRole('button', { name: 'Просмотр PDF' });
    const action = paletteActions(useSession.getState().me, vi.fn()).find((a) => a.id === 'form.pdfPreview');
    expect(action?.name).toBe('Просмотр PDF');
    vi.useFakeTimers();
    act(() => {
      action?.perform?.(action as never);
      vi.runAllTimers();
    });
    vi.useRealTimers();
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/api/acts/3/pdf#view=FitH'));
  });

  it('is not on other cards', async () => {
    openCard('accounts', 7);
    await screen.findByRole('button', { name: 'Просмотр PDF' });
    cleanup();
    render(
      <RecordForm def={resources.streets} id={2} readOnly={false} canDelete onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Просмотр PDF' })).toBeNull();
  });

  // Issue 24: a document whose lines do not add up is not issued (422); the card says why.
  it('shows the server’s Russian refusal instead of a frame of JSON', async () => {
    const refusal = 'Акт №7 не сходится: его заказы на 4 000,00, а сумма акта 5 000,00.';
    const stub = vi.mocked(fetch);
    const answer = stub.getMockImplementation()!;
    stub.mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/acts/3/pdf')
        ? new Response(
            init?.method === 'HEAD' ? null : JSON.stringify({ errors: { base: [refusal] }, full_messages: [refusal] }),
            {
              status: 422,
              headers: { 'content-type': 'application/json' },
            },
          )
        : answer(input, init),
    );
    openCard('acts', 3);
    fireEvent.click(await screen.findByRole('button', { name: 'Просмотр PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(frame()).toBeNull();
  });
});
