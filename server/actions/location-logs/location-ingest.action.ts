import type { FastifyInstance } from 'fastify';
import { ingestLocations } from '../../../core/actions/defs/location-logs.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { parseLocationBatch } from '../../../core/location/location-batch.schema.ts';
import { mountAction } from '../mount-action.ts';
import { deviceWorker } from './device-tokens.action.ts';

const otherWorker = 'Токен выдан другому работнику';

/**
 * POST /api/location_logs: the workers' mobile app sends its positions (spec 02 §3: trackable_id,
 * lat, lng, tracked_at), one or a batch, signed by the worker's device token. A point already
 * stored (same worker and moment: a batch resent after a lost answer) is ignored, not doubled.
 * The route is 'public' to the staff check: the device token is its credential.
 */
export function registerLocationIngest(app: FastifyInstance) {
  // The device token's last use is written even when the points are refused: no transaction around both.
  mountAction(
    app,
    ingestLocations,
    async ({ body, request, reply }) => {
      const worker = await deviceWorker(app.db, request);
      const points = parseLocationBatch(body, new Date());
      const errors: Record<string, string[]> = {};
      for (const { at, point } of points)
        if (point.trackable_id !== undefined && point.trackable_id !== worker)
          errors[`${at}.trackable_id`] = [otherWorker];
      if (Object.keys(errors).length) throw AppError.validation(errors, [otherWorker]);
      const rows = points.map(({ point: p }) => ({
        trackable_id: worker,
        lat: p.lat.toFixed(6),
        lng: p.lng.toFixed(6),
        tracked_at: new Date(p.tracked_at).toISOString(),
      }));
      const inserted = await app.db
        .insertInto('location_logs')
        .values(rows)
        .onConflict((oc) => oc.columns(['trackable_id', 'tracked_at']).doNothing())
        .returning('id')
        .execute();
      reply.code(201);
      return { accepted: inserted.length, duplicates: rows.length - inserted.length };
    },
    { transaction: false },
  );
}
