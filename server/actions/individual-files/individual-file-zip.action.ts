import { ZipArchive } from 'archiver';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { downloadAllScans, downloadTypeScans } from '../../../core/actions/defs/individual-files.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { texts } from '../../../core/texts.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { contentDisposition } from '../../files/safe-file-name.ts';
import { mountAction } from '../mount-action.ts';
import type { DB } from '../../db/db-types.ts';

/** Folder and file names inside the archive: no path separators or control characters. */
const entryName = (s: string) => s.replace(/[\p{Cc}\\/:*?"<>|]/gu, '_').trim() || 'без названия';

/**
 * The worker's live files (not deleted, not archived), of one type or all of them, with their type
 * names; all of them includes files of no type (POST /api/individuals/{id}/file), which issue 23
 * item 4 found missing from the zip.
 */
async function liveScans(db: Kysely<DB>, individualId: number, typeId?: number) {
  let q = db
    .selectFrom('individual_files as f')
    .leftJoin('document_types as t', 't.id', 'f.type_id')
    .select(['f.id', 'f.storage_key', 'f.original_name', 't.name as type_name'])
    .where('f.individual_id', '=', individualId)
    .where('f.deleted_at', 'is', null)
    .where('f.archived_at', 'is', null)
    .orderBy(sql`f.type_id nulls last`)
    .orderBy('f.id');
  if (typeId !== undefined) q = q.where('f.type_id', '=', typeId);
  return q.execute();
}

/**
 * Streams a zip of the files (archiver): each is read from the storage as it is added, so memory
 * stays flat however many scans a worker has. A file whose bytes are gone is left out of the zip
 * rather than failing the whole download half-way.
 */
async function sendZip(
  reply: FastifyReply,
  storage: FileStorage,
  name: string,
  files: { id: number; storage_key: string; original_name: string; type_name: string | null }[],
  byType: boolean,
) {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  for (const f of files) {
    const stream = await storage.stream(f.storage_key);
    if (!stream) continue;
    const file = `${f.id}-${entryName(f.original_name)}`;
    zip.append(stream, { name: byType ? `${entryName(f.type_name ?? texts.untypedFiles)}/${file}` : file });
  }
  void zip.finalize();
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', `${entryName(name)}.zip`))
    .header('cache-control', 'private, no-store')
    .send(zip);
}

async function individualName(db: Kysely<DB>, id: number): Promise<string> {
  const row = await db.selectFrom('individuals').select('name').where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', `Работник №${id} не найден`);
  return String(row.name);
}

const noDocuments = () => new AppError('not_found', 'Нет документов для скачивания');

/** Spec 01 §7: GET /api/individuals/{id}/download_documents/{type_id} and /download_all_documents. */
export function registerFileZips(app: FastifyInstance, storage: FileStorage) {
  mountAction(app, downloadTypeScans, async ({ params, reply }) => {
    const { id, type_id: typeId } = params;
    const name = await individualName(app.db, id);
    const files = await liveScans(app.db, id, typeId);
    if (!files.length) throw noDocuments();
    return sendZip(reply, storage, `${name} — ${files[0].type_name}`, files, false);
  });

  mountAction(app, downloadAllScans, async ({ params, reply }) => {
    const { id } = params;
    const name = await individualName(app.db, id);
    const files = await liveScans(app.db, id);
    if (!files.length) throw noDocuments();
    return sendZip(reply, storage, `${name} — документы`, files, true);
  });
}
