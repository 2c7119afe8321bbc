import { useMemo } from 'react';
import { expectedTurnout, NEWCOMER_RELIABILITY, turnoutText } from '../../../core/rules/reliability.rule.ts';
import type { Values } from '../../form/form-values.ts';
import { useReliability } from './reliability-api.ts';
import './reliability.css';

type Row = Record<string, unknown>;
const rows = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]).filter((r) => !r._destroy) : []);

/**
 * Issue 21 item 6 on the order card: the expected turnout of the workers on the card as it is
 * being edited (before a save), against the places of its price lines, and a warning when the
 * order is at risk. Shown while the order is not counted.
 */
export function TurnoutWarning({ values }: { values: Values }) {
  const places = rows(values.order_prices).reduce((s, p) => s + (Number(p.workers_amount) || 0), 0);
  const ids = useMemo(
    () => rows(values.order_individuals).flatMap((r) => (typeof r.individual_id === 'number' ? [r.individual_id] : [])),
    [values.order_individuals],
  );
  const kept = useReliability(ids);
  if (Number(values.status ?? 0) >= 3 || places === 0) return null;
  const t = expectedTurnout(
    places,
    ids.map((id) => kept.get(id)?.p_show ?? NEWCOMER_RELIABILITY.p_show),
  );
  return (
    <p className={`turnout${t.at_risk ? ' at-risk' : ''}`} role="status" aria-live="polite">
      {t.at_risk ? '⚠ Заказ под угрозой: ' : 'Ожидаемая явка: '}
      {turnoutText(t).toLowerCase()} (назначено {t.assigned} из {t.places})
      {t.at_risk ? ' — добавьте работников или замените ненадёжных.' : ''}
    </p>
  );
}
