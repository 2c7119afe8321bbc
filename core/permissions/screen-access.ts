import { contractorDebts, excerpts, payToday } from '../actions/defs/ledger.actions.ts';
import { mapPoints } from '../actions/defs/location-logs.actions.ts';
import { dailySchedule, weeklySchedule } from '../actions/defs/schedule.actions.ts';
import { workTypeTree } from '../actions/defs/work-types.actions.ts';
import type { AccessRule } from './access-rule.ts';

/**
 * Who may open each console screen that is not a registry list (a list follows its resource's
 * `permissions.read`). The console hides and refuses by this table; a screen backed by one catalogue
 * action reads that action's permission, so the screen and its API cannot disagree. Spec 02 §6
 * names the flags; DESIGN.md §8 which screens they guard: `transactions` (excerpts and debts;
 * pay today is open to every signed-in user since issue 13), `stats_*` (each statistics screen,
 * stats_efficiency /user_efficiency).
 */
export const screenAccess = {
  // Dispatchers make orders from calls (docs/decisions.md); stats_calls guards the calls statistics.
  '/calls/:id': 'signed_in',
  '/documents': 'signed_in',
  '/excerpts': excerpts.permission,
  '/contractor_debts': contractorDebts.permission,
  // Logists phone the workers they pay; card numbers stay masked without `transactions` (issue 13).
  '/pay_today': payToday.permission,
  '/refuses': 'signed_in',
  '/user_efficiency': { flag: 'stats_efficiency' },
  '/schedule_day': dailySchedule.permission,
  '/schedule_week': weeklySchedule.permission,
  '/month_statistics': { flag: 'stats_month' },
  '/everyday_statistics/:date_type': { flag: 'stats_everyday' },
  '/driver_statistics': { flag: 'stats_driver' },
  '/client_statistics': { flag: 'stats_client' },
  '/individual_occupation': { flag: 'stats_individual_occupation' },
  '/location_logs': mapPoints.permission,
  // The work-types tree shows the work_types list as a tree: anyone who may read work types.
  '/work_types': workTypeTree.permission,
  '/calc/browse': 'signed_in',
  '/info/zoiper5': 'signed_in',
  '/info/merge_pdf': 'signed_in',
} as const satisfies Record<string, AccessRule>;

export type ScreenPath = keyof typeof screenAccess;

/** The rule of a screen path; a path missing here is refused (a test lists every route of the console). */
export function screenRule(path: string): AccessRule {
  return (screenAccess as Record<string, AccessRule>)[path] ?? 'admin';
}
