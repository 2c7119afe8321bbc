import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { listConditions, resolveSearchRefs } from '../../crud/list-filters.ts';
import { parseListParams } from '../../crud/list-params.ts';
import type { DB } from '../../db/db-types.ts';

/** At most this many contractors per sending: the list travels in the job's payload. */
export const MAILING_RECIPIENTS_MAX = 10_000;

export const audienceTexts = {
  none: 'Выберите получателей: фильтр списка контрагентов или отмеченных контрагентов',
  noMatch: 'Ни один контрагент не подходит под этот фильтр',
  badIds: 'Нужен список номеров контрагентов',
  unknownIds: (ids: number[]) => `Нет контрагентов с номерами ${ids.join(', ')}`,
  tooMany: `Слишком много получателей: не больше ${MAILING_RECIPIENTS_MAX.toLocaleString('ru-RU')} контрагентов за одну рассылку`,
} as const;

const refuse = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

export interface AudienceRequest {
  /** The contractors list's filter string (core/filter.ts codec) and search, as the list screen sends them. */
  filter?: unknown;
  search?: unknown;
  /** Explicitly picked contractors; wins over the filter when given. */
  contractor_ids?: unknown;
}

const present = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The ids of the chosen contractors: picked ids (all must exist) or every row the contractors list shows for the filter. */
export async function audienceIds(db: Kysely<DB>, body: AudienceRequest): Promise<number[]> {
  if (body.contractor_ids !== undefined && body.contractor_ids !== null) {
    const raw = body.contractor_ids;
    if (
      !Array.isArray(raw) ||
      !raw.every((v) => Number.isSafeInteger(Number(v)) && Number(v) > 0 && Number(v) < 2 ** 31)
    )
      throw refuse('contractor_ids', audienceTexts.badIds);
    const ids = [...new Set(raw.map(Number))];
    if (ids.length === 0) throw refuse('contractor_ids', audienceTexts.none);
    if (ids.length > MAILING_RECIPIENTS_MAX) throw refuse('contractor_ids', audienceTexts.tooMany);
    const found = new Set(
      (await db.selectFrom('contractors').select('id').where('id', 'in', ids).execute()).map((r) => Number(r.id)),
    );
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length) throw refuse('contractor_ids', audienceTexts.unknownIds(unknown.slice(0, 10)));
    return ids;
  }
  if (!present(body.filter) && !present(body.search)) throw refuse('contractor_ids', audienceTexts.none);
  const def = resources.contractors;
  let params: ReturnType<typeof parseListParams>;
  try {
    params = parseListParams(def, { filter: body.filter, search: body.search });
  } catch (e) {
    // A filter the list would refuse with 400 is a mistake in this form's field: 422 under `filter`.
    if (e instanceof AppError && e.code === 'bad_request') throw refuse('filter', e.message);
    throw e;
  }
  await resolveSearchRefs(db, def, params);
  const rows = await db
    .selectFrom(def.table)
    .select(`${def.table}.id as id`)
    .where((eb) => eb.and(listConditions(eb, def, params)))
    .orderBy(`${def.table}.id`)
    .limit(MAILING_RECIPIENTS_MAX + 1)
    .execute();
  if (rows.length === 0) throw refuse('filter', audienceTexts.noMatch);
  if (rows.length > MAILING_RECIPIENTS_MAX) throw refuse('filter', audienceTexts.tooMany);
  return rows.map((r) => Number(r.id));
}
