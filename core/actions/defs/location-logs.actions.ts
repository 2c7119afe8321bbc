import { z } from 'zod';
import type { LocationPoint } from '../../location/location-batch.schema.ts';
import { mapDays, mapPointsAnswer } from '../../location/map-points.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The workers' map (spec 02 §2 /location_logs): the phones' ingest, their tokens and the map's points.

/**
 * POST /api/location_logs: the workers' mobile app sends its positions (spec 02 §3: trackable_id,
 * lat, lng, tracked_at), one `{location_log}` or a batch `{location_logs: [...]}`, signed by the
 * worker's device token: 'public' to the staff check, the device token is its credential. Each
 * point is read by parseLocationBatch, which names a bad one by its place in the batch.
 */
export const ingestLocations = defineAction({
  name: 'location_logs.ingest',
  method: 'POST',
  path: '/api/location_logs',
  title: 'Приём координат с телефонов работников',
  permission: 'public',
  body: z.custom<{ location_log?: LocationPoint; location_logs?: LocationPoint[] }>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    'Ожидался объект «location_log» или массив «location_logs»',
  ),
  answer: z.object({ accepted: z.number(), duplicates: z.number() }),
});

const noWorker = 'Работник должен быть числом';

/** An admin issues a worker's phone its token (shown once) and revokes it; issuing again replaces it. */
export const issueDeviceToken = defineAction({
  name: 'location_logs.issue_device_token',
  method: 'POST',
  path: '/api/location_logs/device_tokens',
  title: 'Выдать токен телефона работника',
  permission: 'admin',
  body: wire.object({ device_token: wire.object({ trackable_id: wire.id(noWorker) }) }),
  root: 'device_token',
  labels: { trackable_id: 'Работник' },
  answer: z.object({ trackable_id: z.number(), token: z.string() }),
});

export const revokeDeviceToken = defineAction({
  name: 'location_logs.revoke_device_token',
  method: 'DELETE',
  path: '/api/location_logs/device_tokens/:trackable_id',
  title: 'Отозвать токен телефона работника',
  permission: 'admin',
  params: wire.object({ trackable_id: wire.id() }),
  answer: z.object({ trackable_id: z.number(), revoked: z.literal(true) }),
});

/** Spec 02 §2 'worker positions for today, yesterday, day before, or the latest'. */
export const mapPoints = defineAction({
  name: 'location_logs.map',
  method: 'GET',
  path: '/api/location_logs/map',
  title: 'Карта работников',
  permission: 'signed_in',
  query: wire.object({
    day: z.enum(mapDays, { error: `один из ${mapDays.join(', ')}` }).default('today'),
    trackable_id: wire.optionalId(noWorker),
  }),
  labels: { day: 'День карты', trackable_id: 'Работник' },
  answer: mapPointsAnswer,
});
