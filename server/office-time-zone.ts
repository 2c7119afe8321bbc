/**
 * The company works on Moscow time, and so does every server-side "today", "this month" and
 * HH:mm: the left column, the location map's days, activity days, schedules and demo data. The
 * machine's own zone (UTC on most servers and on CI) must not move them: between 00:00 and 03:00
 * in Moscow a UTC process would still be on yesterday. Moscow has no daylight saving (UTC+3).
 */
export const OFFICE_TIME_ZONE = 'Europe/Moscow';

/** Sets the process zone; Node re-reads TZ when it is assigned, so this works after start too. */
export function setOfficeTimeZone(): void {
  process.env.TZ = OFFICE_TIME_ZONE;
}
