import { useState } from 'react';
import { toast } from 'sonner';
import { isNetworkError, type Row } from '../../../core/api/api-client.ts';
import { copyOrder } from '../../../core/actions/defs/order-create.actions.ts';
import { closeOrder } from '../../../core/actions/defs/order-status.actions.ts';
import { AppError, type FieldErrors } from '../../../core/errors.ts';
import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { toPayload, type Values } from '../../form/form-values.ts';

interface Options {
  def: ResourceDef;
  id: number | undefined;
  values: Values | null;
  edited: boolean;
  /** The saved order: the card shows it (and has its id from now on). */
  onStay(row: Row, movedOn: boolean): void;
  /** Saved with Ctrl+S: the list shows it and the card closes. */
  onDone(row: Row): void;
  onFieldErrors(errors: FieldErrors | undefined): void;
}

/**
 * The card's server calls: save (Ctrl+S closes the card), next status (saves with
 * `next_status: <form shown>` and stays), close (`PUT /api/orders/{id}/close`, after saving
 * edits) and copy (`POST /api/orders/{id}/copy`). A 422 keeps every value and shows the errors.
 */
export function useOrderActions({ def, id, values, edited, onStay, onDone, onFieldErrors }: Options) {
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const failed = (e: unknown, retry: () => void) => {
    const err = e as AppError;
    if (err instanceof AppError && err.code === 'validation') {
      onFieldErrors(err.fieldErrors);
      setMessages(err.fullMessages ?? [err.message]);
    } else toast.error(err.message, isNetworkError(err) ? { action: { label: texts.retry, onClick: retry } } : {});
  };
  const cleared = () => {
    onFieldErrors(undefined);
    setMessages([]);
  };

  const write = async (next?: OrderTab): Promise<Row> => {
    const payload = toPayload(def, values ?? {});
    if (next) payload.next_status = next;
    const orders = api.resource('orders');
    return (await (id === undefined ? orders.create(payload) : orders.update(id, payload))) as Row;
  };

  const run = async (what: () => Promise<void>, retry: () => void) => {
    if (!values || busy) return;
    setBusy(true);
    try {
      await what();
      cleared();
    } catch (e) {
      failed(e, retry);
    } finally {
      setBusy(false);
    }
  };

  const save = () => run(async () => onDone(await write()), save);
  const nextStatus = (tab: OrderTab) =>
    run(
      async () => onStay(await write(tab), true),
      () => nextStatus(tab),
    );
  const close = () =>
    run(async () => {
      const saved = edited || id === undefined ? await write() : null;
      const orderId = saved?.id ?? id;
      if (orderId === undefined) return;
      const row = await api.call(closeOrder, { params: { id: orderId } });
      onStay(row, true);
      toast.success(`Заказ № ${row.id} закрыт`, { duration: 4000 });
    }, close);
  const copy = () =>
    run(async () => {
      if (id === undefined) return;
      const row = await api.call(copyOrder, { params: { id } });
      toast.success(`Создана копия: заказ № ${row.id}`, { duration: 5000 });
      onStay(row, false);
    }, copy);

  const remove = async (onRemoved: () => void, onGone: () => void) => {
    if (id === undefined) return;
    try {
      await api.resource('orders').remove(id);
      toast.success('Запись удалена', { duration: 3000 });
      onRemoved();
      onGone();
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return { save, nextStatus, close, copy, remove, messages, busy };
}
