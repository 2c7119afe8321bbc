import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { runCommand } from '../commands/command-bus.ts';
import { CallPopups } from './CallPopups.tsx';
import { incomingCallOf, incomingCallText, useCallPopups } from './call-popups.ts';
import { noticeOf } from './notices.ts';

// Issue 14 item 1: 'A live pop-up in the console when a call for the signed-in user comes in'.
const event = (extra: Record<string, unknown> = {}) => ({
  type: 'incoming_call',
  call_id: 41,
  phone: '+7 916 111-22-33',
  contractor_id: 3,
  contractor_name: 'ООО «Ромашка»',
  ...extra,
});

beforeEach(() => useCallPopups.setState({ calls: [] }));
afterEach(cleanup);

describe('the incoming call event', () => {
  it('becomes a call on /notification only, never a passing notice', () => {
    expect(incomingCallOf('/notification/5', event())).toEqual({
      callId: 41,
      phone: '+7 916 111-22-33',
      contractorName: 'ООО «Ромашка»',
      individualName: null,
    });
    expect(incomingCallOf('/messages/5', event())).toBeNull();
    expect(incomingCallOf('/notification/5', { type: 'job_done' })).toBeNull();
    expect(noticeOf('/notification/5', event())).toBeNull();
  });

  it('reads «Входящий звонок: +7 … — contractor», or «Не клиент» for an unknown number', () => {
    expect(incomingCallText(incomingCallOf('/notification/5', event())!)).toBe(
      'Входящий звонок: +7 916 111-22-33 — ООО «Ромашка»',
    );
    expect(incomingCallText(incomingCallOf('/notification/5', event({ contractor_name: null }))!)).toBe(
      'Входящий звонок: +7 916 111-22-33 — Не клиент',
    );
  });

  it('names a worker who calls, with the phone as the server sent it (masked for those who may not read it)', () => {
    const worker = event({
      contractor_name: null,
      contractor_id: null,
      individual_name: 'Иванов Иван',
      phone: '+7 ••• •••-22-33',
    });
    expect(incomingCallText(incomingCallOf('/notification/5', worker)!)).toBe(
      'Входящий звонок: +7 ••• •••-22-33 — работник Иванов Иван',
    );
  });
});

function renderPopups() {
  const location = memoryLocation({ path: '/orders', record: true });
  render(
    <Router hook={location.hook}>
      <input aria-label="Поле заказа" />
      <CallPopups />
    </Router>,
  );
  return location;
}

const offer = (extra: Record<string, unknown> = {}) =>
  act(() => useCallPopups.getState().offer(incomingCallOf('/notification/5', event(extra))!));

describe('<CallPopups>', () => {
  it('shows the call without taking the focus; Alt+I goes to it, Esc closes it and gives the focus back', () => {
    renderPopups();
    const input = screen.getByLabelText('Поле заказа');
    input.focus();
    offer();
    expect(screen.getByRole('alertdialog').textContent).toContain('Входящий звонок: +7 916 111-22-33 — ООО «Ромашка»');
    expect(document.activeElement).toBe(input);
    act(() => {
      runCommand('call.focusPopup');
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('«Открыть» goes to the call card', () => {
    const location = renderPopups();
    offer();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(location.history?.at(-1)).toBe('/calls/41');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('«Создать заказ» opens the new order card of this call in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPopups();
    offer();
    fireEvent.click(screen.getByRole('button', { name: 'Создать заказ' }));
    expect(open).toHaveBeenCalledWith('/orders?call_id=41&preopen=true', '_blank', 'noopener');
    open.mockRestore();
  });

  it('shows one pop-up per call, newest first, three at most', () => {
    renderPopups();
    for (const id of [1, 2, 2, 3, 4]) offer({ call_id: id, phone: `+7 900 000-00-0${id}` });
    const texts = screen.getAllByRole('alertdialog').map((d) => d.querySelector('p')?.textContent);
    expect(texts).toEqual([
      'Входящий звонок: +7 900 000-00-04 — ООО «Ромашка»',
      'Входящий звонок: +7 900 000-00-03 — ООО «Ромашка»',
      'Входящий звонок: +7 900 000-00-02 — ООО «Ромашка»',
    ]);
  });
});
