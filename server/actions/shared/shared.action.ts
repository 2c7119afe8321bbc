import type { FastifyInstance } from 'fastify';
import { companyTypeNames } from '../../../core/resources/options.ts';

/** Units of calculator props (spec 02: 'unit (from shared metadata units)'). */
export const units = ['шт', 'см', 'м', 'кг', 'мин', 'ч', 'этаж', 'м³', 'км', '%'];

/** User activity action codes (spec 02 §9: '1 page open, 2 create, 3 update, 4 delete'). */
export const actions: Record<number, string> = { 1: 'Открытие страницы', 2: 'Создание', 3: 'Изменение', 4: 'Удаление' };

/**
 * GET /api/shared: metadata every screen needs. Never credentials: telephony recordings are
 * fetched through the server (DESIGN.md section 8), so no vot_password here.
 */
export function registerSharedRoute(app: FastifyInstance) {
  app.get('/api/shared', { config: { permission: 'signed_in' } }, async (_request, reply) => {
    const [users, groups] = await Promise.all([
      app.db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'user_group_id', 'fired', 'is_admin'])
        .orderBy('name')
        .execute(),
      app.db.selectFrom('user_groups').select(['id', 'name', 'long_name']).orderBy('id').execute(),
    ]);
    reply.header('cache-control', 'private, max-age=1');
    return {
      company_types_names: companyTypeNames,
      units,
      actions,
      users,
      user_groups: groups,
      vot_host: process.env.VOT_HOST ?? null,
      vot_username: null,
    };
  });
}
