import { z } from 'zod';
import { leftColumnAnswer } from '../../left-column.ts';
import { sharedMeta } from '../../shared-meta.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// What every screen of the console needs besides the registry's lists: shared metadata, the left
// column, background jobs' progress, deploy notices and the order form's manager picker.

export const readShared = defineAction({
  name: 'shared.read',
  method: 'GET',
  path: '/api/shared',
  title: 'Общие сведения',
  permission: 'signed_in',
  answer: sharedMeta,
});

export const readLeftColumn = defineAction({
  name: 'left_column.read',
  method: 'GET',
  path: '/api/left_column',
  title: 'Левая колонка',
  permission: 'signed_in',
  answer: leftColumnAnswer,
});

/** A background job as its owner sees it (GET /api/jobs/{id}). */
export const jobView = z.object({
  id: z.number(),
  kind: z.string(),
  done: z.boolean(),
  failed: z.boolean(),
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
  result: z.unknown(),
  error: z.string().nullable(),
});
export type JobView = z.infer<typeof jobView>;

export const readJob = defineAction({
  name: 'jobs.read',
  method: 'GET',
  path: '/api/jobs/:id',
  title: 'Ход фонового задания',
  permission: 'signed_in',
  params: wire.object({ id: wire.id() }),
  answer: jobView,
});

/** Spec 02: 'Deploy notice channel states: warning, restart, done'. */
export const deployStates = ['warning', 'restart', 'done'] as const;

export const postDeployNotice = defineAction({
  name: 'deploy_notices.create',
  method: 'POST',
  path: '/api/deploy_notices',
  title: 'Уведомление об обновлении',
  permission: 'admin',
  body: wire.object({
    state: z.enum(deployStates, { error: 'должно быть одним из: warning, restart, done' }),
  }),
  labels: { state: 'Состояние обновления' },
  answer: z.object({ state: z.enum(deployStates), message: z.string() }),
});

/**
 * Spec 01 §6: 'Order manager picker: for group 2 users it shows only non-fired users of group 1;
 * for others, non-fired users of groups 1, 2 and 6'. Parameters and answer as GET /api/users.
 */
export const managerPicker = defineAction({
  name: 'users.manager_picker',
  method: 'GET',
  path: '/api/users/manager_picker',
  title: 'Выбор менеджера заказа',
  permission: 'signed_in',
  query: wire.listQuery(),
  answer: wire.list('users'),
});
