import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { recordCall } from '../../domain/calls/call-upsert.ts';
import { parseTelephonyEvent } from '../../domain/calls/telephony-event.schema.ts';
import { requestIntegration } from './telephony-secret.ts';

/**
 * POST /api/telephony/events: a PBX reports a call (docs/api.md «Телефония»). Not a staff session:
 * the route is public to the session check and proves itself by the integration's secret. One
 * transaction: the call, the integration's last-used time and the pop-up notice commit together.
 */
export function registerTelephonyEvents(app: FastifyInstance) {
  app.post('/api/telephony/events', { config: { permission: 'public' } }, async (request, reply) => {
    const integrationId = await requestIntegration(app.db, request);
    const event = parseTelephonyEvent(request.body);
    const call = await app.db.transaction().execute(async (trx) => {
      const recorded = await recordCall(trx, integrationId, event);
      await trx
        .updateTable('telephony_integrations')
        .set({ last_used_at: sql`now()` })
        .where('id', '=', integrationId)
        .execute();
      return recorded;
    });
    return reply.code(call.created ? 201 : 200).send({ call: { id: call.id, created: call.created } });
  });
}
