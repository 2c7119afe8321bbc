import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.ts';
import { parseLocationBatch } from './location-batch.schema.ts';

// Spec 02 §3: 'Location log: trackable_id, lat, lng, tracked_at'; issue 15 item 4: 'batches'.
const now = new Date('2026-11-23T12:00:00Z');
const errorsOf = (body: unknown) => {
  try {
    parseLocationBatch(body, now);
    return null;
  } catch (e) {
    return (e as AppError).fieldErrors;
  }
};

describe('parseLocationBatch', () => {
  it('reads one point or a batch, each with its place', () => {
    const one = parseLocationBatch(
      { location_log: { lat: 55.7, lng: 37.6, tracked_at: '2026-11-23T14:59:00+03:00' } },
      now,
    );
    expect(one).toEqual([
      { at: 'location_log', point: { lat: 55.7, lng: 37.6, tracked_at: '2026-11-23T14:59:00+03:00' } },
    ]);
    const batch = parseLocationBatch(
      {
        location_logs: [1, 2].map((k) => ({
          trackable_id: 5,
          lat: 55 + k,
          lng: 37,
          tracked_at: '2026-11-23T11:00:00Z',
        })),
      },
      now,
    );
    expect(batch.map((p) => p.at)).toEqual(['location_logs[0]', 'location_logs[1]']);
  });

  it.each([
    [{ location_log: { lat: 55, lng: 37, tracked_at: '2026-11-23T11:00:00' } }, 'location_log.tracked_at'],
    [{ location_log: { lat: -91, lng: 37, tracked_at: '2026-11-23T11:00:00Z' } }, 'location_log.lat'],
    [{ location_log: { lat: 55, lng: '37', tracked_at: '2026-11-23T11:00:00Z' } }, 'location_log.lng'],
    [{ location_log: { lat: 55, lng: 37, tracked_at: '2026-11-23T12:11:00Z' } }, 'location_log.tracked_at'],
    [
      { location_log: { trackable_id: 1.5, lat: 55, lng: 37, tracked_at: '2026-11-23T11:00:00Z' } },
      'location_log.trackable_id',
    ],
    [{ location_logs: [] }, 'location_logs'],
    [{ location_logs: 'нет' }, 'location_logs'],
    [null, 'location_logs'],
  ])('refuses %j on %s', (body, key) => {
    expect(Object.keys(errorsOf(body) ?? {})).toEqual([key]);
  });

  it('takes a point 10 minutes ahead (a phone clock a little fast), not more', () => {
    expect(errorsOf({ location_log: { lat: 55, lng: 37, tracked_at: '2026-11-23T12:10:00Z' } })).toBeNull();
  });
});
