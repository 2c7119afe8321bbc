import type { FastifyInstance } from 'fastify';
import { managerPicker } from '../../../core/actions/defs/shell.actions.ts';
import { resources } from '../../../core/resources/index.ts';
import { managerPickerGroups } from '../../../core/rules/user-permissions.rule.ts';
import { listRecords } from '../../crud/list-records.ts';
import { parseListParams } from '../../crud/list-params.ts';
import { mountAction } from '../../actions/mount-action.ts';

/**
 * The order manager picker (spec 01 §6: 'for group 2 users it shows only non-fired users of group 1;
 * for others, non-fired users of groups 1, 2 and 6'). Same parameters and answer as GET /api/users
 * (search, sort, page, limit), but the server sets the group and fired filters from the viewer's
 * group, so the rule holds whatever the client sends.
 */
export function registerManagerPickerRoute(app: FastifyInstance) {
  const def = resources.users;
  mountAction(app, managerPicker, async ({ trx, query, user }) => {
    const params = parseListParams(def, query as Record<string, unknown>, user);
    params.filter = { ...params.filter, fired: ['false'], user_group_id: managerPickerGroups(user).map(String) };
    return listRecords(trx, def, params);
  });
}
