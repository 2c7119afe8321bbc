import { useRef, useState } from 'react';
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
import type { useVersionedSave } from '../../form/useVersionedSave.ts';

/** Values the user settled on in the conflict panel, and the server's record they go onto. */
export interface Settled {
  values: Values;
  base: Values;
}

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
 * The card's server calls: save (Ctrl+S closes the card), next status (saves with
 * `next_status: <form shown>` and stays), close (`PUT /api/orders/{id}/close`, after saving
 * edits) and copy (`POST /api/orders/{id}/copy`). A 422 keeps every value and shows the errors.
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
    const payload = versions.versioned(toPayload(def, settled?.values ?? values ?? {}), settled?.base);
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
  const nextStatus = (tab: OrderTab, settled?: Settled) =>
    run(
      async () => {
        const row = await write(tab, settled, (s) => nextStatus(tab, s));
        if (row) onStay(row, true);
      },
      () => nextStatus(tab, settled),
    );
  const close = (settled?: Settled) =>
    run(
      async () => {
        const saved = settled || edited || id === undefined ? await write(undefined, settled, close) : null;
        if (saved === undefined) return;
        const orderId = saved?.id ?? id;
        if (orderId === undefined) return;
        const row = await api.call(closeOrder, { params: { id: orderId } });
        // The closed order as the server holds it (its new version too): the card shows it.
        onStay(row, true);
        toast.success(`Заказ № ${row.id} закрыт`, { duration: 4000 });
      },
      () => close(settled),
    );
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

  /** Makes the stopped call again with what the user settled on in the conflict panel. */
  const resave = (settled: Settled) => {
    const again = stopped.current;
    stopped.current = null;
    again?.(settled);
  };

  return { save, nextStatus, close, copy, remove, resave, messages, busy };
}
