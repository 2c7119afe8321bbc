import { useRef } from 'react';
import { useLayer } from '../app/useLayer.ts';
import './call-popups.css';
import { useLocation } from 'wouter';
import { useCommand } from '../commands/useCommand.ts';
import { type IncomingCall, incomingCallText, openOrderFromCall, useCallPopups } from './call-popups.ts';

/**
 * The pop-ups of incoming calls for the signed-in user (issue 14 item 1), bottom right. They never
 * take the focus by themselves (a dispatcher typing an order keeps typing); Alt+I goes to the newest,
 * Tab moves between its buttons, Esc closes it and gives the focus back.
 */
export function CallPopups() {
  const calls = useCallPopups((s) => s.calls);
  const box = useRef<HTMLElement>(null);
  const before = useRef<HTMLElement | null>(null);
  useCommand(
    'call.focusPopup',
    () => {
      const active = document.activeElement as HTMLElement | null;
      if (!box.current?.contains(active)) before.current = active;
      box.current?.querySelector<HTMLButtonElement>('button')?.focus();
    },
    calls.length > 0,
  );
  if (!calls.length) return null;
  return (
    <section ref={box} className="call-popups" aria-label="Входящие звонки" aria-live="assertive">
      {calls.map((call) => (
        <CallPopup
          key={call.callId}
          call={call}
          onLeave={() => before.current?.isConnected && before.current.focus()}
        />
      ))}
    </section>
  );
}

function CallPopup({ call, onLeave }: { call: IncomingCall; onLeave(): void }) {
  const [, navigate] = useLocation();
  const dismiss = useCallPopups((s) => s.dismiss);
  const close = () => {
    dismiss(call.callId);
    onLeave();
  };
  const textId = `call-popup-${call.callId}`;
  const box = useRef<HTMLDivElement>(null);
  // A layer only while the focus is in it: the pop-up never takes the focus by itself.
  useLayer(true, close, { box, whenFocused: true });
  return (
    <div ref={box} className="call-popup" role="alertdialog" aria-labelledby={textId}>
      <p id={textId}>{incomingCallText(call)}</p>
      <div className="buttons">
        <button
          type="button"
          onClick={() => {
            dismiss(call.callId);
            navigate(`/calls/${call.callId}`);
          }}
        >
          Открыть
        </button>
        <button
          type="button"
          onClick={() => {
            openOrderFromCall(call.callId);
            close();
          }}
        >
          Создать заказ
        </button>
        <button type="button" className="close" aria-label="Закрыть" onClick={close}>
          ×
        </button>
      </div>
    </div>
  );
}
