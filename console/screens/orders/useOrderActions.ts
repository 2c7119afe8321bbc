import { useState } from 'react';
import { toast } from 'sonner';
import { isNetworkError, type Row } from '../../../core/api/api-client.ts';
import { AppError, type FieldErrors } from '../../../core/errors.ts';
import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { texts } from '../../../core/texts.ts';
import { closeOrder, restoreOrder } from '../../../core/actions/defs/order-status.actions.ts';
import type { StatusMoveName } from '../../../core/actions/defs/order-status-preview.actions.ts';
import { api } from '../../app/api.ts';
import { doneNotice } from '../../app/undo-notice.ts';
import { type NestedRow, toPayload, type Values } from '../../form/form-values.ts';
import { savedPriceLines } from './price-lines.ts';

const withSavedPriceLines = (v: Values): Values =>
  Array.isArray(v.order_prices) ? { ...v, order_prices: savedPriceLines(v.order_prices as NestedRow[]) } : v;

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
 * The card's server calls: save (Ctrl+S closes the card, Alt+S stays), next status (saves with
 * `next_status: <form shown>` and stays), close and restore (catalogue actions, asked first by the
 * card) and copy to one or more days (`POST /api/orders/{id}/copy`). A 422 keeps every value and
 * shows the errors.
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
    // Unused default lines stay in the browser (issue 22 item 6: 'lines with 0 workers are saved').
    const payload = toPayload(def, withSavedPriceLines(values ?? {}));
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
  // Issue 22 item 7: Alt+S saves and the card stays open on the saved order.
  const saveStay = () =>
    run(async () => {
      const row = await write();
      onStay(row, false);
      toast.success(`Заказ № ${row.id} сохранён`, { duration: 3000 });
    }, saveStay);
  /** Saves unsaved edits (a new order included) before a status move reads the order; the id it has then. */
  const saveEdits = async (): Promise<number | null> => {
    if (!values || busy) return null;
    if (!edited && id !== undefined) return id;
    let saved: number | null = null;
    await run(async () => {
      const row = await write();
      onStay(row, false);
      saved = row.id;
    }, saveEdits);
    return saved;
  };
  const nextStatus = (tab: OrderTab) =>
    run(
      async () => onStay(await write(tab), true),
      () => nextStatus(tab),
    );
  /** Close or restore, confirmed already (status-move/StatusMoveDialog), with one Idempotency-Key per intent. */
  const move = (name: StatusMoveName, orderId: number, key: string, undo?: () => void) =>
    run(
      async () => {
        const action = name === 'close' ? closeOrder : restoreOrder;
        const row = await api.call(action, { params: { id: orderId } }, { idempotencyKey: key });
        onStay(row as Row, name === 'close');
        doneNotice(
          name === 'close' ? `Заказ № ${orderId} закрыт и посчитан` : `Заказ № ${orderId} снова «Сформирован»`,
          undo,
        );
      },
      () => move(name, orderId, key, undo),
    );
  /** Copies the order to each day of `start_dates` (one range a pair); the card shows the first copy. */
  const copy = (start_dates: [string, string][]) =>
    run(
      async () => {
        if (id === undefined) return;
        const row = await api.request<Row & { copied_ids?: number[] }>('POST', `/api/orders/${id}/copy`, {
          order: { start_dates },
        });
        const made = row.copied_ids ?? [row.id];
        toast.success(
          made.length > 1 ? `Созданы копии: заказы № ${made.join(', ')}` : `Создана копия: заказ № ${row.id}`,
          { duration: 5000 },
        );
        onStay(row, false);
      },
      () => copy(start_dates),
    );

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

  return { save, saveStay, saveEdits, nextStatus, move, copy, remove, messages, busy };
}
