import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { telephonyEvent } from '../../../core/actions/defs/telephony.actions.ts';
import { recordCall } from '../../domain/calls/call-upsert.ts';
import { parseTelephonyEvent } from '../../domain/calls/telephony-event.schema.ts';
import { mountAction } from '../mount-action.ts';
import { requestIntegration } from './telephony-secret.ts';

/**
 * POST /api/telephony/events: a PBX reports a call (docs/api.md «Телефония»). Not a staff session:
 * the route is public to the session check and proves itself by the integration's secret. One
 * transaction: the call, the integration's last-used time and the pop-up notice commit together.
 */
export function registerTelephonyEvents(app: FastifyInstance) {
  mountAction(app, telephonyEvent, async ({ trx, body, request, reply }) => {
    const integrationId = await requestIntegration(trx, request);
    const event = parseTelephonyEvent(body);
    const call = await recordCall(trx, integrationId, event);
    await trx
      .updateTable('telephony_integrations')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', integrationId)
      .execute();
    reply.code(call.created ? 201 : 200);
    return { call: { id: call.id, created: call.created } };
  });
}
