import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { isNetworkError, type Row } from '../../../core/api/api-client.ts';
import { copyOrder } from '../../../core/actions/defs/order-create.actions.ts';
import { AppError, type FieldErrors } from '../../../core/errors.ts';
import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { texts } from '../../../core/texts.ts';
import { closeOrder, restoreOrder } from '../../../core/actions/defs/order-status.actions.ts';
import type { StatusMoveName } from '../../../core/actions/defs/order-status-preview.actions.ts';
import { api } from '../../app/api.ts';
import { doneNotice } from '../../app/undo-notice.ts';
import { type NestedRow, toPayload, type Values } from '../../form/form-values.ts';
import type { useVersionedSave } from '../../form/useVersionedSave.ts';
import { savedPriceLines } from './price-lines.ts';

/** Values the user settled on in the conflict panel, and the server's record they go onto. */
export interface Settled {
  values: Values;
  base: Values;
}

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
  /** Issue 20 item 5: the version goes with each save; a newer one opens the conflict panel. */
  versions: Pick<ReturnType<typeof useVersionedSave>, 'versioned' | 'guard'>;
}

/**
 * The card's server calls: save (Ctrl+S closes the card, Alt+S stays), next status (saves with
 * `next_status: <form shown>` and stays), close and restore (catalogue actions, asked first by the
 * card) and copy to one or more days (`POST /api/orders/{id}/copy`). A 422 keeps every value and
 * shows the errors.
 */
export function useOrderActions({ def, id, values, edited, onStay, onDone, onFieldErrors, versions }: Options) {
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The call a stale version stopped, made again once the user settled the conflict (`resave`).
  const stopped = useRef<((settled: Settled) => void) | null>(null);

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

  /** Saves the card (or the settled values); undefined when the version was stale and the panel opened. */
  const write = async (next: OrderTab | undefined, settled: Settled | undefined, again: (s: Settled) => void) => {
    // Unused default lines stay in the browser (issue 22 item 6: 'lines with 0 workers are saved').
    const payload = versions.versioned(
      toPayload(def, withSavedPriceLines(settled?.values ?? values ?? {})),
      settled?.base,
    );
    if (next) payload.next_status = next;
    const orders = api.resource('orders');
    const row = await versions.guard(() => (id === undefined ? orders.create(payload) : orders.update(id, payload)));
    stopped.current = row === undefined ? again : null;
    return row as Row | undefined;
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

  const save = (settled?: Settled) =>
    run(
      async () => {
        const row = await write(undefined, settled, save);
        if (row) onDone(row);
      },
      () => save(settled),
    );
  // Issue 22 item 7: Alt+S saves and the card stays open on the saved order.
  const saveStay = (settled?: Settled) =>
    run(
      async () => {
        const row = await write(undefined, settled, saveStay);
        if (!row) return;
        onStay(row, false);
        toast.success(`Заказ № ${row.id} сохранён`, { duration: 3000 });
      },
      () => saveStay(settled),
    );
  /** Saves unsaved edits (a new order included) before a status move reads the order; the id it has then. */
  const saveEdits = async (): Promise<number | null> => {
    if (!values || busy) return null;
    if (!edited && id !== undefined) return id;
    let saved: number | null = null;
    await run(
      async () => {
        // A stale version opens the conflict panel; the move waits for the user to save again.
        const row = await write(undefined, undefined, saveStay);
        if (!row) return;
        onStay(row, false);
        saved = row.id;
      },
      () => void saveEdits(),
    );
    return saved;
  };
  const nextStatus = (tab: OrderTab, settled?: Settled) =>
    run(
      async () => {
        const row = await write(tab, settled, (s) => nextStatus(tab, s));
        if (row) onStay(row, true);
      },
      () => nextStatus(tab, settled),
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
        const row = await api.call(copyOrder, { params: { id }, body: { order: { start_dates } } });
        const made = row.copied_ids;
        toast.success(
          made.length > 1 ? `Созданы копии: заказы № ${made.join(', ')}` : `Создана копия: заказ № ${row.id}`,
          { duration: 5000 },
        );
        onStay(row as Row, false);
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

  /** Makes the stopped call again with what the user settled on in the conflict panel. */
  const resave = (settled: Settled) => {
    const again = stopped.current;
    stopped.current = null;
    again?.(settled);
  };

  return { save, saveStay, saveEdits, nextStatus, move, copy, remove, resave, messages, busy };
}
