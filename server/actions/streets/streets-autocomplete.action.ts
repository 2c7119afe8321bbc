import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { decodeFilter, FilterSyntaxError } from '../../../core/filter.ts';
import { type StreetSuggestion, streetsAutocomplete } from '../../../core/actions/defs/streets.actions.ts';
import { mountAction } from '../mount-action.ts';
import { wire } from '../../../core/actions/wire.ts';
import { likePattern } from '../../db/like-pattern.ts';
import type { DB } from '../../db/db-types.ts';

const LIMIT = 15;

function filterOf(text: string) {
  try {
    return decodeFilter(text);
  } catch (e) {
    if (e instanceof FilterSyntaxError) throw AppError.validation({ filter: [e.message] }, [`Фильтр: ${e.message}`]);
    throw e;
  }
}

/** The contractor's earlier order addresses on streets matching the text, most recent first. */
async function contractorAddresses(db: Kysely<DB>, contractorId: number, pattern: string) {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('streets as s', 's.id', 'o.street_id')
    .select(['s.id as street_id', 's.name as street_name', 'o.address_info', 'o.metro_station_ids'])
    .select(sql<string>`max(o.start_date)`.as('last_date'))
    .where('o.contractor_id', '=', contractorId)
    .where(sql<boolean>`s.name ilike ${pattern}`)
    .groupBy(['s.id', 's.name', 'o.address_info', 'o.metro_station_ids'])
    .orderBy(sql`max(o.start_date) desc`)
    .limit(5)
    .execute();
  return rows.map(({ last_date: _last, ...r }) => ({ ...r, source: 'contractor' as const }));
}

/**
 * GET /api/streets/autocomplete?filter=name=…;contractor_id=… (spec 01 §7: 'filter of name (and
 * contractor_id); answer items with street_name'). Streets whose name starts with the text come
 * before those that only contain it; with a contractor, their own earlier addresses come first.
 */
export function registerStreetsAutocomplete(app: FastifyInstance) {
  mountAction(app, streetsAutocomplete, async ({ trx, query }) => {
    const filter = filterOf(query.filter);
    // The filter text as a whole is checked by the action's query (no NUL, at most 500 characters).
    const name = (filter.name?.[0] ?? '').trim().slice(0, 100);
    const contractor = wire.optionalId('должно быть номером записи').safeParse(filter.contractor_id?.[0]);
    if (!contractor.success)
      throw AppError.validation({ contractor_id: ['должно быть номером записи'] }, [
        'Контрагент должно быть номером записи',
      ]);
    const contractorId = contractor.data;
    if (!name) return { items: [] };
    const pattern = likePattern(name);
    // The same escaped text without the leading %: a name that starts with it.
    const prefix = pattern.slice(1);
    const own = contractorId === null ? [] : await contractorAddresses(trx, contractorId, pattern);
    const streets = await trx
      .selectFrom('streets')
      .select(['id as street_id', 'name as street_name', 'metro_station_ids'])
      .where(sql<boolean>`name ilike ${pattern}`)
      .orderBy(sql`(name ilike ${prefix}) desc`)
      .orderBy('name')
      .orderBy('id')
      .limit(LIMIT)
      .execute();
    const items: StreetSuggestion[] = [
      ...own,
      ...streets.map((s) => ({ ...s, address_info: null, source: 'street' as const })),
    ];
    return { items };
  });
}
