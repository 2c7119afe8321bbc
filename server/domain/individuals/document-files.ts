import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { isInt4 } from '../../../core/resources/fields/value-limits.ts';
import { resources } from '../../../core/resources/index.ts';
import { notFound } from '../../crud/record-repository.ts';
import { type Row, serializeRow } from '../../crud/serialize.ts';
import type { ContentKind } from '../../files/content-kind.ts';
import type { DB } from '../../db/db-types.ts';

// The rows of individual_files (a worker's scans and files) and the storage key of their bytes.

/** A path parameter that must be a record id; anything else names no record (404, not a 500). */
export function idParam(raw: string, what: string): number {
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isInt4(n) || n < 1) throw new AppError('not_found', `${what} №${raw} не найден`);
  return n;
}

/** The worker's row, locked for the request's transaction (a concurrent delete waits or wins cleanly). */
export async function lockIndividual(trx: Kysely<DB>, id: number) {
  const row = await trx
    .selectFrom('individuals')
    .select(['id', 'name', 'document_pack_id', 'passport_type_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(resources.individuals, id);
  return row;
}

/** One file of the worker, locked; a file of another worker is not found here. */
export async function lockFile(trx: Kysely<DB>, individualId: number, fileId: number): Promise<Row> {
  const row = await trx
    .selectFrom('individual_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('individual_id', '=', individualId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', `Файл №${fileId} работника №${individualId} не найден`);
  return row;
}

/** Where the bytes go: made from ids only, so no client-sent name ever reaches the file system. */
export const storageKeyOf = (individualId: number, fileId: number, kind: ContentKind) =>
  `individuals/${individualId}/${fileId}.${kind}`;

/** The file as the API answers it: the declared fields of `documents` plus its link. */
export function fileAnswer(row: Row): Row {
  return {
    ...serializeRow(resources.documents, row),
    url: `/api/individuals/${row.individual_id}/file/${row.id}`,
  };
}

/** The worker's files, newest first per type; deleted and archived ones too (the card folds them). */
export async function listFiles(db: Kysely<DB>, individualId: number): Promise<Row[]> {
  const rows = await db
    .selectFrom('individual_files')
    .selectAll()
    .where('individual_id', '=', individualId)
    .orderBy('type_id')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(fileAnswer);
}
