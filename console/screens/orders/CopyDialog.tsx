import { useRef, useState } from 'react';
import { formatDate, tomorrow } from '../../../core/format.ts';
import { parseDateRanges } from '../../../core/rules/date-range.rule.ts';
import { orderDays } from '../../../core/rules/order-defaults.rule.ts';
import { texts } from '../../../core/texts.ts';
import { trapTab } from '../../app/focus-trap.ts';
import { useLayer } from '../../app/useLayer.ts';

interface Props {
  orderId: number;
  onCopy(ranges: [string, string][]): void;
  onCancel(): void;
}

/** What the typed dates come to: the days, or why they cannot be read. */
function daysOf(text: string): { days: string[] } | { error: string } {
  const parsed = parseDateRanges(text);
  if (!parsed.ok) return { error: parsed.message };
  const days = orderDays(parsed.ranges);
  return days.ok ? { days: days.days } : { error: days.message };
}

/**
 * «Копировать заказ» (spec 01 §2 asks «Вы уверены?»), now to one day or to several (issue 22 item 5):
 * the dates field takes days and ranges with -, – or —, and the dialog says which copies it will make.
 */
export function CopyDialog({ orderId, onCopy, onCancel }: Props) {
  const [text, setText] = useState(() => formatDate(tomorrow(new Date())));
  const box = useRef<HTMLFormElement>(null);
  useLayer(true, onCancel, { box, modal: true });
  const result = daysOf(text);
  return (
    <div className="modal-backdrop">
      <form
        ref={box}
        className="modal confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="copy-title"
        onKeyDown={(e) => {
          if (trapTab(e.currentTarget, e)) e.preventDefault();
        }}
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseDateRanges(text);
          if ('days' in result && parsed.ok) onCopy(parsed.ranges);
        }}
      >
        <p id="copy-title">
          {texts.confirm} Копировать заказ № {orderId} на даты:
        </p>
        <label className="copy-dates">
          <span>Даты (через запятую; период — через дефис)</span>
          <input
            // biome-ignore lint/a11y/noAutofocus: the dialog was opened to type the dates.
            autoFocus
            type="text"
            value={text}
            aria-describedby="copy-days"
            aria-invalid={'error' in result || undefined}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <p id="copy-days" className={'error' in result ? 'field-error' : 'muted'} role="status">
          {'error' in result
            ? result.error
            : `Копий: ${result.days.length} (${result.days.map((d) => formatDate(d)).join(', ')})`}
        </p>
        <div className="buttons">
          <button type="submit" className="primary" disabled={'error' in result}>
            Копировать
          </button>
          <button type="button" onClick={onCancel}>
            Отмена
          </button>
        </div>
      </form>
    </div>
  );
}
