import { encodeFilter } from '../../core/filter.ts';
import { formatDate } from '../../core/format.ts';
import { addDays, moscowDate } from '../../core/rules/schedule.rule.ts';
import { orderTurnouts } from '../domain/reliability/turnout.query.ts';
import type { LeftColumnProvider } from './left-column-provider.ts';

/**
 * Issue 21: «Заказы под угрозой» — tomorrow's formed orders whose expected turnout falls short
 * (core/rules/reliability.rule.ts orderAtRisk). The figure opens the orders list filtered to exactly
 * those orders (the list filter turnout=at_risk runs the same rule in SQL).
 */
export const ordersAtRiskProvider: LeftColumnProvider = {
  flag: 'shared_orders_at_risk',
  title: 'Заказы под угрозой',
  sources: ['orders', 'individual_refusals', 'suit_checks', 'ratings'],
  async load(db) {
    const tomorrow = addDays(moscowDate(), 1);
    const turnouts = await orderTurnouts(db, tomorrow, tomorrow);
    const atRisk = turnouts.filter((t) => t.at_risk);
    const short = atRisk.reduce((s, t) => s + Math.max(0, Math.ceil(t.places - t.expected - 0.5)), 0);
    const href = `/orders?${new URLSearchParams({ filter: encodeFilter({ start_date: [formatDate(tomorrow)], turnout: ['at_risk'] }) })}`;
    return [
      { label: `Завтра, ${formatDate(tomorrow)}: из ${turnouts.length}`, value: atRisk.length, kind: 'count', href },
      { label: 'Может не хватить работников', value: short, kind: 'count', href },
    ];
  },
};
