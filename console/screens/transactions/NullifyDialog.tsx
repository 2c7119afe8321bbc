import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { AppError } from '../../../core/errors.ts';
import { officeToday } from '../../../core/format.ts';
import type { BalanceRow, NullifyAnswer } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles } from '../../../core/money.ts';
import { f } from '../../../core/resources/fields/f.ts';
import { texts } from '../../../core/texts.ts';
import { DateInput } from '../../fields/inputs/DateInput.tsx';
import { ActionDialog } from '../../list-actions/ActionDialog.tsx';
import type { ListActionProps } from '../../list-actions/list-action.ts';
import { idempotencyKey, required } from '../../list-actions/payment-answer.ts';
import {
  individualsAsWorkers,
  nullifyNotice,
  nullifyWorker,
  ownersAsWorkers,
  totalOf,
  type Worker,
  workerBalances,
} from './ledger-api.ts';

const dateField = f.date({ label: 'Дата операции' });
const messageOf = (e: unknown) =>
  e instanceof AppError && e.fullMessages?.length ? e.fullMessages.join('; ') : (e as Error).message;

/**
 * Issue 13 item 1 'nullify_amount zeroes a worker's balance with one balancing transaction': the
 * workers' balances and their total, a date (today by default), Enter confirms; then one call per
 * worker, each with its own Idempotency-Key, kept for the dialog's life so a retry after a lost
 * answer or a refused worker replays the done ones instead of writing a second row.
 */
export function NullifyDialog({
  workers,
  onDone,
  onClose,
}: {
  workers: readonly Worker[];
  onDone(): void;
  onClose(): void;
}) {
  const [date, setDate] = useState<string | null>(officeToday());
  const [balances, setBalances] = useState<BalanceRow[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());
  const ids = useMemo(() => workers.map((w) => w.id), [workers]);
  useEffect(() => {
    let live = true;
    workerBalances(ids).then(
      (items) => live && setBalances(items),
      (e) => live && setLoadError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [ids]);
  const balanceOf = (id: number) => balances?.find((b) => b.owner_id === id);
  const keyOf = (id: number, day: string) => {
    const slot = `${id}:${day}`;
    if (!keys.current.has(slot)) keys.current.set(slot, idempotencyKey());
    return keys.current.get(slot) as string;
  };

  return (
    <ActionDialog
      title={`${texts.nullifyTitle}: ${workers.length === 1 ? (workers[0].name ?? `№ ${workers[0].id}`) : `работников ${workers.length}`}`}
      submitLabel={texts.nullifyTitle}
      onSubmit={async () => {
        const day = required(date, dateField.label);
        if (!balances) throw new Error(loadError ?? 'Балансы ещё не загружены');
        const answers: NullifyAnswer[] = [];
        for (const w of workers) {
          try {
            answers.push(await nullifyWorker(w.id, day, keyOf(w.id, day)));
          } catch (e) {
            throw new Error(
              `${w.name ?? `№ ${w.id}`}: ${messageOf(e)} (обнулено ${answers.length} из ${workers.length})`,
            );
          }
        }
        toast.success(nullifyNotice(answers), { duration: 6000 });
        onDone();
      }}
      onClose={onClose}
    >
      {loadError && (
        <p className="error-box" role="alert">
          {loadError}
        </p>
      )}
      {!balances && !loadError && <p className="muted">Загрузка балансов…</p>}
      {balances && (
        <table className="nullify-balances">
          <thead>
            <tr>
              <th scope="col">Работник</th>
              <th scope="col">Баланс, ₽</th>
            </tr>
          </thead>
          <tbody>
            {workers.map((w) => (
              <tr key={w.id}>
                <td>{balanceOf(w.id)?.name ?? w.name ?? `№ ${w.id}`}</td>
                <td className="num">{formatRoubles(balanceOf(w.id)?.balance ?? '0')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Итого</th>
              <td className="num" data-total>
                {totalOf(workers.map((w) => ({ balance: balanceOf(w.id)?.balance ?? '0' })))}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <div className="field-row">
        <label htmlFor="nullify-date">{dateField.label}</label>
        <DateInput id="nullify-date" field={dateField} value={date} onChange={(v) => setDate((v as string) ?? null)} />
      </div>
    </ActionDialog>
  );
}

/** On /individuals: the selected workers, or the one under the cursor. */
export function IndividualNullifyDialog({ rows, onDone, onClose }: ListActionProps) {
  const workers = useMemo(() => individualsAsWorkers(rows), [rows]);
  return <NullifyDialog workers={workers} onDone={onDone} onClose={onClose} />;
}

/** On /transactions: the worker the cursor row belongs to. */
export function OwnerNullifyDialog({ rows, onDone, onClose }: ListActionProps) {
  const workers = useMemo(() => ownersAsWorkers(rows), [rows]);
  return <NullifyDialog workers={workers} onDone={onDone} onClose={onClose} />;
}
