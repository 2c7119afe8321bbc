import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { ConfirmDialog } from '../app/ConfirmDialog.tsx';
import { runCommand } from '../commands/command-bus.ts';
import { jsonToLines, linesToJson } from '../fields/json-lines.ts';
import { useSession } from '../stores/session-store.ts';
import { shownSections } from './form-sections.ts';
import { RecordForm } from './RecordForm.tsx';
import { savedText } from './saved-text.ts';

// Issue 9: 'A form opened by Enter, e, n, the palette or a URL puts the focus on its first editable
// field and traps Tab inside … Delete confirmation defaults to «Отмена» … Save keeps every field it
// shows … write-only, computed and JSON fields never appear as raw {} / [] text boxes.'

const sent: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      sent.push({ method, url, body });
      const json = method === 'GET' ? { items: [], meta: { total: 0 } } : { id: 201, status: 1 };
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

function openOrderForm(onSaved = vi.fn()) {
  const outside = document.createElement('button');
  outside.textContent = 'column header behind the form';
  document.body.append(outside);
  render(
    <RecordForm def={resources.orders} id={undefined} readOnly={false} canDelete onClose={vi.fn()} onSaved={onSaved} />,
  );
  return { outside, onSaved };
}

describe('the generic form takes and keeps the focus', () => {
  it('puts the focus on the first editable field when it opens', () => {
    openOrderForm();
    expect(document.activeElement?.id).toBe('field-next_status');
  });

  it('pulls the focus back when something behind the form takes it, and Tab from there goes into the form', () => {
    const { outside } = openOrderForm();
    act(() => outside.focus());
    expect(document.activeElement?.id).toBe('field-next_status');
    act(() => (document.activeElement as HTMLElement).blur());
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(tab);
    });
    expect(tab.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('wraps Tab from the last control of the form back to its first', () => {
    openOrderForm();
    const form = screen.getByRole('dialog');
    const controls = [...form.querySelectorAll<HTMLElement>('button:not([disabled]), input, select, textarea')];
    act(() => controls.at(-1)!.focus());
    fireEvent.keyDown(controls.at(-1)!, { key: 'Tab' });
    expect(document.activeElement).toBe(form.querySelector('button'));
  });

  it('gives the delete question the focus on «Отмена», so Delete then Enter deletes nothing', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog text="Удалить?" confirmLabel="Удалить" onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(document.activeElement?.textContent).toBe('Отмена');
  });
});

describe('sections and what a save sends', () => {
  it('shows the order in sections: the main ones open, the rest folded; Alt+digit opens and enters one', async () => {
    openOrderForm();
    const sections = [...document.querySelectorAll('details.form-section')] as HTMLDetailsElement[];
    expect(sections.map((s) => s.querySelector('summary')?.firstChild?.textContent)).toEqual([
      'Заказ',
      'Адрес',
      'Цены и работники',
      'Оплата и скидки',
      'Менеджеры и документы',
      'Пропуска и дорога',
      'Оценка',
      'Прочее',
    ]);
    expect(sections.map((s) => s.open)).toEqual([true, true, true, false, false, false, false, false]);
    act(() => {
      runCommand('form.section', new KeyboardEvent('keydown', { code: 'Digit4', altKey: true }));
    });
    await waitFor(() => expect(document.activeElement?.id).toBe('field-prepayment'));
    expect(sections[3].open).toBe(true);
  });

  it('sends a number typed and saved at once, without leaving the input (Провести карточку)', async () => {
    const { onSaved } = openOrderForm();
    fireEvent.change(document.getElementById('field-next_status')!, { target: { value: '2' } });
    act(() => {
      runCommand('form.save');
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = sent.find((r) => r.method === 'POST');
    expect((post?.body as { order: Record<string, unknown> } | undefined)?.order.next_status).toBe(2);
  });

  it('shows no raw {} or [] boxes: computed JSON is hidden, lists are edited a line an item', () => {
    openOrderForm();
    const texts = [...document.querySelectorAll('textarea')].map((t) => t.value.trim());
    expect(texts).not.toContain('[]');
    expect(texts).not.toContain('{}');
    const names = shownSections(resources.orders, false, false).flatMap((s) => s.entries.map(([k]) => k));
    expect(names).not.toContain('change_list');
    expect(names).toContain('start_dates');
    expect(jsonToLines([['01.12.2026', '05.12.2026']])).toBe('01.12.2026 – 05.12.2026');
    expect(linesToJson('01.12.2026 – 05.12.2026\n\n10.12.2026 – 11.12.2026', false)).toEqual([
      ['01.12.2026', '05.12.2026'],
      ['10.12.2026', '11.12.2026'],
    ]);
    // Issue 22 item 5: a typed hyphen or em dash is a range too, not a refused period.
    expect(linesToJson('01.12.2026-05.12.2026\n10.12.2026 — 11.12.2026\n12.12.2026 - 13.12.2026', false)).toEqual([
      ['01.12.2026', '05.12.2026'],
      ['10.12.2026', '11.12.2026'],
      ['12.12.2026', '13.12.2026'],
    ]);
    expect(linesToJson('orders = true\nlimit = 5', true)).toEqual({ orders: true, limit: 5 });
    expect(jsonToLines({ orders: true, limit: 5 })).toBe('orders = true\nlimit = 5');
  });

  it('gives every other resource one section in declaration order', () => {
    const [only, ...rest] = shownSections(resources.streets, true, false);
    expect(rest).toEqual([]);
    expect(only.entries.map(([k]) => k)).toEqual(Object.keys(resources.streets.fields));
  });

  it('names the saved record in the notice with the right gender', () => {
    expect(savedText(resources.orders, { id: 201 })).toBe('Заказ № 201 сохранён');
    expect(savedText(resources.transactions, { id: 5 })).toBe('Операция № 5 сохранена');
    expect(savedText(resources.contractor_contacts, { id: 3, name: 'Иванов' })).toBe(
      'Контактное лицо «Иванов» сохранено',
    );
  });
});
