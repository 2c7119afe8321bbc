import type { FastifyInstance } from 'fastify';
import { registerDeviceTokenRoutes } from './device-tokens.action.ts';
import { registerLocationIngest } from './location-ingest.action.ts';
import { registerLocationMap } from './location-map.action.ts';

/** The workers' map (spec 02 §2 /location_logs): the phones' ingest, their tokens and the map's points. */
export function registerLocationLogRoutes(app: FastifyInstance) {
  registerLocationIngest(app);
  registerDeviceTokenRoutes(app);
  registerLocationMap(app);
}
