import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { mapPoints } from '../../../core/actions/defs/location-logs.actions.ts';
import type { MapDay, MapPoints } from '../../../core/location/map-points.ts';
import { mountAction } from '../mount-action.ts';
import type { DB } from '../../db/db-types.ts';

/** Days back from today of each choice (spec 02 §9: 'today, yesterday, day before, latest'). */
const daysBack: Record<Exclude<MapDay, 'latest'>, number> = { today: 0, yesterday: 1, day_before: 2 };

/** [start, end) of the calendar day `back` days before `now`, in the server's time zone (Moscow). */
function dayRange(now: Date, back: number): [Date, Date] {
  return [
    new Date(now.getFullYear(), now.getMonth(), now.getDate() - back),
    new Date(now.getFullYear(), now.getMonth(), now.getDate() - back + 1),
  ];
}

type Row = { trackable_id: number; lat: string; lng: string; tracked_at: string | Date };

function toAnswer(day: MapDay, rows: Row[], names: Map<number, string>): MapPoints {
  const ids = [...new Set(rows.map((r) => r.trackable_id))];
  return {
    day,
    workers: ids
      .map((id) => ({ id, name: names.get(id) ?? `№${id}` }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    // Flat tuples: a day of 100 000 points is a few megabytes of JSON, not tens.
    points: rows.map((r) => [r.trackable_id, Number(r.lat), Number(r.lng), new Date(r.tracked_at).getTime()]),
  };
}

async function workerNames(db: Kysely<DB>, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.trackable_id))];
  if (!ids.length) return new Map();
  const found = await db.selectFrom('individuals').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(found.map((r) => [r.id as number, r.name as string]));
}

const columns = ['trackable_id', 'lat', 'lng', 'tracked_at'] as const;

async function pointsOfDay(db: Kysely<DB>, range: [Date, Date], worker?: number): Promise<Row[]> {
  let q = db
    .selectFrom('location_logs')
    .select([...columns])
    .where('tracked_at', '>=', range[0].toISOString())
    .where('tracked_at', '<', range[1].toISOString());
  if (worker !== undefined) q = q.where('trackable_id', '=', worker);
  return (await q.orderBy('trackable_id').orderBy('tracked_at').execute()) as Row[];
}

/** A worker silent for longer is not on the map: it also bounds the scan to an index range, not months of points. */
const LATEST_DAYS = 30;

/** 'latest': each worker's last position; with a worker, that worker's whole day of the last position. */
async function latest(db: Kysely<DB>, worker?: number): Promise<Row[]> {
  if (worker === undefined) {
    const since = new Date(Date.now() - LATEST_DAYS * 86_400_000).toISOString();
    return (
      await sql<Row>`SELECT DISTINCT ON (trackable_id) trackable_id, lat, lng, tracked_at
        FROM location_logs WHERE tracked_at >= ${since} ORDER BY trackable_id, tracked_at DESC`.execute(db)
    ).rows;
  }
  const last = await db
    .selectFrom('location_logs')
    .select('tracked_at')
    .where('trackable_id', '=', worker)
    .orderBy('tracked_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return [];
  const at = new Date(last.tracked_at as string);
  return pointsOfDay(db, dayRange(at, 0), worker);
}

/**
 * GET /api/location_logs/map?day=today|yesterday|day_before|latest[&trackable_id=N]: the points the
 * map shows (spec 02 §2 'worker positions for today, yesterday, day before, or the latest'), every
 * point of the day in time order per worker, so the console clusters them and draws a worker's track.
 */
export function registerLocationMap(app: FastifyInstance) {
  mountAction(app, mapPoints, async ({ trx, query }) => {
    const { day } = query;
    const worker = query.trackable_id ?? undefined;
    const rows =
      day === 'latest'
        ? await latest(trx, worker)
        : await pointsOfDay(trx, dayRange(new Date(), daysBack[day]), worker);
    return toAnswer(day, rows, await workerNames(trx, rows));
  });
}
