import type { Kysely } from 'kysely';
import { type ActivityAction, createActivityRecorder } from '../../activity/activity-recorder.ts';
import type { ActivityContext } from './demo-activity.ts';
import { addDays, moscowTime, pastMoscowTime, type Random } from './seed-random.ts';
import type { DB } from '../db-types.ts';

// Issue 14 item 6 'a week of activity': what the staff opened and changed over the last seven
// days, written through the server's own recorder (server/activity) so the events and the list's
// per-day counts agree as they do in production.
const PAGES: Record<'manager' | 'logist' | 'accountant', string[]> = {
  manager: ['/orders', '/contractors', '/calls', '/messages', '/tasks', '/schedule_day'],
  logist: ['/orders', '/individuals', '/schedule_day', '/schedule_week', '/messages', '/location_logs'],
  accountant: ['/accounts', '/invoices', '/acts', '/transactions', '/excerpts', '/contractor_debts'],
};
const WRITES: Record<keyof typeof PAGES, string> = {
  manager: '/api/orders',
  logist: '/api/individuals',
  accountant: '/api/accounts',
};
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

export async function seedUserActivity(db: Kysely<DB>, rnd: Random, ctx: ActivityContext) {
  let failed: unknown = null;
  const recorder = createActivityRecorder(db, { flushMs: 0, maxRows: 500, onError: (error) => (failed ??= error) });
  const staff = [
    ...ctx.users.managerIds.map((id) => [id, 'manager'] as const),
    ...ctx.users.logistIds.map((id) => [id, 'logist'] as const),
    ...ctx.users.accountantIds.map((id) => [id, 'accountant'] as const),
  ];
  for (const [k, [userId, role]] of staff.entries()) {
    const ip = `10.0.0.${11 + k}`;
    const userAgent = rnd.pick(AGENTS);
    for (let d = -6; d <= 0; d++) {
      const day = addDays(ctx.today, d);
      const event = (uri: string, action: ActivityAction, hh: number) =>
        recorder.record({
          userId,
          uri,
          action,
          ip,
          userAgent,
          at: new Date(
            pastMoscowTime(day, `${String(hh).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}`),
          ),
        });
      for (let n = rnd.int(4, 12); n > 0; n--) event(rnd.pick(PAGES[role]), 1, rnd.int(9, 18));
      const id = rnd.int(1, 40);
      if (rnd.chance(0.7)) event(WRITES[role], 2, rnd.int(10, 17));
      for (let n = rnd.int(0, 4); n > 0; n--) event(`${WRITES[role]}/${id}`, 3, rnd.int(10, 18));
      if (rnd.chance(0.15)) event(`${WRITES[role]}/${id}`, 4, rnd.int(10, 18));
    }
  }
  // A bookmark of a page the console no longer has: the list shows 'Неизвестно - /old_reports'.
  recorder.record({
    userId: ctx.users.managerIds[0],
    uri: '/old_reports',
    action: 1,
    ip: '10.0.0.11',
    userAgent: AGENTS[0],
    at: new Date(moscowTime(addDays(ctx.today, -2), '09:15')),
  });
  await recorder.close();
  // A seed must not end half-done in silence, unlike a request's log.
  if (failed) throw failed;
}
