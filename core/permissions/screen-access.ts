import type { AccessRule } from './access-rule.ts';

/**
 * Who may open each console screen that is not a registry list (a list follows its resource's
 * `permissions.read`). The console hides and refuses by this table; the API routes behind a screen
 * declare `config: { permission: screenAccess['/path'] }`, so the two read one rule. Spec 02 §6
 * names the flags; DESIGN.md §8 which screens they guard: `transactions` (excerpts and debts;
 * pay today is open to every signed-in user since issue 13), `stats_*` (each statistics screen,
 * stats_efficiency /user_efficiency).
 */
export const screenAccess = {
  // Dispatchers make orders from calls (docs/decisions.md); stats_calls guards the calls statistics.
  '/calls/:id': 'signed_in',
  '/documents': 'signed_in',
  '/excerpts': { flag: 'transactions' },
  '/contractor_debts': { flag: 'transactions' },
  // Logists phone the workers they pay; card numbers stay masked without `transactions` (issue 13).
  '/pay_today': 'signed_in',
  '/refuses': 'signed_in',
  '/user_efficiency': { flag: 'stats_efficiency' },
  '/schedule_day': 'signed_in',
  '/schedule_week': 'signed_in',
  '/month_statistics': { flag: 'stats_month' },
  '/everyday_statistics/:date_type': { flag: 'stats_everyday' },
  '/driver_statistics': { flag: 'stats_driver' },
  '/client_statistics': { flag: 'stats_client' },
  '/individual_occupation': { flag: 'stats_individual_occupation' },
  '/location_logs': 'signed_in',
  // The work-types tree shows the work_types list as a tree: anyone who may read work types.
  '/work_types': 'signed_in',
  '/calc/browse': 'signed_in',
  '/info/zoiper5': 'signed_in',
  '/info/merge_pdf': 'signed_in',
} as const satisfies Record<string, AccessRule>;

export type ScreenPath = keyof typeof screenAccess;

/** The rule of a screen path; a path missing here is refused (a test lists every route of the console). */
export function screenRule(path: string): AccessRule {
  return (screenAccess as Record<string, AccessRule>)[path] ?? 'admin';
}
