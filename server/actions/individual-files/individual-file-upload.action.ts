import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { uploadScan, uploadWorkerFile } from '../../../core/actions/defs/individual-files.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { readDate } from '../../../core/resources/fields/coerce.ts';
import { texts } from '../../../core/texts.ts';
import { fileAnswer, lockIndividual, storageKeyOf } from '../../domain/individuals/document-files.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { safeFileName } from '../../files/safe-file-name.ts';
import { receiveOneFile, type Upload, type UploadRules } from '../../files/upload.ts';
import { type ActionContext, mountAction } from '../mount-action.ts';

/** Scans and a worker's files: images and PDF only (no SVG: it is text that can carry script). */
export const scanUpload: UploadRules = {
  maxBytes: 10 * 1024 * 1024,
  allowed: ['png', 'jpg', 'webp', 'pdf'],
  badType: 'Нужен скан: картинка PNG, JPEG, WebP или PDF',
};

const refuse = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

/** The scan's until and comment from the form fields beside the file. */
function scanFields(upload: Upload): { until: string | null; comment: string | null } {
  const rawUntil = (upload.fields.until ?? '').trim();
  const until = rawUntil ? readDate(rawUntil) : null;
  if (rawUntil && !until) throw refuse('until', `Действует до: ${texts.invalidDate}`);
  const comment = (upload.fields.comment ?? '').trim() || null;
  if (comment && comment.length > 500) throw refuse('comment', 'Комментарий: не длиннее 500 символов');
  return { until, comment };
}

/**
 * Stores the upload and its row together: the row is written in the request's transaction, the
 * bytes just before it commits, and bytes whose row did not commit are removed again, so a failed
 * upload leaves neither a row without a file nor a file without a row.
 */
async function storeUpload(
  ctx: Pick<ActionContext<typeof uploadScan>, 'request' | 'user' | 'transaction'>,
  storage: FileStorage,
  individualId: number,
  typeId: number | null,
) {
  const { request, user, transaction } = ctx;
  const upload = await receiveOneFile(request, scanUpload);
  const { until, comment } = typeId === null ? { until: null, comment: null } : scanFields(upload);
  let key: string | undefined;
  try {
    return await transaction(async (trx) => {
      await lockIndividual(trx, individualId);
      if (typeId !== null) {
        const type = await trx.selectFrom('document_types').select('id').where('id', '=', typeId).executeTakeFirst();
        if (!type) throw new AppError('not_found', `Тип документа №${typeId} не найден`);
      }
      const { rows } = await sql<{ id: number }>`
        select nextval(pg_get_serial_sequence('individual_files', 'id'))::int as id`.execute(trx);
      const id = rows[0].id;
      key = storageKeyOf(individualId, id, upload.kind);
      const row = await trx
        .insertInto('individual_files')
        .values({
          id,
          individual_id: individualId,
          type_id: typeId,
          storage_key: key,
          original_name: safeFileName(upload.filename, upload.kind, typeId === null ? 'файл' : 'скан'),
          content_kind: upload.kind,
          byte_size: upload.data.length,
          until,
          comment,
          user_id: user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await storage.put(key, upload.data);
      return fileAnswer(row);
    });
  } catch (e) {
    if (key) await storage.remove(key);
    throw e;
  }
}

/**
 * Spec 01 §7: POST /api/individuals/{id}/file (a file of the worker) and
 * POST /api/individuals/{id}/file/{document_type_id} (a scan, with until and comment). A new scan
 * is unapproved; several scans of one type are kept (a passport has pages).
 */
export function registerFileUploads(app: FastifyInstance, storage: FileStorage) {
  mountAction(app, uploadWorkerFile, (ctx) => storeUpload(ctx, storage, ctx.params.id, null));
  mountAction(app, uploadScan, (ctx) => storeUpload(ctx, storage, ctx.params.id, ctx.params.document_type_id));
}
