import type { Kysely } from 'kysely';
import { type DocumentState, documentState, requiredDocuments } from '../../../core/rules/document-expiry.rule.ts';
import { moscowDate } from './document-expiry.ts';
import type { DB } from '../../db/db-types.ts';

export interface ChecklistItem {
  type_id: number;
  name: string;
  dated: boolean;
  state: DocumentState;
}

/**
 * The worker's required documents (core/rules/document-expiry.rule.ts) with the state of each on
 * `today`, for the card: what is missing, expiring or expired.
 */
export async function documentChecklist(db: Kysely<DB>, individualId: number, today = moscowDate()) {
  const person = await db
    .selectFrom('individuals as i')
    .leftJoin('document_packs as p', 'p.id', 'i.document_pack_id')
    .select(['i.passport_type_id', 'p.document_type_ids', 'p.document_types_use_until'])
    .where('i.id', '=', individualId)
    .executeTakeFirstOrThrow();
  const types = await db.selectFrom('document_types').select(['id', 'name', 'important']).execute();
  const files = await db
    .selectFrom('individual_files')
    .select(['type_id', 'until'])
    .where('individual_id', '=', individualId)
    .where('deleted_at', 'is', null)
    .where('archived_at', 'is', null)
    .where('enabled', '=', true)
    .execute();
  const pack = person.document_type_ids
    ? {
        document_type_ids: person.document_type_ids,
        document_types_use_until: (person.document_types_use_until ?? {}) as Record<string, unknown>,
      }
    : null;
  const important = new Set(types.filter((t) => t.important).map((t) => Number(t.id)));
  const names = new Map(types.map((t) => [Number(t.id), String(t.name)]));
  return requiredDocuments(pack, important, person.passport_type_id).map(
    ({ typeId, dated }): ChecklistItem => ({
      type_id: typeId,
      name: names.get(typeId) ?? `Тип №${typeId}`,
      dated,
      state: documentState(
        files.filter((f) => f.type_id === typeId).map((f) => f.until),
        dated,
        today,
      ),
    }),
  );
}
