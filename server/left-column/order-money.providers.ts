import type { PermissionKey } from '../../core/rules/user-permissions.rule.ts';
import type { LeftColumnProvider } from './left-column-provider.ts';
import { orderMoneyInPeriod, type PeriodMoney } from './order-money.query.ts';
import { moneyPeriods, ordersHref } from './order-periods.ts';

/** A money block: one figure for today and one for this month, each a link to those orders. */
function orderMoneyProvider(flag: PermissionKey, title: string, figure: keyof PeriodMoney): LeftColumnProvider {
  return {
    flag,
    title,
    sources: ['orders'],
    async load(db) {
      return Promise.all(
        moneyPeriods().map(async (period) => ({
          label: period.label,
          value: (await orderMoneyInPeriod(db, period.from, period.to))[figure],
          kind: 'money' as const,
          href: ordersHref(period),
        })),
      );
    },
  };
}

/** «Выручка» (shared_revenue): what the clients pay for the orders. */
export const revenueProvider = orderMoneyProvider('shared_revenue', 'Выручка', 'revenue');

/** «Прибыль» (shared_profit): revenue minus the workers' pay. */
export const profitProvider = orderMoneyProvider('shared_profit', 'Прибыль', 'profit');
