import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Calls from the PBX (issue 14 item 1): its webhook, its secrets, the recordings and the calls statistics.

/**
 * POST /api/telephony/events: a PBX reports a call (docs/api.md «Телефония»). Public to the session
 * check: it proves itself by the integration's secret (X-Telephony-Secret); the event itself is
 * read by the telephony event schema (server/domain/calls/telephony-event.schema.ts).
 */
export const telephonyEvent = defineAction({
  name: 'telephony.events',
  method: 'POST',
  path: '/api/telephony/events',
  title: 'Событие звонка от АТС',
  permission: 'public',
  body: z.custom<{ event: Record<string, unknown> }>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    'Ожидался объект «event» с событием звонка',
  ),
  answer: z.object({ call: z.object({ id: z.number(), created: z.boolean() }) }),
});

/** An admin issues the PBX its secret, shown in this answer only; issuing again cuts off a leaked one. */
export const issueTelephonySecret = defineAction({
  name: 'telephony_integrations.secret',
  method: 'POST',
  path: '/api/telephony_integrations/:id/secret',
  title: 'Выдать секрет АТС',
  permission: 'admin',
  params: wire.object({ id: wire.id() }),
  answer: z.object({ id: z.number(), secret: z.string(), header: z.literal('X-Telephony-Secret') }),
});

/**
 * GET /api/calls/{id}/record (spec 02 'record_filename (download link labelled «Скачать»)'): fetched
 * by the server with credentials only it holds (DESIGN.md §8).
 */
export const callRecord = defineAction({
  name: 'calls.record',
  method: 'GET',
  path: '/api/calls/:id/record',
  title: 'Запись разговора',
  permission: resourceActionRule(resources.calls.permissions.read),
  params: wire.object({ id: wire.id() }),
  transport: 'download',
  answer: wire.file(),
});

export const callsStatisticsRow = z.object({
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  calls: z.number(),
  incoming: z.number(),
  outgoing: z.number(),
  unanswered: z.number(),
  talk_seconds: z.number(),
  not_clients: z.number(),
});

/**
 * GET /api/calls/statistics?date_from&date_to (Moscow days yyyy-MM-dd, default this month so far):
 * per manager the calls; what stats_calls guards (DESIGN.md §8).
 */
export const callsStatistics = defineAction({
  name: 'calls.statistics',
  method: 'GET',
  path: '/api/calls/statistics',
  title: 'Статистика звонков',
  permission: { flag: 'stats_calls' },
  query: wire.object({ date_from: wire.text(20), date_to: wire.text(20) }),
  answer: z.object({ date_from: z.string(), date_to: z.string(), items: z.array(callsStatisticsRow) }),
});
