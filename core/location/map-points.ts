import { z } from 'zod';

// The wire shape of GET /api/location_logs/map, shared by the server and the console's map screen.

/** Spec 02 §9: 'location-day choices today, yesterday, day before, latest'. */
export const mapDays = ['today', 'yesterday', 'day_before', 'latest'] as const;
export type MapDay = (typeof mapDays)[number];

export const mapDayLabels: Record<MapDay, string> = {
  today: 'Сегодня',
  yesterday: 'Вчера',
  day_before: 'Позавчера',
  latest: 'Последние',
};

/** [trackable_id, lat, lng, tracked_at as epoch milliseconds]; a worker's points are in time order. */
const mapPoint = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type MapPoint = z.infer<typeof mapPoint>;

export const mapPointsAnswer = z.object({
  day: z.enum(mapDays),
  workers: z.array(z.object({ id: z.number(), name: z.string() })),
  points: z.array(mapPoint),
});
export type MapPoints = z.infer<typeof mapPointsAnswer>;
