import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate, formatDateTime } from '../../../../core/format.ts';
import { f } from '../../../../core/resources/fields/f.ts';
import { texts } from '../../../../core/texts.ts';
import { DateInput } from '../../../fields/inputs/DateInput.tsx';
import { type ExtraPanelProps, type FiredAnswer, orderExtras } from './order-extras-api.ts';
import { PanelState } from './PanelState.tsx';
import { usePanelData } from './usePanelData.ts';

/**
 * «Отстранение работников» (spec 01 §2 'dialog to fire or restore an individual'; §8 'Отстранен' /
 * 'Восстановлен' / 'Ошибка'): take a worker off the order, optionally fired until a date, and put
 * them back.
 */
// Empty: taken off this order only; a date also fires the worker until it.
const untilField = f.date({ label: 'Отстранить до' });

export function FiredIndividualsPanel({ orderId, reload: orderChanged }: ExtraPanelProps) {
  const { data, error, reload, setData } = usePanelData(() => orderExtras.fired(orderId), orderId);
  const [who, setWho] = useState('');
  const [until, setUntil] = useState('');
  const [comment, setComment] = useState('');
  if (!data) return <PanelState error={error} onRetry={reload} />;
  const assigned = data.assigned ?? [];

  // The write's answer lists the fired; the assigned list changes too, so it is asked again.
  const after = (notice: string) => (answer: FiredAnswer) => {
    toast.info(notice);
    setData({ ...data, items: answer.items });
    reload();
    orderChanged?.();
  };
  // Spec 01 §8: the error notice reads 'Ошибка'; the server's reason follows it.
  const failed = (e: Error) => toast.error(texts.error, { description: e.message });

  function fire() {
    if (!who) return;
    const body = {
      individual_id: Number(who),
      ...(until ? { fired_until: until } : {}),
      ...(comment ? { comment } : {}),
    };
    orderExtras.fire(orderId, body).then(after(texts.individualFired), failed);
    setWho('');
    setUntil('');
    setComment('');
  }

  const current = data.items.filter((f) => !f.restored_at);
  return (
    <div className="fired-panel">
      <div className="panel-form">
        <label>
          Работник
          <select value={who} onChange={(e) => setWho(e.target.value)}>
            <option value="">— выберите —</option>
            {assigned.map((a) => (
              <option key={a.order_individual_id} value={a.individual_id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`fired-until-${orderId}`}>Отстранить до</label>
        <DateInput
          id={`fired-until-${orderId}`}
          field={untilField}
          value={until}
          onChange={(v) => setUntil(typeof v === 'string' ? v : '')}
        />
        <label>
          Причина
          <input value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
        </label>
        <button type="button" className="danger" disabled={!who} onClick={fire}>
          Отстранить
        </button>
      </div>
      {current.length ? (
        <ul className="fired-list" aria-label="Отстранённые работники">
          {current.map((f) => (
            <li key={f.id}>
              <span>
                {f.individual_name}
                {f.fired_until ? `, до ${formatDate(f.fired_until)}` : ''} · {formatDateTime(f.fired_at)}
                {f.fired_by_name ? `, ${f.fired_by_name}` : ''}
                {f.comment ? ` · ${f.comment}` : ''}
              </span>
              <button
                type="button"
                onClick={() =>
                  orderExtras.restore(orderId, f.individual_id).then(after(texts.individualRestored), failed)
                }
              >
                Восстановить
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="panel-empty">Отстранённых работников нет</p>
      )}
    </div>
  );
}
