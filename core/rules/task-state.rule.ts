import type { CurrentUser } from './user-permissions.rule.ts';

// Spec 02 'Task: open, resolved, closed; close and reopen are actions.' DESIGN.md §8 labels:
// 1 Открыта, 2 Решена, 3 Закрыта (core/resources/options.ts taskStatusOptions).
export const TASK_OPEN = 1;
export const TASK_RESOLVED = 2;
export const TASK_CLOSED = 3;

export type TaskVerb = 'close' | 'reopen' | 'resolve';

const statusByVerb: Record<TaskVerb, number> = { close: TASK_CLOSED, reopen: TASK_OPEN, resolve: TASK_RESOLVED };

/**
 * The status after the action. Close takes a task to closed, reopen back to open, resolve (the
 * assignee's «Решена», issue 20: the status is the actions' alone) to resolved; a task already
 * there stays (the call is idempotent, a resent click changes nothing), so no state refuses one.
 */
export function taskStatusAfter(verb: TaskVerb): number {
  return statusByVerb[verb];
}

/** Who may close or reopen a task: its assignee, its author, or an admin. */
export function mayChangeTaskState(
  user: Pick<CurrentUser, 'id' | 'is_admin'>,
  task: { assigned_to_id: number | null; user_id: number | null },
): boolean {
  return user.is_admin || task.assigned_to_id === user.id || task.user_id === user.id;
}

/** Tasks counted as the user's open ones in the side navigation: assigned to them, not closed or resolved. */
export const openTaskStatuses: readonly number[] = [TASK_OPEN];
