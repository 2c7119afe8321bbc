import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import { freeIndividuals, rateAndRating } from '../../../core/actions/defs/worker-picking.actions.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { useLayer } from '../../app/useLayer.ts';
import { rankItems } from '../../fields/picker-rank.ts';
import { rememberNames } from '../../fields/ref-names.ts';
import { useOrderCard } from './order-card-context.ts';
import {
  type FreeIndividual,
  type HiddenWorkers,
  hiddenText,
  type RateAndRating,
  rateText,
  workerWarnings,
} from './worker-picker-items.ts';
import { WorkerPickerItem } from './WorkerPickerItem.tsx';

interface Props {
  seed: string;
  workTypeId: number | null;
  instrumentTypeId: number | null;
  onPick(row: FreeIndividual, rate: RateAndRating | null): void;
  onClose(tab?: 'forward' | 'back'): void;
}

const itemValue = (row: FreeIndividual) => `id-${row.id}`;

/**
 * Keyboard-first choice of a worker for the order's day (issue 10 item 2): free workers first with
 * status, rating and metro, the active one's rate below; a busy worker or one with an expired
 * document is flagged and needs a second Enter, so nobody is double-booked by accident.
 */
export function WorkerPicker({ seed, workTypeId, instrumentTypeId, onPick, onClose }: Props) {
  const card = useOrderCard();
  const [query, setQuery] = useState(seed);
  const [items, setItems] = useState<FreeIndividual[] | null>(null);
  const [hidden, setHidden] = useState<HiddenWorkers[]>([]);
  const [active, setActive] = useState('');
  const [rate, setRate] = useState<RateAndRating | null>(null);
  const [armed, setArmed] = useState<number | null>(null);
  const done = useRef(false);
  const current = items?.find((r) => itemValue(r) === active) ?? items?.[0];

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .call(freeIndividuals, {
          body: {
            date: card.startDate ?? undefined,
            order_id: card.orderId ?? undefined,
            fix_pay: card.fixPay ?? undefined,
            search: query.trim(),
          },
        })
        .then((got) => {
          if (!live) return;
          const ranked = rankItems(got.items, query, (r) => r.name);
          rememberNames('individuals', ranked);
          setItems(ranked);
          setHidden(got.meta?.hidden ?? []);
          setActive(ranked[0] ? itemValue(ranked[0]) : '');
        })
        .catch(() => live && setItems([]));
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, card.startDate, card.orderId, card.fixPay]);

  const currentId = current?.id;
  useEffect(() => {
    setArmed(null);
    setRate(null);
    if (currentId === undefined) return;
    let live = true;
    const query = { work_type_id: workTypeId || undefined, instrument_type_id: instrumentTypeId || undefined };
    api
      .call(rateAndRating, { params: { id: currentId }, query })
      .then((r) => live && setRate(r))
      .catch(() => live && setRate(null));
    return () => {
      live = false;
    };
  }, [currentId, workTypeId, instrumentTypeId]);

  const choose = (row: FreeIndividual | undefined) => {
    if (!row) return;
    // A flagged worker: the first Enter shows why, the second assigns.
    if (workerWarnings(row).length && armed !== row.id) return setArmed(row.id);
    done.current = true;
    onPick(row, rate?.individual_id === row.id ? rate : null);
  };
  const close = (tab?: 'forward' | 'back') => {
    done.current = true;
    onClose(tab);
  };
  const box = useRef<HTMLDivElement>(null);
  useLayer(true, () => close(), { box });

  return (
    <Command
      ref={box}
      className="picker worker-picker"
      label="Работник"
      shouldFilter={false}
      value={active}
      onValueChange={setActive}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          e.stopPropagation();
          choose(current);
        } else if (e.key === 'Tab') {
          e.preventDefault();
          e.stopPropagation();
          close(e.shiftKey ? 'back' : 'forward');
        }
      }}
      onBlur={(e) => {
        if (!done.current && !e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <Command.Input autoFocus value={query} onValueChange={setQuery} placeholder="ФИО работника…" />
      <Command.List>
        {items === null && <Command.Loading>Загрузка…</Command.Loading>}
        {items !== null && <Command.Empty>{texts.empty}</Command.Empty>}
        {items?.map((row) => (
          <Command.Item
            key={row.id}
            value={itemValue(row)}
            className={row.busy || row.expired_documents.length ? 'flagged' : undefined}
            onSelect={() => choose(row)}
          >
            <WorkerPickerItem row={row} />
          </Command.Item>
        ))}
      </Command.List>
      {hidden.length > 0 && <p className="picker-hidden">{hiddenText(hidden, card.fixPay)}</p>}
      <div className="picker-foot" aria-live="polite">
        {armed !== null && current?.id === armed ? (
          <strong className="worker-warning">{workerWarnings(current).join('. ')}. Enter ещё раз — назначить.</strong>
        ) : (
          rateText(rate)
        )}
      </div>
    </Command>
  );
}
