import { useState } from 'react';
import { useLocation } from 'wouter';
import { AppError } from '../../../core/errors.ts';
import { api } from '../../app/api.ts';
import { RefPicker } from '../../fields/inputs/RefPicker.tsx';
import { SaveErrors } from '../../form/SaveErrors.tsx';

type InstrumentTypes = { id: number; name: string }[];

interface Props {
  /** The order body for the picked contractor (order-draft.ts). */
  build(contractorId: number, instrumentTypes: InstrumentTypes): Record<string, unknown>;
  onClose(): void;
}

/** "Создать заказ": pick the contractor (cmdk over /api/contractors), then the order is created and opened. */
export function CreateOrderDialog({ build, onClose }: Props) {
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const create = async (contractorId: number) => {
    setSaving(true);
    setErrors([]);
    try {
      const types = await api.resource('instrument_types').list({ limit: 500 });
      const body = build(
        contractorId,
        types.items.map((t) => ({ id: t.id, name: String(t.name) })),
      );
      const order = await api.resource('orders').create(body);
      navigate(`/orders?id=${order.id}`);
    } catch (e) {
      const full = e instanceof AppError ? e.fullMessages : undefined;
      setErrors(full?.length ? full : [(e as Error).message]);
      setSaving(false);
    }
  };
  return (
    <div className="modal-backdrop">
      <div className="modal calc-order-dialog" role="dialog" aria-modal="true" aria-labelledby="calc-order-title">
        <h2 id="calc-order-title">Создать заказ</h2>
        <p className="muted">
          Дата — завтра, адрес — адрес погрузки, цены — бригада и машина из расчёта. Выберите контрагента:
        </p>
        {errors.length > 0 && <SaveErrors messages={errors} />}
        {saving ? (
          <p>Сохранение…</p>
        ) : (
          <div className="calc-order-picker">
            <RefPicker target="contractors" label="Контрагент" onPick={(id) => create(id)} onClose={onClose} />
          </div>
        )}
      </div>
    </div>
  );
}
