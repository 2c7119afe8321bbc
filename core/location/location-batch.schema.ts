import { z } from 'zod';
import { AppError } from '../errors.ts';
import '../zod-locale.ts';

/** Points one request may carry: a phone that was offline for a shift sends it in a few batches. */
export const MAX_BATCH = 1000;
/** A point further ahead than this is a phone with a wrong clock, not a position. */
export const FUTURE_SLACK_MS = 10 * 60_000;

const texts = {
  lat: 'Широта должна быть числом от -90 до 90',
  lng: 'Долгота должна быть числом от -180 до 180',
  trackedAt: 'Время нужно в формате ISO 8601 с часовым поясом, например 2026-11-23T09:15:00+03:00',
  future: 'Время точки в будущем: проверьте часы телефона',
  trackable: 'Работник должен быть числом',
  empty: 'Нет ни одной точки',
  tooMany: `Не больше ${MAX_BATCH} точек за один запрос`,
  shape: 'Ожидался объект «location_log» или массив «location_logs»',
} as const;

/** Spec 02 §3: 'Location log: trackable_id, lat, lng, tracked_at'. trackable_id may be left out: the device token names the worker. */
const pointSchema = z.object({
  trackable_id: z.number({ error: texts.trackable }).int(texts.trackable).positive(texts.trackable).optional(),
  lat: z.number({ error: texts.lat }).min(-90, texts.lat).max(90, texts.lat),
  lng: z.number({ error: texts.lng }).min(-180, texts.lng).max(180, texts.lng),
  tracked_at: z.iso.datetime({ offset: true, error: texts.trackedAt }),
});

export type LocationPoint = z.infer<typeof pointSchema>;
/** A point and its place in the request (`location_logs[3]`), for naming it in a refusal. */
export interface PlacedPoint {
  at: string;
  point: LocationPoint;
}

/**
 * The points of POST /api/location_logs: one `{"location_log": {...}}` (the wire's singular root key)
 * or a batch `{"location_logs": [...]}`. Every bad point is named by its place in the batch
 * (`location_logs[3].lat`), so the phone can tell which one to drop; nothing is stored then.
 */
export function parseLocationBatch(body: unknown, now: Date): PlacedPoint[] {
  const b = (body ?? {}) as Record<string, unknown>;
  const single = b.location_log !== undefined;
  const raw = single ? [b.location_log] : b.location_logs;
  if (!Array.isArray(raw)) throw AppError.validation({ location_logs: [texts.shape] }, [texts.shape]);
  if (raw.length === 0) throw AppError.validation({ location_logs: [texts.empty] }, [texts.empty]);
  if (raw.length > MAX_BATCH) throw AppError.validation({ location_logs: [texts.tooMany] }, [texts.tooMany]);
  const errors: Record<string, string[]> = {};
  const points: PlacedPoint[] = [];
  raw.forEach((item, i) => {
    const at = single ? 'location_log' : `location_logs[${i}]`;
    const result = pointSchema.safeParse(item);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path.length ? `${at}.${issue.path.join('.')}` : at;
        errors[key] = [...(errors[key] ?? []), issue.message];
      }
      return;
    }
    if (Date.parse(result.data.tracked_at) > now.getTime() + FUTURE_SLACK_MS)
      errors[`${at}.tracked_at`] = [texts.future];
    points.push({ at, point: result.data });
  });
  const keys = Object.keys(errors);
  if (keys.length)
    throw AppError.validation(
      errors,
      keys.map((k) => `${k}: ${errors[k].join(', ')}`),
    );
  return points;
}
