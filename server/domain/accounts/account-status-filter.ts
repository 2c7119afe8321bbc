import { type Expression, type SqlBool, sql } from 'kysely';
import type { NamedListFilterBuilder } from '../../crud/named-list-filters.ts';

/**
 * `status=1,3` on the accounts list (core/resources/defs/accounts.resource.ts `listFilters`): the
 * SQL of core/rules/account-status.rule.ts, a paid sum of zero counting as none.
 */
export const accountStatusFilters: Record<string, NamedListFilterBuilder> = {
  status: (table, value): Expression<SqlBool> => {
    const payed = sql`coalesce(${sql.ref(`${table}.payed_amount`)}, 0)`;
    const amount = sql.ref(`${table}.amount`);
    const date = sql.ref(`${table}.payment_date`);
    if (value === '1') return sql<SqlBool>`(${payed} = 0 and ${date} is null)`;
    if (value === '2') return sql<SqlBool>`(${payed} > 0 and ${payed} < ${amount})`;
    return sql<SqlBool>`((${payed} = 0 and ${date} is not null) or (${payed} > 0 and ${payed} >= ${amount}))`;
  },
};
