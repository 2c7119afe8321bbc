import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import type { DB } from '../../db/db-types.ts';

export const mainWorkTypeTexts = {
  none: 'Отметьте один основной тип работ',
  many: 'Основной тип работ может быть только один',
} as const;

/**
 * Issue 11 item 2: 'work types with exactly one main'. Counted over the rows as they will be after
 * this save (stored rows with the sent changes); a worker with no work types has nothing to mark.
 */
export async function checkMainWorkType(trx: Kysely<DB>, id: number | null, parsed: ParsedWrite): Promise<void> {
  const sent = parsed.nested.individual_work_types;
  if (!sent) return;
  const stored =
    id === null
      ? []
      : await trx.selectFrom('individual_work_types').select(['id', 'main']).where('individual_id', '=', id).execute();
  const main = new Map<string, boolean>(stored.map((r) => [`s${r.id}`, r.main === true]));
  sent.forEach((row, i) => {
    const key = row.id === undefined ? `n${i}` : `s${row.id}`;
    if (row.destroy) main.delete(key);
    else main.set(key, 'main' in row.values ? row.values.main === true : (main.get(key) ?? false));
  });
  if (main.size === 0) return;
  const count = [...main.values()].filter(Boolean).length;
  if (count === 1) return;
  const message = count === 0 ? mainWorkTypeTexts.none : mainWorkTypeTexts.many;
  throw AppError.validation({ individual_work_types: [message] }, [`Типы работ: ${message}`]);
}
