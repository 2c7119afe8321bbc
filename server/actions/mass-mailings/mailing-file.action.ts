import type { FastifyInstance, FastifyReply } from 'fastify';
import { mailingFile, sharedMailingFile, uploadMailingFile } from '../../../core/actions/defs/mass-mailings.actions.ts';
import { wire } from '../../../core/actions/wire.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { notFound } from '../../crud/record-repository.ts';
import { isMailingFileToken } from '../../domain/mass-mailings/mailing-file-link.ts';
import { kindOfName, mailingFileKey, mailingFileKinds } from '../../domain/mass-mailings/mailing-file-store.ts';
import { contentDisposition, safeFileName } from '../../files/safe-file-name.ts';
import { contentKinds } from '../../files/content-kind.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { receiveOneFile, type UploadRules } from '../../files/upload.ts';
import { mountAction } from '../mount-action.ts';

const def = resources.mass_mailings;

export const mailingFileUpload: UploadRules = {
  maxBytes: 10 * 1024 * 1024,
  allowed: mailingFileKinds,
  badType: 'Нужен PDF или картинка JPEG, PNG, WebP',
};

const idText = 'Укажите рассылку: mass_mailing_id';

/** The mailing named in the query or, failing that, in the form beside the file. */
function idOf(fromQuery: number | null, fromForm: string | undefined): number {
  const id = fromQuery ?? wire.optionalId().safeParse(fromForm).data;
  if (!id) throw AppError.validation({ mass_mailing_id: [idText] }, [idText]);
  return id;
}

/**
 * Spec 02 §7 POST /api/mass_mailings/mailing_file: the mailing's one file (§5 'file queue holds 1
 * file'), multipart `file` with `mass_mailing_id` in the query or the form. A new file replaces the
 * old one; the letters carry it as an attachment. GET /api/mass_mailings/{id}/file downloads it, and
 * …/shared_file/{token} gives it to a WhatsApp gateway (mailing-file-link.ts).
 */
export function registerMailingFileActions(app: FastifyInstance, storage: FileStorage, secretKey: string) {
  mountAction(app, uploadMailingFile, async ({ query, request, transaction }) => {
    const upload = await receiveOneFile(request, mailingFileUpload);
    const id = idOf(query.mass_mailing_id, upload.fields.mass_mailing_id);
    return transaction(async (trx) => {
      const row = await trx
        .selectFrom('mass_mailings')
        .select(['id', 'file_name'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound(def, id);
      const fileName = safeFileName(upload.filename, upload.kind);
      await trx
        .updateTable('mass_mailings')
        .set({ file_name: fileName, with_file: true, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      // Stored last: a failed write rolls the row back. The old file of another kind goes after.
      await storage.put(mailingFileKey(id, upload.kind), upload.data);
      const previous = row.file_name ? kindOfName(row.file_name) : null;
      if (previous && previous !== upload.kind) await storage.remove(mailingFileKey(id, previous));
      return answerRecord(trx, def, {}, id);
    });
  });

  /** The file's bytes, or a 404 when the mailing has none (or `token` does not open it). */
  async function sendFile(reply: FastifyReply, id: number, token?: string) {
    const row = await app.db.selectFrom('mass_mailings').select('file_name').where('id', '=', id).executeTakeFirst();
    const name = row?.file_name ?? null;
    const allowed = name !== null && (token === undefined || isMailingFileToken(secretKey, id, name, token));
    const kind = allowed ? kindOfName(name) : null;
    const data = kind ? await storage.read(mailingFileKey(id, kind)) : null;
    if (!name || !kind || !data) throw new AppError('not_found', 'У рассылки нет файла');
    return reply
      .type(contentKinds[kind].mime)
      .header('content-disposition', contentDisposition('attachment', name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(data);
  }

  mountAction(app, mailingFile, ({ params, reply }) => sendFile(reply, params.id));
  // For WhatsApp gateways (file_url): no session, the signed token opens this one file only.
  mountAction(app, sharedMailingFile, ({ params, reply }) => sendFile(reply, params.id, params.token));
}
