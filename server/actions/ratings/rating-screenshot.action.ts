import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ratingScreenshot, uploadRatingScreenshot } from '../../../core/actions/defs/ratings.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { qualityTexts } from '../../../core/quality/quality-texts.ts';
import { saveOrderChanges } from '../../domain/orders/order-history.ts';
import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { receiveOneFile, type UploadRules } from '../../files/upload.ts';
import { mountAction } from '../mount-action.ts';

const upload: UploadRules = {
  maxBytes: 10 * 1024 * 1024,
  allowed: ['png', 'jpg', 'webp'],
  badType: qualityTexts.screenshotBadType,
};

/** Kept beside the order's other files: DATA_DIR/files/orders/<order>/<file id>.<ext>, never the client's name. */
const storageKey = (orderId: number, fileId: number, ext: string) => `orders/${orderId}/${fileId}.${ext}`;

/**
 * Spec 02 §2 'Client rating: screenshot upload' (POST /api/ratings/{id}/screenshot): one picture,
 * checked by its content (PNG, JPEG, WebP, whole), kept as an order file; a new one replaces the
 * order's link and the history names it. GET of the same path shows it, inline, to signed-in users.
 */
export async function registerRatingScreenshotActions(app: FastifyInstance, storage: FileStorage) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  mountAction(
    app,
    uploadRatingScreenshot,
    async ({ params, request, user }) => {
      const { data, kind } = await receiveOneFile(request, upload);
      return app.db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'rating_screenshot_file_id'])
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw new AppError('not_found', `Заказ №${params.id} не найден`);
        const file = await trx
          .insertInto('order_files')
          .values({
            order_id: params.id,
            kind: 'rating_screenshot',
            file_name: `Оценка заказа №${params.id}.${contentKinds[kind].ext}`,
            content_kind: kind,
            size: data.length,
            user_id: user.id,
          })
          .returning(['id', 'size'])
          .executeTakeFirstOrThrow();
        await storage.put(storageKey(params.id, file.id, kind), data);
        await trx
          .updateTable('orders')
          .set({ rating_screenshot_file_id: file.id })
          .where('id', '=', params.id)
          .execute();
        await saveOrderChanges(trx, params.id, user.id, [
          {
            field: 'rating_screenshot_file_id',
            label: 'Скриншот оценки',
            from: order.rating_screenshot_file_id == null ? null : String(order.rating_screenshot_file_id),
            to: String(file.id),
          },
        ]);
        return {
          id: params.id,
          rating_screenshot_file_id: file.id,
          url: `/api/ratings/${params.id}/screenshot`,
          size: file.size,
        };
      });
    },
    { transaction: false },
  );

  mountAction(
    app,
    ratingScreenshot,
    async ({ params, reply }) => {
      const file = await app.db
        .selectFrom('orders as o')
        .innerJoin('order_files as f', 'f.id', 'o.rating_screenshot_file_id')
        .select(['f.id', 'f.content_kind', 'f.file_name'])
        .where('o.id', '=', params.id)
        .executeTakeFirst();
      const data = file && (await storage.read(storageKey(params.id, file.id, file.content_kind)));
      if (!file || !data) throw new AppError('not_found', qualityTexts.screenshotMissing(params.id));
      return reply
        .type(contentKinds[file.content_kind as ContentKind].mime)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache')
        .send(data);
    },
    { transaction: false },
  );
}
