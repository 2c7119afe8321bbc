import { accountStatusFilters } from '../domain/accounts/account-status-filter.ts';
import { individualDocumentFilters } from '../domain/individuals/document-filters.ts';
import { refusePeriodFilters } from '../domain/refuses/refuse-period-filter.ts';
import { orderTurnoutFilters } from '../domain/reliability/turnout-filter.ts';
import type { NamedListFilterBuilder } from './named-list-filters.ts';

/** The SQL of each resource's named list filters (ResourceDef.listFilters), one module per resource. */
export const namedListFilters: Record<string, Record<string, NamedListFilterBuilder>> = {
  individuals: individualDocumentFilters,
  accounts: accountStatusFilters,
  refuses: refusePeriodFilters,
  orders: orderTurnoutFilters,
};
