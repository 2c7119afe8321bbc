import type { FastifyInstance } from 'fastify';
import { contractorFile, uploadContractorFile } from '../../../core/actions/defs/contractors.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { notFound } from '../../crud/record-repository.ts';
import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import { receiveOneFile, type UploadRules } from '../../files/upload.ts';
import { answerContractor } from './answer-contractor.ts';
import { type ContractorDoctype, readContractorFile, storeContractorFile } from './contractor-file-store.ts';
import { mountAction } from '../mount-action.ts';
import type { FileStorage } from '../../files/file-storage.ts';

const def = resources.contractors;

/** doctype → the contractor's column naming the file, and the name the download is saved under. */
const doctypes: Record<ContractorDoctype, { column: 'requisites_file' | 'contract_file'; title: string }> = {
  requisite: { column: 'requisites_file', title: 'Реквизиты' },
  contract: { column: 'contract_file', title: 'Договор' },
};

export const contractorFileUpload: UploadRules = {
  maxBytes: 20 * 1024 * 1024,
  allowed: ['pdf', 'jpg', 'png', 'webp'],
  badType: 'Нужен PDF или скан JPEG, PNG, WebP',
};

/**
 * Spec 01 §7: POST /api/contractors/{id}/file?doctype= uploads the requisites or the contract (one
 * file each, a new one replaces the old; empty files are refused by receiveOneFile); GET on the same
 * path with doctype=requisite or contract downloads it.
 */
export function registerContractorFileActions(app: FastifyInstance, storage: FileStorage) {
  mountAction(app, uploadContractorFile, async ({ params, query, request, user, transaction }) => {
    const { id } = params;
    const { doctype } = query;
    const { data, kind } = await receiveOneFile(request, contractorFileUpload);
    return transaction(async (trx) => {
      const found = await trx
        .selectFrom('contractors')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!found) throw notFound(def, id);
      const previous = await trx
        .selectFrom('contractor_files')
        .select('kind')
        .where('contractor_id', '=', id)
        .where('doctype', '=', doctype)
        .executeTakeFirst();
      const { column, title } = doctypes[doctype];
      const filename = `${title}.${kind}`;
      const row = {
        filename,
        kind,
        size: data.length,
        user_id: user.id,
        created_at: new Date().toISOString(),
      };
      await trx
        .insertInto('contractor_files')
        .values({ contractor_id: id, doctype, ...row })
        .onConflict((oc) => oc.columns(['contractor_id', 'doctype']).doUpdateSet(row))
        .execute();
      await trx
        .updateTable('contractors')
        .set({ [column]: filename, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      // Last, so a failed write rolls the rows back and a failed commit leaves at worst an unnamed file.
      await storeContractorFile(storage, id, doctype, kind, data, (previous?.kind as ContentKind) ?? null);
      return answerContractor(trx, id);
    });
  });

  mountAction(app, contractorFile, async ({ trx, params, query, reply }) => {
    const { id } = params;
    const { doctype } = query;
    const file = await trx
      .selectFrom('contractor_files')
      .select(['filename', 'kind'])
      .where('contractor_id', '=', id)
      .where('doctype', '=', doctype)
      .executeTakeFirst();
    const kind = file?.kind as ContentKind | undefined;
    const data = kind ? await readContractorFile(storage, id, doctype, kind) : null;
    if (!file || !kind || !data) throw new AppError('not_found', `Файл «${doctypes[doctype].title}» не загружен`);
    return reply
      .type(contentKinds[kind].mime)
      .header(
        'content-disposition',
        `attachment; filename="${doctype}.${kind}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(data);
  });
}
