import { describe, expect, it } from 'vitest';
import { mayChangeTaskState, TASK_CLOSED, TASK_OPEN, taskStatusAfter } from './task-state.rule.ts';

// Spec 02 §8 'Task: open, resolved, closed; close and reopen are actions.'
describe('task state', () => {
  it.each([
    ['close', TASK_CLOSED],
    ['reopen', TASK_OPEN],
  ] as const)('%s leads to status %i', (verb, status) => {
    expect(taskStatusAfter(verb)).toBe(status);
  });

  const task = { assigned_to_id: 5, user_id: 7 };
  it.each([
    ['the assignee', { id: 5, is_admin: false }, true],
    ['the author', { id: 7, is_admin: false }, true],
    ['an admin', { id: 9, is_admin: true }, true],
    ['anyone else', { id: 9, is_admin: false }, false],
  ])('may be changed by %s: %s', (_, user, allowed) => {
    expect(mayChangeTaskState(user, task)).toBe(allowed);
  });
});
