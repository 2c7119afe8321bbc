import { authCache } from '../../auth/auth-cache.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';

/** A group's permissions changed: every cached member must be re-read on their next request. */
export const userGroupsHooks: ResourceHooks = {
  async afterSave() {
    authCache.clear();
  },
  async beforeDelete() {
    authCache.clear();
  },
};
