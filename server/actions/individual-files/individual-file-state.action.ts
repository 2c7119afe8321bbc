import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  approveScan,
  archiveScan,
  deleteScan,
  restoreScan,
  updateScan,
} from '../../../core/actions/defs/individual-files.actions.ts';
import type { BodyOf } from '../../../core/actions/define-action.ts';
import { AppError } from '../../../core/errors.ts';
import type { CurrentUserRecord } from '../../auth/current-user.ts';
import type { Row } from '../../crud/serialize.ts';
import { fileAnswer, lockFile } from '../../domain/individuals/document-files.ts';
import { mountAction } from '../mount-action.ts';
import type { DB } from '../../db/db-types.ts';

type PropsBody = BodyOf<typeof updateScan>;
type Change = (
  file: Row,
  userId: number,
  body: PropsBody | undefined,
  sent: Record<string, unknown>,
) => Record<string, unknown>;

const now = () => new Date().toISOString();
const refuse = (message: string) => AppError.validation({ base: [message] }, [message]);

/** What each call changes on the file row (spec 01 §4 'Files': deleted, restored, archived, approved). */
const changes: Record<string, { change: Change }> = {
  delete: {
    change: (file, userId) => {
      if (file.deleted_at) throw refuse('Файл уже удалён');
      return { deleted_at: now(), deleted_by_user_id: userId };
    },
  },
  // Spec 01 §4: 'restored (returns as unapproved)'; from the archive too.
  restore: {
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
    change: (file, userId) => {
      if (file.deleted_at) throw refuse('Удалённый файл нельзя отправить в архив');
      if (file.archived_at) throw refuse('Файл уже в архиве');
      return { archived_at: now(), archived_by_user_id: userId };
    },
  },
  approve: {
    change: (file, userId) => {
      if (file.deleted_at || file.archived_at) throw refuse('Удалённый или архивный документ нельзя подтвердить');
      if (file.is_approved) throw refuse('Документ уже подтверждён');
      return { is_approved: true, approved_at: now(), approved_by_user_id: userId };
    },
  },
  // The scan's own properties (until, comment).
  props: {
    // Only what the request names changes: a save of the term alone keeps the comment.
    change: (file, _userId, body, sent) => {
      const { until, comment } = body!.individual_file;
      const out: Record<string, unknown> = {};
      if ('until' in sent) out.until = until;
      if ('comment' in sent) out.comment = comment || null;
      if (file.type_id === null && out.until) throw refuse('У файла без типа документа нет срока действия');
      return out;
    },
  },
};

async function applyChange(
  trx: Kysely<DB>,
  what: keyof typeof changes,
  ctx: { params: { id: number; file_id: number }; user: CurrentUserRecord; body?: PropsBody; raw?: unknown },
) {
  const { id: individualId, file_id: fileId } = ctx.params;
  const file = await lockFile(trx, individualId, fileId);
  // Spec 01 §6 'documents_edit' is the actions' record rule (core/rules/scan-edit.rule.ts).
  const { change } = changes[what];
  const sent = ((ctx.raw as { individual_file?: Record<string, unknown> } | null)?.individual_file ?? {}) as Record<
    string,
    unknown
  >;
  const set = change(file, ctx.user.id, ctx.body, sent);
  const row = await trx
    .updateTable('individual_files')
    .set({ ...set, updated_at: now() })
    .where('id', '=', fileId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return fileAnswer(row);
}

/** Spec 01 §7: DELETE / PATCH /api/individuals/{id}/file/{file_id}, file_to_archive, approve_document. */
export function registerFileStateActions(app: FastifyInstance) {
  mountAction(app, deleteScan, ({ trx, params, user }) => applyChange(trx, 'delete', { params, user }));
  mountAction(app, restoreScan, ({ trx, params, user }) => applyChange(trx, 'restore', { params, user }));
  mountAction(app, updateScan, ({ trx, params, user, body, request }) =>
    applyChange(trx, 'props', { params, user, body, raw: request.body }),
  );
  mountAction(app, archiveScan, ({ trx, params, user }) => applyChange(trx, 'archive', { params, user }));
  mountAction(app, approveScan, ({ trx, params, user }) => applyChange(trx, 'approve', { params, user }));
}
