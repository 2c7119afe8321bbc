import { expect, it } from 'vitest';
import { OFFICE_TIME_ZONE, setOfficeTimeZone } from './office-time-zone.ts';

// docs/decisions.md «Office clock»: the server's "today" is Moscow's whatever the machine's zone.
it('puts the process on Moscow time: 21:30 UTC is already the next day, at 00:30', () => {
  const before = process.env.TZ;
  process.env.TZ = 'UTC';
  try {
    const late = new Date('2026-11-23T21:30:00Z');
    expect(late.getDate()).toBe(23);
    setOfficeTimeZone();
    expect(process.env.TZ).toBe(OFFICE_TIME_ZONE);
    expect([late.getDate(), late.getHours(), late.getMinutes()]).toEqual([24, 0, 30]);
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
});
