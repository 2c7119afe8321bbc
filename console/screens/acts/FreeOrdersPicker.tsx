import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Row } from '../../../core/api/api-client.ts';
import type { AppError } from '../../../core/errors.ts';
import { formatDate } from '../../../core/format.ts';
import { formatRoubles } from '../../../core/money.ts';
import { FREE_ORDERS_FROM } from '../../../core/resources/defs/free-orders.resource.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { ConfirmDialog } from '../../app/ConfirmDialog.tsx';
import type { FormPanelProps } from '../../form/form-extensions.ts';

/** The act's fields an attach changes, taken back from the server's answer. */
export const ACT_ORDER_KEYS = ['order_ids', 'contractor_id', 'amount_orders', 'status', 'contractor_mismatch'] as const;

interface FreeOrder extends Row {
  contractor_id: number;
  contractor_name: string;
  start_date: string;
  final_revenue: string | null;
  address_info: string | null;
}

/**
 * Spec 02 '/free_orders: list free orders of a contractor to attach to an act; adding an order of
 * another contractor asks for confirmation' ('вы выбрали нового клиента, продолжить?', then the
 * selection resets: the act takes the new contractor and only that order). Arrows move, Enter adds.
 */
export function FreeOrdersPicker({ id, values, accept }: FormPanelProps) {
  const [query, setQuery] = useState('');
  const [orders, setOrders] = useState<FreeOrder[] | null>(null);
  const [asking, setAsking] = useState<FreeOrder | null>(null);
  const [version, setVersion] = useState(0);
  const inAct = new Set(((values.order_ids as number[] | undefined) ?? []).map(Number));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after an order was added.
  useEffect(() => {
    let live = true;
    api
      .resource('free_orders')
      .list({
        filter: { start_date: [FREE_ORDERS_FROM] },
        ...(query ? { search: query } : {}),
        limit: 30,
      })
      .then((answer) => live && setOrders(answer.items as FreeOrder[]))
      .catch(() => live && setOrders([]));
    return () => {
      live = false;
    };
  }, [query, version]);

  const attach = async (order: FreeOrder, newClient: boolean) => {
    setAsking(null);
    const change = newClient
      ? { contractor_id: order.contractor_id, order_ids: [order.id] }
      : { order_ids: [...inAct, order.id] };
    try {
      accept(await api.resource('acts').update(id, change), ACT_ORDER_KEYS);
      setVersion((v) => v + 1);
    } catch (e) {
      toast.error((e as AppError).message);
    }
  };
  const choose = (order: FreeOrder) => {
    if (Number(values.contractor_id) !== order.contractor_id) setAsking(order);
    else void attach(order, false);
  };

  const shown = (orders ?? []).filter((o) => !inAct.has(o.id));
  return (
    <fieldset className="form-panel free-orders">
      <legend>Свободные заказы</legend>
      <Command className="inline-picker" label="Свободные заказы" shouldFilter={false}>
        <Command.Input value={query} onValueChange={setQuery} placeholder="Поиск заказа или клиента…" />
        <Command.List>
          {orders === null && <Command.Loading>Загрузка…</Command.Loading>}
          {orders !== null && <Command.Empty>{texts.empty}</Command.Empty>}
          {shown.map((o) => (
            <Command.Item key={o.id} value={String(o.id)} onSelect={() => choose(o)}>
              <span className="picker-title">
                № {o.id} · {o.contractor_name}
              </span>
              <span className="picker-detail">
                {formatDate(o.start_date)} · {formatRoubles(o.final_revenue)}
                {o.address_info ? ` · ${o.address_info}` : ''}
              </span>
            </Command.Item>
          ))}
        </Command.List>
      </Command>
      {asking && (
        <ConfirmDialog
          text={texts.newClientConfirm}
          confirmLabel="Продолжить"
          onConfirm={() => void attach(asking, true)}
          onCancel={() => setAsking(null)}
        />
      )}
    </fieldset>
  );
}
