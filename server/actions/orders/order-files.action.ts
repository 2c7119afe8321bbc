import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { orderFileActions } from '../../../core/actions/defs/order-files.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { type ContentKind, contentKinds } from '../../files/content-kind.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { receiveOneFile, type UploadRules } from '../../files/upload.ts';
import { saveOrderChanges } from '../../domain/orders/order-history.ts';
import { mountAction } from '../mount-action.ts';
import { loadOrder } from './order-extras-common.ts';

/** The two files of an order card: its column on orders and the name a download gets. */
const fileKinds = {
  instruct_file: { kind: 'instruct', column: 'instruct_file_id', title: 'Инструкция к заказу' },
  timesheet_file: { kind: 'timesheet', column: 'timesheet_file_id', title: 'Табель заказа' },
} as const;

const upload: UploadRules = {
  maxBytes: 20 * 1024 * 1024,
  allowed: ['pdf', 'png', 'jpg', 'webp'],
  badType: 'Нужен файл PDF или картинка PNG, JPEG, WebP',
};

/** Stored as orders/<order id>/<file id>.<ext> in the file store: the name never comes from the client. */
const storageKey = (orderId: number, fileId: number, ext: string) => `orders/${orderId}/${fileId}.${ext}`;

/**
 * Spec 01 §7 GET /api/orders/{id}/instruct_file and /timesheet_file (the card links to them), and
 * POST to the same paths to upload one (not shown in the spec; docs/decisions.md). Served to
 * signed-in users only, as a download that no browser runs.
 */
export async function registerOrderFileActions(app: FastifyInstance, storage: FileStorage) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  for (const [path, spec] of Object.entries(fileKinds)) {
    const actions = orderFileActions[path as keyof typeof fileKinds];
    // The file is read before the transaction opens: no order row stays locked while bytes arrive.
    mountAction(app, actions.upload, async ({ params, request, user, transaction }) => {
      const { id } = params;
      const { data, kind } = await receiveOneFile(request, upload);
      return transaction(async (trx) => {
        const order = await loadOrder(trx, id, true);
        const file = await trx
          .insertInto('order_files')
          .values({
            order_id: id,
            kind: spec.kind,
            file_name: `${spec.title} №${id}.${contentKinds[kind].ext}`,
            content_kind: kind,
            size: data.length,
            user_id: user.id,
          })
          .returning(['id', 'file_name', 'size', 'created_at'])
          .executeTakeFirstOrThrow();
        await storage.put(storageKey(id, file.id, kind), data);
        await trx
          .updateTable('orders')
          .set({ [spec.column]: file.id })
          .where('id', '=', id)
          .execute();
        await saveOrderChanges(trx, id, user.id, [
          {
            field: spec.column,
            label: spec.title,
            from: order[spec.column] == null ? null : String(order[spec.column]),
            to: String(file.id),
          },
        ]);
        return { ...file, url: `/api/orders/${id}/${path}` };
      });
    });

    mountAction(app, actions.download, async ({ trx, params, record: order, reply }) => {
      const { id } = params;
      const file = order[spec.column]
        ? await trx
            .selectFrom('order_files')
            .selectAll()
            .where('id', '=', order[spec.column] as number)
            .executeTakeFirst()
        : undefined;
      const data = file && (await storage.read(storageKey(id, file.id, file.content_kind)));
      if (!file || !data) throw new AppError('not_found', `У заказа №${id} нет файла «${spec.title}»`);
      return reply
        .type(contentKinds[file.content_kind as ContentKind].mime)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-cache')
        .send(data);
    });
  }
}
