import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../core/format.ts';
import { equipmentActionOptions } from '../../../core/resources/options.ts';
import {
  applyEquipment,
  type EquipmentPath,
  type Holding,
  kinds,
  loadHoldings,
  loadStock,
  type StockItem,
} from './equipment-api.ts';
import '../individual-documents/documents.css';

/**
 * Clothing and instrument issued to the worker (spec 01 §2 '#equipment'): what the worker holds,
 * and one action at a time — issue, return, issue the default amount (3), replace worn items (4).
 * The server keeps the stock and refuses more than is left.
 */
export function EquipmentSection({ individualId }: { individualId: number }) {
  const [path, setPath] = useState<EquipmentPath>('clothing_type');
  const [stock, setStock] = useState<StockItem[]>([]);
  const [holdings, setHoldings] = useState<Holding[]>([]);
  const [typeId, setTypeId] = useState<number | ''>('');
  const [action, setAction] = useState<1 | 2 | 3 | 4>(1);
  const [amount, setAmount] = useState('1');
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    loadStock(path).then(setStock, (e: Error) => toast.error(e.message));
    loadHoldings(individualId, path).then(setHoldings, (e: Error) => toast.error(e.message));
  }, [individualId, path]);
  useEffect(reload, [reload]);

  const item = stock.find((s) => s.id === typeId);
  const byDefault = action >= 3;
  async function submit() {
    if (typeId === '' || busy) return;
    setBusy(true);
    try {
      const body = byDefault ? { action, type_id: typeId } : { action, type_id: typeId, amount: Number(amount) };
      const answer = await applyEquipment(individualId, path, body);
      toast.success(`Проведено. На складе осталось ${answer.stock} шт.`, { duration: 3000 });
      reload();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="equipment-section" id="equipment">
      <fieldset className="scan-upload" aria-label="Выдача и возврат">
        <select
          aria-label="Вид"
          value={path}
          onChange={(e) => {
            setPath(e.target.value as EquipmentPath);
            setTypeId('');
          }}
        >
          {Object.entries(kinds).map(([k, v]) => (
            <option key={k} value={k}>
              {v.label}
            </option>
          ))}
        </select>
        <select
          aria-label="Предмет"
          value={typeId}
          onChange={(e) => setTypeId(e.target.value ? Number(e.target.value) : '')}
        >
          <option value="">— что —</option>
          {stock.map((s) => (
            <option key={s.id} value={s.id}>{`${s.name} (на складе ${s.amount})`}</option>
          ))}
        </select>
        <select
          aria-label="Действие"
          value={action}
          onChange={(e) => setAction(Number(e.target.value) as 1 | 2 | 3 | 4)}
        >
          {equipmentActionOptions.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
        <input
          type="number"
          aria-label="Количество"
          min={1}
          step={1}
          value={byDefault ? String(item?.default_amount ?? '') : amount}
          disabled={byDefault}
          onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <button type="button" className="primary" disabled={typeId === '' || busy} onClick={() => void submit()}>
          Провести
        </button>
      </fieldset>
      {holdings.length === 0 ? (
        <p className="muted">{`${kinds[path].label}: у работника ничего нет`}</p>
      ) : (
        <table className="equipment-table" aria-label={`${kinds[path].label} у работника`}>
          <thead>
            <tr>
              <th>Предмет</th>
              <th>На руках</th>
              <th>Выдано всего</th>
              <th>Дата</th>
            </tr>
          </thead>
          <tbody>
            {holdings.map((h) => (
              <tr key={h.type_id}>
                <td>{stock.find((s) => s.id === h.type_id)?.name ?? `№${h.type_id}`}</td>
                <td>{h.amount_his}</td>
                <td>{h.amount_total}</td>
                <td>{h.date ? formatDate(h.date) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
