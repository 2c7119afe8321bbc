import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { RecordForm } from './RecordForm.tsx';

// Issue 9, item 7: "a save that failed for the network keeps the form and its values".
let posts = 0;

beforeEach(() => {
  posts = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET').toUpperCase() === 'POST') posts++;
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a save that got no answer', () => {
  it('keeps the form open with what was typed', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    render(
      <>
        <Toaster />
        <RecordForm
          def={resources.territories}
          id={undefined}
          readOnly={false}
          canDelete={false}
          onClose={onClose}
          onSaved={onSaved}
        />
      </>,
    );
    const name = screen.getByLabelText(/Название/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Новая Москва' } });
    fireEvent.click(screen.getByRole('button', { name: /Сохранить/ }));
    await waitFor(() => expect(posts).toBe(1));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Сохранить/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Название/) as HTMLInputElement).value).toBe('Новая Москва');
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The notice says it in Russian and its retry sends the same values again.
    await screen.findByText(texts.noConnection);
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(posts).toBe(2));
  });
});
