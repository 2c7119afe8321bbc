import type { FastifyInstance } from 'fastify';
import { actions, companyTypesNames, type SharedMeta, units } from '../../../core/shared-meta.ts';

/**
 * GET /api/shared: metadata every screen needs. Never credentials: telephony recordings are
 * fetched through the server (DESIGN.md section 8), so no vot_password here.
 */
export function registerSharedRoute(app: FastifyInstance, options: { mapTileUrl: string }) {
  app.get('/api/shared', { config: { permission: 'signed_in' } }, async (_request, reply): Promise<SharedMeta> => {
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
      company_types_names: companyTypesNames,
      units: [...units],
      actions,
      users,
      user_groups: groups,
      vot_host: process.env.VOT_HOST ?? null,
      vot_username: null,
      map_tile_url: options.mapTileUrl,
    };
  });
}
