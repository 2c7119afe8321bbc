import type { NamedListFilterBuilder } from '../../crud/named-list-filters.ts';
import { atRiskCondition } from './turnout.query.ts';

/** `turnout=at_risk` on the orders list (core/resources/defs/orders.resource.ts listFilters). */
export const orderTurnoutFilters: Record<string, NamedListFilterBuilder> = {
  turnout: (table) => atRiskCondition(table),
};
