import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { uploadWorkTypeImage, workTypeImageFile } from '../../../core/actions/defs/work-types.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { receiveOneFile, type UploadRules } from '../../files/upload.ts';
import { mountAction } from '../mount-action.ts';
import { instrumentTypesOf } from './work-types.hooks.ts';

const imageKinds = ['png', 'jpg', 'webp', 'svg'] as const satisfies readonly ContentKind[];

const imageUpload: UploadRules = {
  maxBytes: 5 * 1024 * 1024,
  allowed: imageKinds,
  badType: 'Нужна картинка PNG, JPEG, WebP или SVG',
};

const notFoundFile = (file: string) => new AppError('not_found', `Файл «${file}» не найден`);

/**
 * Spec 01 §7: 'POST /api/work_types/{id}/image/{instrument_type_id} | image upload': the picture of
 * a work type done with one of its instrument types. Checked by content (upload.ts), kept in the
 * file store as `work_types/<work type>-<instrument type>.<ext>`, its URL in work_type_images.
 */
export async function registerWorkTypeImages(app: FastifyInstance, storage: FileStorage) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const keyOf = (file: string) => `work_types/${file}`;

  mountAction(app, uploadWorkTypeImage, async ({ params, request, transaction }) => {
    const { id, instrument_type_id: instrument } = params;
    const { data, kind } = await receiveOneFile(request, imageUpload);
    return transaction(async (trx) => {
      const workType = await trx
        .selectFrom('work_types')
        .select(['id', 'instrument_type_ids'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!workType) throw new AppError('not_found', `Тип работ №${id} не найден`);
      const ids = (workType.instrument_type_ids as number[]) ?? [];
      if (!ids.includes(instrument)) {
        const text = `Инструмент №${instrument} не указан у этого типа работ`;
        throw AppError.validation({ instrument_type_id: [text] }, [text]);
      }
      const name = `${id}-${instrument}`;
      await storage.put(keyOf(`${name}.${kind}`), data);
      // One picture per pair: a PNG replacing a JPEG must not leave the old file to be served.
      for (const other of imageKinds) if (other !== kind) await storage.remove(keyOf(`${name}.${other}`));
      const image = `/api/files/work_types/${name}.${kind}`;
      const now = new Date().toISOString();
      await trx
        .insertInto('work_type_images')
        .values({ work_type_id: id, instrument_type_id: instrument, image, updated_at: now })
        .onConflict((oc) => oc.columns(['work_type_id', 'instrument_type_id']).doUpdateSet({ image, updated_at: now }))
        .execute();
      return { id, instrument_types: await instrumentTypesOf(trx, id, ids) };
    });
  });

  mountAction(app, workTypeImageFile, async ({ params, reply }) => {
    const { file } = params;
    const ext = file.slice(file.lastIndexOf('.') + 1) as ContentKind;
    const data = await storage.read(keyOf(file));
    if (!data) throw notFoundFile(file);
    // As the calculator's images: nosniff and a sandboxing CSP keep an SVG an image even opened directly.
    return reply
      .type(contentKinds[ext].mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(data);
  });
}
