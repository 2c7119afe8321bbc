import type { FastifyInstance } from 'fastify';
import { usersByFiles, workerFile, workerFiles } from '../../../core/actions/defs/individual-files.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { documentChecklist } from '../../domain/individuals/document-checklist.ts';
import { listFiles } from '../../domain/individuals/document-files.ts';
import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { contentDisposition } from '../../files/safe-file-name.ts';
import { mountAction } from '../mount-action.ts';

/**
 * A stored file may be opened directly: nosniff keeps it the kind it was checked as, and its own CSP
 * allows nothing to load or run. Images are also sandboxed; a PDF is not, because Chromium's PDF
 * viewer does not open inside a sandbox, and it may be framed by the console only (the scan preview).
 */
function fileHeaders(kind: ContentKind): Record<string, string> {
  const csp =
    kind === 'pdf'
      ? "default-src 'none'; frame-ancestors 'self'"
      : "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
  return {
    'content-type': contentKinds[kind].mime,
    'x-content-type-options': 'nosniff',
    'content-security-policy': csp,
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': 'private, no-store',
  };
}

/** Spec 01 §7: GET /api/individuals/{id}/file/{file_id} (the file itself), the card's file list and get_users_by_files. */
export function registerFileReads(app: FastifyInstance, storage: FileStorage) {
  mountAction(app, workerFile, async ({ trx, params, query, reply }) => {
    const { id: individualId, file_id: fileId } = params;
    const file = await trx
      .selectFrom('individual_files')
      .select(['storage_key', 'content_kind', 'original_name'])
      .where('id', '=', fileId)
      .where('individual_id', '=', individualId)
      .executeTakeFirst();
    const data = file ? await storage.read(file.storage_key) : null;
    if (!file || !data) throw new AppError('not_found', `Файл №${fileId} работника №${individualId} не найден`);
    const disposition = query.download ? 'attachment' : 'inline';
    return reply
      .headers(fileHeaders(file.content_kind as ContentKind))
      .header('content-disposition', contentDisposition(disposition, file.original_name))
      .send(data);
  });

  // The card's documents section: every file of the worker and the checklist of required documents.
  mountAction(app, workerFiles, async ({ trx, params }) => ({
    items: await listFiles(trx, params.id),
    checklist: await documentChecklist(trx, params.id),
  }));

  mountAction(app, usersByFiles, async ({ trx, params }) => {
    const { id } = params;
    const items = await trx
      .selectFrom('users')
      .select(['users.id', 'users.name'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('individual_files as f')
            .select('f.id')
            .where('f.individual_id', '=', id)
            .where((w) =>
              w.or(
                (['user_id', 'approved_by_user_id', 'deleted_by_user_id', 'archived_by_user_id'] as const).map((c) =>
                  w(`f.${c}`, '=', w.ref('users.id')),
                ),
              ),
            ),
        ),
      )
      .orderBy('users.name')
      .execute();
    return { items };
  });
}
