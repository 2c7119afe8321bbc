import type { AnyAction } from './define-action.ts';
import * as acts from './defs/acts.actions.ts';
import * as operations from './defs/operations.actions.ts';
import * as orderStatus from './defs/order-status.actions.ts';
import * as payments from './defs/payments.actions.ts';
import * as tasks from './defs/tasks.actions.ts';

/** Every module of declarations; a new area adds its `defs/<area>.actions.ts` here. */
const modules: readonly Record<string, unknown>[] = [payments, orderStatus, tasks, operations, acts];

const isAction = (v: unknown): v is AnyAction =>
  typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'action';

/**
 * The action catalogue: every special endpoint of the API, declared once (DESIGN.md §3). The server
 * mounts each (server/actions/mount-action.ts) and a test fails when a route has no declaration or a
 * declaration no route; the permission matrix, fuzz and ownership suites loop over it.
 */
export const actionCatalogue: readonly AnyAction[] = modules.flatMap((m) => Object.values(m).filter(isAction));

export const actionByName: ReadonlyMap<string, AnyAction> = new Map(actionCatalogue.map((a) => [a.name, a]));
