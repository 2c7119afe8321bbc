import type { StatusPreview } from '../../../../core/actions/defs/order-status-preview.actions.ts';
import { formatDate } from '../../../../core/format.ts';
import { formatRoubles } from '../../../../core/money.ts';
import { orderStatusLabel } from '../../../../core/rules/order-status.rule.ts';

const rub = (v: string) => `${formatRoubles(v)} ₽`;

/**
 * What a close or a restore will write, as the server found it by doing it and rolling it back
 * (GET /api/orders/{id}/status_preview): the status, the money, each ledger row with its owner.
 */
export function StatusMoveSummary({ preview }: { preview: StatusPreview }) {
  if (preview.refused.length)
    return (
      <div role="alert">
        <p className="warning">Сейчас нельзя:</p>
        <ul>
          {preview.refused.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <>
      {preview.move === 'close' && preview.before_start && (
        <p className="warning">День заказа ({formatDate(preview.start_date)}) ещё не наступил.</p>
      )}
      <ul>
        <li>
          Статус: {orderStatusLabel(preview.status_before)} → {orderStatusLabel(preview.status_after)}
        </li>
        <li>
          Итог: выручка {rub(preview.final_revenue)}, прибыль {rub(preview.final_profit)}
          {preview.p_amount !== null && `, счёт на ${rub(preview.p_amount)}`}
        </li>
        <li>
          {preview.ledger.length ? `Операции (${preview.ledger.length}):` : 'Операции: ничего не записывается'}
          {preview.ledger.length > 0 && (
            <ul>
              {preview.ledger.map((r) => (
                <li key={`${r.owner_type}-${r.owner_id}-${r.operation_id}-${r.amount}`}>
                  {r.operation} — {r.owner_name ?? `№ ${r.owner_id}`}: {rub(r.amount)}
                </li>
              ))}
            </ul>
          )}
        </li>
      </ul>
    </>
  );
}
