import { orderAtRisk, turnoutText } from '../../../core/rules/reliability.rule.ts';
import type { OrderTurnoutRow } from './reliability-api.ts';
import './reliability.css';

/**
 * The at-risk mark of an order (core/rules/reliability.rule.ts orderAtRisk) for lists of orders: the
 * daily schedule and the weekly planning board. Nothing for an order that is not at risk.
 */
export function AtRiskMark({ turnout }: { turnout: Pick<OrderTurnoutRow, 'places' | 'expected'> | undefined }) {
  if (!turnout || !orderAtRisk(turnout)) return null;
  return <span className="at-risk-mark">⚠ под угрозой: {turnoutText(turnout).toLowerCase()}</span>;
}
