import { type CurrentUser, can } from './user-permissions.rule.ts';

/**
 * Spec 01 §6: 'documents_edit (edit document properties after approval)'. An approved scan is
 * edited, archived or deleted only with that flag (admins pass every check); an unapproved one by
 * whoever may change the worker.
 */
export function mayChangeScan(user: CurrentUser, file: { is_approved: unknown }): boolean {
  return file.is_approved !== true || can(user, 'documents_edit');
}
