import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

export const streetSuggestion = z.object({
  street_id: z.number(),
  street_name: z.string(),
  /** The house and office part of an address the contractor's orders went to before. */
  address_info: z.string().nullable(),
  metro_station_ids: z.array(z.number()),
  /** 'contractor': an address of this contractor's earlier orders; 'street': a street of the list. */
  source: z.enum(['contractor', 'street']),
});
export type StreetSuggestion = z.infer<typeof streetSuggestion>;

/**
 * GET /api/streets/autocomplete?filter=name=…;contractor_id=… (spec 01 §7: 'filter of name (and
 * contractor_id); answer items with street_name').
 */
export const streetsAutocomplete = defineAction({
  name: 'streets.autocomplete',
  method: 'GET',
  path: '/api/streets/autocomplete',
  title: 'Подсказка улиц',
  permission: resourceActionRule(resources.streets.permissions.read),
  query: wire.object({ filter: wire.text(500) }),
  labels: { filter: 'Фильтр' },
  answer: z.object({ items: z.array(streetSuggestion) }),
});
