import { useEffect, useState } from 'react';
import {
  orderStatusPreview,
  type StatusMoveName,
  type StatusPreview,
} from '../../../../core/actions/defs/order-status-preview.actions.ts';
import { formatDate } from '../../../../core/format.ts';
import { api } from '../../../app/api.ts';
import { ConfirmDialog } from '../../../app/ConfirmDialog.tsx';
import { StatusMoveSummary } from './StatusMoveSummary.tsx';

interface Props {
  orderId: number;
  move: StatusMoveName;
  onConfirm(): void;
  onCancel(): void;
}

/** The question and its labels: a close before the order's day says so and is confirmed as such. */
export function statusMoveQuestion(orderId: number, move: StatusMoveName, p: StatusPreview | null) {
  if (move === 'restore') return { text: `Вернуть заказ № ${orderId} в статус «Сформирован»?`, confirm: 'Вернуть' };
  if (p?.before_start)
    return {
      text: `Закрыть заказ № ${orderId} раньше срока (${formatDate(p.start_date)}) и посчитать?`,
      confirm: 'Закрыть раньше срока',
    };
  return { text: `Закрыть заказ № ${orderId} и посчитать?`, confirm: 'Закрыть и посчитать' };
}

/**
 * Issue 22 item 3: Alt+X (and «Вернуть в «Сформирован»») ask first, with what the move will write;
 * «Отмена» has the focus, so a hasty Enter writes nothing.
 */
export function StatusMoveDialog({ orderId, move, onConfirm, onCancel }: Props) {
  const [preview, setPreview] = useState<StatusPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(orderStatusPreview, { params: { id: orderId }, query: { move } })
      .then((p) => live && setPreview(p))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [orderId, move]);
  const q = statusMoveQuestion(orderId, move, preview);
  return (
    <ConfirmDialog
      text={q.text}
      confirmLabel={q.confirm}
      refused={!preview || preview.refused.length > 0}
      summary={
        error ? (
          <p role="alert">{error}</p>
        ) : preview ? (
          <StatusMoveSummary preview={preview} />
        ) : (
          <p className="muted">Считаем, что будет записано…</p>
        )
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
