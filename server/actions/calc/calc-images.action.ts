import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { resources } from '../../../core/resources/index.ts';
import { fromResourcePermission } from '../../auth/route-permission.ts';
import { getRecord, notFound } from '../../crud/record-repository.ts';
import { type ImageType, imageTypes, sniffImage } from '../../files/image-type.ts';
import { refuse } from './calc-request.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Folder under DATA_DIR/files/calc per resource whose records carry an uploaded image. */
const kinds: Record<string, ResourceDef> = {
  categories: resources.calc_categories,
  items: resources.calc_items,
};

export const imageTexts = {
  noFile: 'Выберите файл изображения',
  empty: 'Файл пустой',
  tooLarge: 'Файл больше 5 МБ',
  badType: 'Нужна картинка PNG, JPEG, WebP или SVG',
  oneFile: 'Можно загрузить только один файл',
  notMultipart: 'Ожидалась загрузка файла (multipart/form-data)',
} as const;

const multipartTexts: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: imageTexts.tooLarge,
  FST_FILES_LIMIT: imageTexts.oneFile,
  FST_PARTS_LIMIT: imageTexts.oneFile,
  FST_FIELDS_LIMIT: imageTexts.oneFile,
  FST_INVALID_MULTIPART_CONTENT_TYPE: imageTexts.notMultipart,
};

/** The one uploaded file, checked by size and magic bytes; multipart's English errors become Russian 422s. */
async function readImage(request: FastifyRequest): Promise<{ data: Buffer; type: ImageType }> {
  let data: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
    if (!file) throw refuse('file', imageTexts.noFile);
    data = await file.toBuffer();
  } catch (e) {
    const text = multipartTexts[(e as { code?: string }).code ?? ''];
    if (text) throw refuse('file', text);
    throw e;
  }
  if (!data.length) throw refuse('file', imageTexts.empty);
  const type = sniffImage(data);
  if (!type) throw refuse('file', imageTexts.badType);
  return { data, type };
}

const recordId = (request: FastifyRequest) => {
  const raw = (request.params as { id: string }).id;
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('not_found', `Запись «${raw}» не найдена`);
  return Number(raw);
};

/**
 * Spec 02 §7: POST /api/calc_categories/{id}/image and /api/calc_items/{id}/image. The file lands in
 * `filesDir/calc/<kind>/<id>.<ext>` (written beside, then renamed, so a reader never sees half a
 * file), the record's `image` becomes its URL, and GET /api/files/calc/... serves it.
 */
export function registerCalcImageActions(app: FastifyInstance, filesDir: string) {
  for (const [kind, def] of Object.entries(kinds)) {
    const { update } = def.permissions;
    const permission = update === false ? 'admin' : fromResourcePermission(update);
    app.post(`/api/${def.name}/:id/image`, { config: { permission } }, async (request) => {
      const id = recordId(request);
      const { data, type } = await readImage(request);
      const dir = join(filesDir, 'calc', kind);
      return app.db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom(def.table).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!found) throw notFound(def, id);
        await mkdir(dir, { recursive: true });
        const target = join(dir, `${id}.${type.ext}`);
        await writeFile(`${target}.part`, data);
        await rename(`${target}.part`, target);
        // One image per record: a PNG replacing a JPEG must not leave the old file to be served.
        for (const other of Object.keys(imageTypes))
          if (other !== type.ext) await rm(join(dir, `${id}.${other}`), { force: true });
        await trx
          .updateTable(def.table)
          .set({ image: `/api/files/calc/${kind}/${id}.${type.ext}`, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        return getRecord(trx, def, id);
      });
    });
  }

  app.get('/api/files/calc/:kind/:file', { config: { permission: 'signed_in' } }, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const m = /^(\d{1,9})\.(png|jpg|webp|svg)$/.exec(file);
    if (!Object.hasOwn(kinds, kind) || !m) throw new AppError('not_found', `Файл «${file}» не найден`);
    const data = await readFile(join(filesDir, 'calc', kind, file)).catch(() => null);
    if (!data) throw new AppError('not_found', `Файл «${file}» не найден`);
    // An SVG may carry script: nosniff plus a sandboxing CSP keep it an image even when opened directly.
    return reply
      .type(imageTypes[m[2] as ImageType['ext']].mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(data);
  });
}
