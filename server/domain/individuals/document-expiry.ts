import { type Kysely, type RawBuilder, sql } from 'kysely';
import { expiringUntil, PASSPORT_TYPE_SCANS } from '../../../core/rules/document-expiry.rule.ts';
import type { DB } from '../../db/db-types.ts';

// The expiry rule of core/rules/document-expiry.rule.ts in SQL, for whole lists: the left-column
// alerts, the individuals list filter `docs=...` and the order worker picker. A test compares it
// with the pure rule over the demo workers.

/** The passport types with scans of their own, as a SQL CASE giving the extra type ids. */
function passportScans(passportTypeId: RawBuilder<unknown>) {
  const whens = Object.entries(PASSPORT_TYPE_SCANS).map(
    ([passport, types]) =>
      sql`when ${sql.lit(Number(passport))} then ${sql.raw(`array[${types.map(Number).join(',')}]`)}::integer[]`,
  );
  return sql`case ${passportTypeId} ${sql.join(whens, sql` `)} else '{}'::integer[] end`;
}

/**
 * (individual_id, type_id, latest_until) of every dated required document of the workers matching
 * `where` (a condition on `i`, the individuals row), with the latest until date of its live scans
 * (null: no dated scan).
 */
export function datedRequiredDocuments(where: RawBuilder<unknown>) {
  return sql`
    select req.individual_id, req.type_id, (
      select max(f.until) from individual_files f
      where f.individual_id = req.individual_id and f.type_id = req.type_id
        and f.deleted_at is null and f.archived_at is null and f.enabled
    ) as latest_until
    from (
      select i.id as individual_id, t.type_id
      from individuals i
      join document_packs p on p.id = i.document_pack_id
      cross join lateral unnest(p.document_type_ids) as t(type_id)
      join document_types dt on dt.id = t.type_id and dt.important
      where (${where}) and coalesce(p.document_types_use_until ->> t.type_id::text, '') = 'true'
      union
      select i.id, x.type_id
      from individuals i
      cross join lateral unnest(${passportScans(sql.ref('i.passport_type_id'))}) as x(type_id)
      where (${where})
    ) req`;
}

export type AlertState = 'expired' | 'expiring';

/** A condition on `idColumn` (an individuals id): the worker has a required document in `state` on `today`. */
export function documentStateCondition(idColumn: string, state: AlertState, today: string) {
  const mine = sql`i.id = ${sql.ref(idColumn)}`;
  const when =
    state === 'expired'
      ? sql`d.latest_until < ${today}::date`
      : sql`d.latest_until >= ${today}::date and d.latest_until <= ${expiringUntil(today)}::date`;
  return sql<boolean>`exists (select 1 from (${datedRequiredDocuments(mine)}) d where ${when})`;
}

/** A condition on `idColumn`: the worker has a live scan nobody has approved yet. */
export const unapprovedScansCondition = (idColumn: string) =>
  sql<boolean>`exists (select 1 from individual_files f where f.individual_id = ${sql.ref(idColumn)}
    and f.type_id is not null and f.deleted_at is null and f.archived_at is null and f.enabled and not f.is_approved)`;

/** Today in Moscow, where the company works (a document runs out at the end of its day there). */
export const moscowDate = (now = new Date()) => new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

/**
 * For the order worker picker: the names of the expired required document types of each worker
 * (workers with none are absent from the map).
 */
export async function expiredRequiredDocuments(
  trx: Kysely<DB>,
  individualIds: readonly number[],
  today = moscowDate(),
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (individualIds.length === 0) return out;
  const { rows } = await sql<{ individual_id: number; name: string }>`
    select d.individual_id, dt.name
    from (${datedRequiredDocuments(sql`i.id = any(${[...individualIds]}::integer[])`)}) d
    join document_types dt on dt.id = d.type_id
    where d.latest_until < ${today}::date
    order by d.individual_id, dt.name`.execute(trx);
  for (const r of rows) out.set(r.individual_id, [...(out.get(r.individual_id) ?? []), r.name]);
  return out;
}
