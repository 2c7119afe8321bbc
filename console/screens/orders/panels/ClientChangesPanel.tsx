import { toast } from 'sonner';
import { type ClientChangeItem, type ExtraPanelProps, orderExtras } from './order-extras-api.ts';
import { historyValue } from './history-values.ts';
import { PanelState } from './PanelState.tsx';
import { usePanelData } from './usePanelData.ts';

/** A price line or an address the client sent, as one readable line. */
function describe(item: ClientChangeItem, text: string | null): string {
  if (item.kind === 'field') return historyValue(item.key.slice('fields.'.length), text);
  if (!text) return '—';
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    if (item.kind === 'address') return [v.address_info].filter(Boolean).join(', ') || text;
    const parts = [`тип работ №${v.work_type_id}`, `работников: ${v.workers_amount ?? 1}`];
    if (v.rate_client1) parts.push(`ставка ${historyValue('rate_client1', String(v.rate_client1))}`);
    return parts.join(', ');
  } catch {
    return text;
  }
}

/**
 * «Изменения клиента» (spec 01 §2 'review of client changes (allow or deny per field, added or
 * removed price line, additional address)'): each change with «Разрешить» / «Отклонить».
 */
export function ClientChangesPanel({ orderId, reload: orderChanged }: ExtraPanelProps) {
  const { data, error, reload, setData } = usePanelData(() => orderExtras.clientChanges(orderId), orderId);
  if (!data) return <PanelState error={error} onRetry={reload} />;
  if (!data.items.length) return <p className="panel-empty">Изменений клиента нет</p>;

  const review = (item: ClientChangeItem, allow: boolean) =>
    orderExtras.reviewClientChange(orderId, item.key, allow).then(
      (answer) => {
        setData(answer);
        // An allowed change wrote the order: the card takes it, so Ctrl+S cannot send the old value back.
        orderChanged?.();
        toast.success(allow ? `Разрешено: ${item.label}` : `Отклонено: ${item.label}`);
      },
      (e: Error) => toast.error(e.message),
    );

  return (
    <table className="order-panel-table">
      <thead>
        <tr>
          <th>Изменение</th>
          <th>Было</th>
          <th>Стало</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {data.items.map((item) => (
          <tr key={item.key}>
            <td>{item.label}</td>
            <td>{describe(item, item.from)}</td>
            <td>{describe(item, item.to)}</td>
            <td className="row-buttons">
              <button type="button" onClick={() => review(item, true)}>
                Разрешить
              </button>
              <button type="button" onClick={() => review(item, false)}>
                Отклонить
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
