import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { readDate } from '../../../core/resources/fields/coerce.ts';
import { texts } from '../../../core/texts.ts';
import { allows, type RoutePermission } from '../../auth/route-permission.ts';
import type { Row } from '../../crud/serialize.ts';
import { fileAnswer, idParam, lockFile } from '../../domain/individuals/document-files.ts';

type Change = (file: Row, userId: number, body: unknown) => Record<string, unknown>;

const now = () => new Date().toISOString();
const refuse = (message: string) => AppError.validation({ base: [message] }, [message]);

const propsSchema = z.object({
  individual_file: z.object({
    until: z.string().nullable().optional(),
    comment: z.string().max(500, 'Комментарий: не длиннее 500 символов').nullable().optional(),
  }),
});

/** What each call changes on the file row (spec 01 §4 'Files': deleted, restored, archived, approved). */
const changes: Record<string, { approvedNeedsEdit: boolean; change: Change }> = {
  delete: {
    approvedNeedsEdit: true,
    change: (file, userId) => {
      if (file.deleted_at) throw refuse('Файл уже удалён');
      return { deleted_at: now(), deleted_by_user_id: userId };
    },
  },
  // Spec 01 §4: 'restored (returns as unapproved)'; from the archive too.
  restore: {
    approvedNeedsEdit: false,
    change: (file) => {
      if (!file.deleted_at && !file.archived_at) throw refuse('Файл не удалён и не в архиве');
      return {
        deleted_at: null,
        deleted_by_user_id: null,
        archived_at: null,
        archived_by_user_id: null,
        is_approved: false,
        approved_at: null,
        approved_by_user_id: null,
      };
    },
  },
  archive: {
    approvedNeedsEdit: true,
    change: (file, userId) => {
      if (file.deleted_at) throw refuse('Удалённый файл нельзя отправить в архив');
      if (file.archived_at) throw refuse('Файл уже в архиве');
      return { archived_at: now(), archived_by_user_id: userId };
    },
  },
  approve: {
    approvedNeedsEdit: false,
    change: (file, userId) => {
      if (file.deleted_at || file.archived_at) throw refuse('Удалённый или архивный документ нельзя подтвердить');
      if (file.is_approved) throw refuse('Документ уже подтверждён');
      return { is_approved: true, approved_at: now(), approved_by_user_id: userId };
    },
  },
  // The scan's own properties (until, comment).
  props: {
    approvedNeedsEdit: true,
    change: (file, _userId, body) => {
      const parsed = propsSchema.safeParse(body);
      if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? 'Неверные данные');
      const { until, comment } = parsed.data.individual_file;
      const out: Record<string, unknown> = {};
      if (until !== undefined) {
        const text = until?.trim() ?? '';
        const date = text ? readDate(text) : null;
        if (text && !date) {
          const message = `Действует до: ${texts.invalidDate}`;
          throw AppError.validation({ until: [message] }, [message]);
        }
        out.until = date;
      }
      if (comment !== undefined) out.comment = comment?.trim() || null;
      if (file.type_id === null && out.until) throw refuse('У файла без типа документа нет срока действия');
      return out;
    },
  },
};

async function applyChange(db: Kysely<any>, request: FastifyRequest, what: keyof typeof changes) {
  const params = request.params as { id: string; file_id: string };
  const individualId = idParam(params.id, 'Работник');
  const fileId = idParam(params.file_id, 'Файл');
  return db.transaction().execute(async (trx) => {
    const file = await lockFile(trx, individualId, fileId);
    const { approvedNeedsEdit, change } = changes[what];
    // Spec 01 §6: 'documents_edit (edit document properties after approval)'.
    if (approvedNeedsEdit && file.is_approved && !allows(request.user!, { flag: 'documents_edit' }))
      throw new AppError('forbidden', texts.noAccess);
    const set = change(file, request.user!.id, request.body);
    const row = await trx
      .updateTable('individual_files')
      .set({ ...set, updated_at: now() })
      .where('id', '=', fileId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return fileAnswer(row);
  });
}

/** Spec 01 §7: DELETE / PATCH /api/individuals/{id}/file/{file_id}, file_to_archive, approve_document. */
export function registerFileStateActions(app: FastifyInstance, permission: RoutePermission) {
  const config = { config: { permission } };
  app.delete('/api/individuals/:id/file/:file_id', config, (r) => applyChange(app.db, r, 'delete'));
  app.patch('/api/individuals/:id/file/:file_id', config, (r) => applyChange(app.db, r, 'restore'));
  app.put('/api/individuals/:id/file/:file_id', config, (r) => applyChange(app.db, r, 'props'));
  app.post('/api/individuals/:id/file_to_archive/:file_id', config, (r) => applyChange(app.db, r, 'archive'));
  app.post('/api/individuals/:id/approve_document/:file_id', config, (r) => applyChange(app.db, r, 'approve'));
}
