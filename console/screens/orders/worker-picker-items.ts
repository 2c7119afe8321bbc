import type {
  FreeIndividual,
  HiddenWorkers,
  RateAndRating,
} from '../../../core/actions/defs/worker-picking.actions.ts';
import { formatRoubles } from '../../../core/money.ts';
import { workerStatusLabels } from '../../../core/rules/worker.rule.ts';

export type { FreeIndividual, HiddenWorkers, RateAndRating };

const rating = (r: number) => r.toFixed(2).replace('.', ',');

/** The second line of a candidate: status, rating and metro, so two namesakes can be told apart. */
export function workerDetail(row: FreeIndividual): string {
  const status = workerStatusLabels[row.status as keyof typeof workerStatusLabels];
  return [status, row.rating === null ? null : `рейтинг ${rating(row.rating)}`, row.metro ? `м. ${row.metro}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** Why a candidate needs a second look before assignment (issue 10 item 2), worst first. */
export function workerWarnings(row: Pick<FreeIndividual, 'busy_order_ids' | 'expired_documents'>): string[] {
  const out: string[] = [];
  if (row.busy_order_ids.length)
    out.push(`Занят в этот день: ${row.busy_order_ids.map((id) => `заказ № ${id}`).join(', ')}`);
  if (row.expired_documents.length) out.push(`Просрочены документы: ${row.expired_documents.join(', ')}`);
  return out;
}

/** 'Ставка 455,50 ₽/ч + 500,00 ₽' with where it comes from; empty when the worker has none. */
export function rateText(r: RateAndRating | null): string {
  if (!r || (r.rate1 === null && r.rate2 === null)) return '';
  const parts = [
    r.rate1 === null ? null : `${formatRoubles(r.rate1)} ₽/ч`,
    r.rate2 === null ? null : `${formatRoubles(r.rate2)} ₽`,
  ];
  const from = r.rate_source === 'rating' ? ' (по рейтингу)' : '';
  return `Ставка ${parts.filter(Boolean).join(' + ')}${from}`;
}

const hiddenReasons: Record<HiddenWorkers['reason'], (fixPay: boolean | null) => string> = {
  other_pay: (fixPay) =>
    `другая схема оплаты (на заказе ${fixPay ? 'фиксированная' : fixPay === false ? 'почасовая' : 'одна для всех'})`,
  not_working: () => 'статус «Не работает»',
  fired: () => 'отстранены на этот день',
};

/** Issue 22 item 2 'hidden with no word why': «Скрыто: 1 — другая схема оплаты (…); 2 — статус «Не работает»». */
export function hiddenText(hidden: readonly HiddenWorkers[] | undefined, fixPay: boolean | null): string {
  if (!hidden?.length) return '';
  return `Скрыто: ${hidden.map((h) => `${h.count} — ${hiddenReasons[h.reason](fixPay)}`).join('; ')}`;
}
