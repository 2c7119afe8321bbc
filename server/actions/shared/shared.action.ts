import type { FastifyInstance } from 'fastify';
import { readShared } from '../../../core/actions/defs/shell.actions.ts';
import { actions, companyTypesNames, units } from '../../../core/shared-meta.ts';
import { mountAction } from '../mount-action.ts';

/**
 * GET /api/shared: metadata every screen needs. Never credentials: telephony recordings are
 * fetched through the server (DESIGN.md section 8), so no vot_password here.
 */
export function registerSharedRoute(app: FastifyInstance, options: { mapTileUrl: string }) {
  mountAction(app, readShared, async ({ trx, reply }) => {
    const users = await trx
      .selectFrom('users')
      .select(['id', 'name', 'email', 'user_group_id', 'fired', 'is_admin'])
      .orderBy('name')
      .execute();
    const groups = await trx.selectFrom('user_groups').select(['id', 'name', 'long_name']).orderBy('id').execute();
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
