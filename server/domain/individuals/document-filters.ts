import type { NamedListFilterBuilder } from '../../crud/named-list-filters.ts';
import { documentStateCondition, moscowDate, unapprovedScansCondition } from './document-expiry.ts';

/**
 * `docs=...` on the individuals list (core/resources/defs/individuals.resource.ts `listFilters`):
 * the workers the document alerts of the left column count (server/left-column/individual-alerts.providers.ts).
 */
export const individualDocumentFilters: Record<string, NamedListFilterBuilder> = {
  docs: (table, value) =>
    value === 'unapproved'
      ? unapprovedScansCondition(`${table}.id`)
      : documentStateCondition(`${table}.id`, value === 'expired' ? 'expired' : 'expiring', moscowDate()),
};
