import { AppError } from '../../../core/errors.ts';
import { permissionProblems } from '../../../core/permissions/permission-values.ts';
import { fullErrorMessage } from '../../../core/texts.ts';
import { announceAccessChange } from '../../auth/access-changes.ts';
import { authCache } from '../../auth/auth-cache.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';

/**
 * Permissions are checked against the catalogue before they are stored (issue 15: an unknown flag
 * is refused); a group's permissions changed means every cached member is re-read on their next request.
 */
export const userGroupsHooks: ResourceHooks = {
  async beforeSave(ctx, parsed) {
    if (!('permissions' in parsed.values)) return;
    const problems = permissionProblems(parsed.values.permissions);
    const label = ctx.def.fields.permissions?.label ?? 'permissions';
    if (problems.length)
      throw AppError.validation(
        { permissions: problems },
        problems.map((p) => fullErrorMessage(label, p)),
      );
  },
  async afterSave(ctx, id) {
    authCache.clear();
    await announceAccessChange(ctx.trx, { group_id: id });
  },
  async beforeDelete(ctx, existing) {
    authCache.clear();
    await announceAccessChange(ctx.trx, { group_id: Number(existing.id) });
  },
};
