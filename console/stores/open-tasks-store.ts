import { create } from 'zustand';
import { TASK_OPEN } from '../../core/rules/task-state.rule.ts';
import { api } from '../app/api.ts';

interface OpenTasksState {
  /** The signed-in user's open tasks; null until first counted (or when counting failed). */
  count: number | null;
  /** Counts again: one indexed count (tasks_assigned_to_id_idx), no rows. */
  refresh(userId: number): Promise<void>;
}

/**
 * Issue 14 item 3: 'a user's open tasks counted in the side navigation'. Counted again when the user
 * moves to another screen and after a task action of this console (TaskStatePanel), so the figure
 * is fresh whenever the user can act on it, without a poll or a channel of its own.
 */
export const useOpenTasks = create<OpenTasksState>((set) => ({
  count: null,
  async refresh(userId) {
    try {
      const answer = await api.request<{ meta: { total: number } }>('GET', '/api/tasks', undefined, {
        filter: `assigned_to_id=${userId};status=${TASK_OPEN}`,
        fields: 'id',
        limit: '1',
      });
      set({ count: answer.meta.total ?? null });
    } catch {
      set({ count: null });
    }
  },
}));
