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
export type MapPoint = [number, number, number, number];

export interface MapPoints {
  day: MapDay;
  workers: { id: number; name: string }[];
  points: MapPoint[];
}
