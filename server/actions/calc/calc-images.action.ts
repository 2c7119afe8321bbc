import type { FastifyInstance } from 'fastify';
import {
  calcImageFile,
  uploadCalcCategoryImage,
  uploadCalcItemImage,
} from '../../../core/actions/defs/calc.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { getRecord, notFound } from '../../crud/record-repository.ts';
import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { receiveOneFile, type UploadRules } from '../../files/upload.ts';
import { mountAction } from '../mount-action.ts';

/** Folder under calc/ in the file store per resource whose records carry an uploaded image, and its upload. */
const kinds = {
  categories: { def: resources.calc_categories, action: uploadCalcCategoryImage },
  items: { def: resources.calc_items, action: uploadCalcItemImage },
} as const;

const imageKinds = ['png', 'jpg', 'webp', 'svg'] as const satisfies readonly ContentKind[];

export const imageUpload: UploadRules = {
  maxBytes: 5 * 1024 * 1024,
  allowed: imageKinds,
  badType: 'Нужна картинка PNG, JPEG, WebP или SVG',
};

/**
 * Spec 02 §7: POST /api/calc_categories/{id}/image and /api/calc_items/{id}/image. The file lands in the
 * store as `calc/<kind>/<id>.<ext>` (whole or not at all, see file-storage.ts), the record's `image` becomes its URL, and GET /api/files/calc/... serves it.
 */
export function registerCalcImageActions(app: FastifyInstance, storage: FileStorage) {
  for (const [kind, { def, action }] of Object.entries(kinds)) {
    mountAction(app, action, async ({ params, request, transaction }) => {
      const { id } = params;
      const { data, kind: ext } = await receiveOneFile(request, imageUpload);
      const keyOf = (ext: ContentKind) => `calc/${kind}/${id}.${ext}`;
      return transaction(async (trx) => {
        const found = await trx.selectFrom(def.table).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!found) throw notFound(def, id);
        await storage.put(keyOf(ext), data);
        // One image per record: a PNG replacing a JPEG must not leave the old file to be served.
        for (const other of imageKinds) if (other !== ext) await storage.remove(keyOf(other));
        await trx
          .updateTable(def.table)
          .set({ image: `/api/files/calc/${kind}/${id}.${ext}`, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        return getRecord(trx, def, id);
      });
    });
  }

  mountAction(app, calcImageFile, async ({ params, reply }) => {
    const { kind, file } = params;
    const ext = file.slice(file.lastIndexOf('.') + 1) as ContentKind;
    const data = await storage.read(`calc/${kind}/${file}`);
    if (!data) throw new AppError('not_found', `Файл «${file}» не найден`);
    // An SVG may carry script: nosniff plus a sandboxing CSP keep it an image even when opened directly
    // (the CSP applies to every kind, so no file served here can run script).
    return reply
      .type(contentKinds[ext].mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(data);
  });
}
