import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { resources } from '../../../core/resources/index.ts';
import { fromResourcePermission } from '../../auth/route-permission.ts';
import { getRecord, notFound } from '../../crud/record-repository.ts';
import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import { receiveOneFile, type UploadRules, writeFileAtomically } from '../../files/upload.ts';

/** Folder under DATA_DIR/files/calc per resource whose records carry an uploaded image. */
const kinds: Record<string, ResourceDef> = {
  categories: resources.calc_categories,
  items: resources.calc_items,
};

const imageKinds = ['png', 'jpg', 'webp', 'svg'] as const satisfies readonly ContentKind[];

export const imageUpload: UploadRules = {
  maxBytes: 5 * 1024 * 1024,
  allowed: imageKinds,
  badType: 'Нужна картинка PNG, JPEG, WebP или SVG',
};

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
      const { data, kind: ext } = await receiveOneFile(request, imageUpload);
      const dir = join(filesDir, 'calc', kind);
      return app.db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom(def.table).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!found) throw notFound(def, id);
        await writeFileAtomically(join(dir, `${id}.${ext}`), data);
        // One image per record: a PNG replacing a JPEG must not leave the old file to be served.
        for (const other of imageKinds) if (other !== ext) await rm(join(dir, `${id}.${other}`), { force: true });
        await trx
          .updateTable(def.table)
          .set({ image: `/api/files/calc/${kind}/${id}.${ext}`, updated_at: new Date().toISOString() })
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
    // An SVG may carry script: nosniff plus a sandboxing CSP keep it an image even when opened directly
    // (the CSP applies to every kind, so no file served here can run script).
    return reply
      .type(contentKinds[m[2] as ContentKind].mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-cache')
      .send(data);
  });
}
