import type { FastifyInstance } from 'fastify';
import { type TelephonyRecordConfig, registerCallRecord } from './call-record.action.ts';
import { registerCallsStatistics } from './calls-statistics.action.ts';
import { registerIntegrationSecret } from './integration-secret.action.ts';
import { registerTelephonyEvents } from './telephony-events.action.ts';

/** Calls from the PBX (issue 14 item 1): its webhook, its secrets, the recordings and the calls statistics. */
export function registerTelephonyRoutes(app: FastifyInstance, config: TelephonyRecordConfig) {
  registerTelephonyEvents(app);
  registerIntegrationSecret(app);
  registerCallRecord(app, config);
  registerCallsStatistics(app);
}
