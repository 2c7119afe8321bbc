import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import type { RoutePermission } from '../../auth/route-permission.ts';
import { documentChecklist } from '../../domain/individuals/document-checklist.ts';
import { idParam, listFiles } from '../../domain/individuals/document-files.ts';
import { notFound } from '../../crud/record-repository.ts';
import { resources } from '../../../core/resources/index.ts';
import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { contentDisposition } from '../../files/safe-file-name.ts';

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
export function registerFileReads(app: FastifyInstance, storage: FileStorage, permission: RoutePermission) {
  app.get('/api/individuals/:id/file/:file_id', { config: { permission } }, async (request, reply) => {
    const params = request.params as { id: string; file_id: string };
    const individualId = idParam(params.id, 'Работник');
    const fileId = idParam(params.file_id, 'Файл');
    const file = await app.db
      .selectFrom('individual_files')
      .select(['storage_key', 'content_kind', 'original_name'])
      .where('id', '=', fileId)
      .where('individual_id', '=', individualId)
      .executeTakeFirst();
    const data = file ? await storage.read(file.storage_key) : null;
    if (!file || !data) throw new AppError('not_found', `Файл №${fileId} работника №${individualId} не найден`);
    const disposition = (request.query as { download?: string }).download ? 'attachment' : 'inline';
    return reply
      .headers(fileHeaders(file.content_kind as ContentKind))
      .header('content-disposition', contentDisposition(disposition, file.original_name))
      .send(data);
  });

  // The card's documents section: every file of the worker and the checklist of required documents.
  app.get('/api/individuals/:id/files', { config: { permission } }, async (request) => {
    const id = idParam((request.params as { id: string }).id, 'Работник');
    const found = await app.db.selectFrom('individuals').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound(resources.individuals, id);
    return { items: await listFiles(app.db, id), checklist: await documentChecklist(app.db, id) };
  });

  app.get('/api/individuals/:id/get_users_by_files', { config: { permission } }, async (request) => {
    const id = idParam((request.params as { id: string }).id, 'Работник');
    const items = await app.db
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
                ['user_id', 'approved_by_user_id', 'deleted_by_user_id', 'archived_by_user_id'].map((c) =>
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
