import type { FastifyInstance } from 'fastify';
import { resources } from '../../../core/resources/index.ts';
import { managerPickerGroups } from '../../../core/rules/user-permissions.rule.ts';
import { listRecords } from '../../crud/list-records.ts';
import { parseListParams } from '../../crud/list-params.ts';

/** Where the order form's manager pickers (user_id, user2_id, user3_id) ask for their choices. */
export const MANAGER_PICKER_PATH = '/api/users/manager_picker';

/**
 * The order manager picker (spec 01 §6: 'for group 2 users it shows only non-fired users of group 1;
 * for others, non-fired users of groups 1, 2 and 6'). Same parameters and answer as GET /api/users
 * (search, sort, page, limit), but the server sets the group and fired filters from the viewer's
 * group, so the rule holds whatever the client sends.
 */
export function registerManagerPickerRoute(app: FastifyInstance) {
  const def = resources.users;
  app.get(MANAGER_PICKER_PATH, { config: { permission: 'signed_in' } }, async (request) => {
    const params = parseListParams(def, request.query as Record<string, unknown>, request.user!);
    params.filter = {
      ...params.filter,
      fired: ['false'],
      user_group_id: managerPickerGroups(request.user!).map(String),
    };
    return listRecords(app.db, def, params);
  });
}
