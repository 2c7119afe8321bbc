import { formatDateTime } from '../../../../core/format.ts';
import { historyValue } from './history-values.ts';
import { orderExtras } from './order-extras-api.ts';
import { PanelState } from './PanelState.tsx';
import { usePanelData } from './usePanelData.ts';

/** «История изменений»: each save of the order, who made it, and each field from what to what. */
export function ChangesHistoryPanel({ orderId }: { orderId: number }) {
  const { data, error, reload } = usePanelData(() => orderExtras.history(orderId), orderId);
  if (!data) return <PanelState error={error} onRetry={reload} />;
  if (!data.items.length) return <p className="panel-empty">Изменений нет</p>;
  return (
    <table className="order-panel-table">
      <thead>
        <tr>
          <th>Когда</th>
          <th>Кто</th>
          <th>Что</th>
          <th>Было</th>
          <th>Стало</th>
        </tr>
      </thead>
      <tbody>
        {data.items.flatMap((entry) =>
          entry.changes_data.map((change, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a saved entry's changes never reorder; one save may name a field twice.
            <tr key={`${entry.changed_at}-${entry.user_id}-${change.field}-${i}`}>
              <td>{i === 0 ? formatDateTime(entry.changed_at) : ''}</td>
              <td>{i === 0 ? (entry.user_name ?? '—') : ''}</td>
              <td>{change.label}</td>
              <td>{historyValue(change.field, change.from)}</td>
              <td>{historyValue(change.field, change.to)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
