import { type Expression, type SqlBool, sql } from 'kysely';
import { type RefusePeriod, refusePeriodRange } from '../../../core/rules/refuse-period.rule.ts';
import { moscowDate } from '../../../core/rules/schedule.rule.ts';
import type { NamedListFilterBuilder } from '../../crud/named-list-filters.ts';

/** `period=today|week|month` on the refusers' list (core/resources/defs/refuses.resource.ts): the rule's range in SQL. */
export const refusePeriodFilters: Record<string, NamedListFilterBuilder> = {
  period: (table, value): Expression<SqlBool> => {
    const { from, to } = refusePeriodRange(value as RefusePeriod, moscowDate());
    return sql<SqlBool>`(${sql.ref(`${table}.last_refused_on`)} between ${from}::date and ${to}::date)`;
  },
};
