import type { AnyAction } from './define-action.ts';
import * as acts from './defs/acts.actions.ts';
import * as accountSending from './defs/account-sending.actions.ts';
import * as calc from './defs/calc.actions.ts';
import * as contractors from './defs/contractors.actions.ts';
import * as equipment from './defs/equipment.actions.ts';
import * as individualFiles from './defs/individual-files.actions.ts';
import * as individuals from './defs/individuals.actions.ts';
import * as ledger from './defs/ledger.actions.ts';
import * as locationLogs from './defs/location-logs.actions.ts';
import * as massMailings from './defs/mass-mailings.actions.ts';
import * as messages from './defs/messages.actions.ts';
import * as operations from './defs/operations.actions.ts';
import * as orderComments from './defs/order-comments.actions.ts';
import * as orderCreate from './defs/order-create.actions.ts';
import * as orderExtras from './defs/order-extras.actions.ts';
import * as orderFiles from './defs/order-files.actions.ts';
import * as orderStatus from './defs/order-status.actions.ts';
import * as orderStatusPreview from './defs/order-status-preview.actions.ts';
import * as payments from './defs/payments.actions.ts';
import * as quality from './defs/quality.actions.ts';
import * as ratings from './defs/ratings.actions.ts';
import * as statistics from './defs/statistics.actions.ts';
import * as schedule from './defs/schedule.actions.ts';
import * as session from './defs/session.actions.ts';
import * as shell from './defs/shell.actions.ts';
import * as streets from './defs/streets.actions.ts';
import * as scheduleBoard from './defs/schedule-board.actions.ts';
import * as tasks from './defs/tasks.actions.ts';
import * as telephony from './defs/telephony.actions.ts';
import * as workTypes from './defs/work-types.actions.ts';
import * as workerPicking from './defs/worker-picking.actions.ts';

/** Every module of declarations; a new area adds its `defs/<area>.actions.ts` here. */
const modules: readonly Record<string, unknown>[] = [
  payments,
  orderStatus,
  tasks,
  session,
  shell,
  orderCreate,
  workerPicking,
  orderExtras,
  orderComments,
  orderFiles,
  schedule,
  streets,
  calc,
  locationLogs,
  workTypes,
  contractors,
  individuals,
  ledger,
  individualFiles,
  equipment,
  accountSending,
  massMailings,
  telephony,
  messages,
  operations,
  statistics,
  quality,
  ratings,
  orderStatusPreview,
  scheduleBoard,
  acts,
];

const isAction = (v: unknown): v is AnyAction =>
  typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'action';

/**
 * The action catalogue: every special endpoint of the API, declared once (DESIGN.md §3). The server
 * mounts each (server/actions/mount-action.ts) and a test fails when a route has no declaration or a
 * declaration no route; the permission matrix, fuzz and ownership suites loop over it.
 */
export const actionCatalogue: readonly AnyAction[] = modules.flatMap((m) => Object.values(m).filter(isAction));

export const actionByName: ReadonlyMap<string, AnyAction> = new Map(actionCatalogue.map((a) => [a.name, a]));
