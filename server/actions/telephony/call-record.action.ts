import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { callRecord } from '../../../core/actions/defs/telephony.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { mountAction } from '../mount-action.ts';

/** Where call recordings live: TELEPHONY_RECORD_URL with TELEPHONY_USER / TELEPHONY_PASSWORD (Basic auth). */
export interface TelephonyRecordConfig {
  recordUrl?: string;
  user?: string;
  password?: string;
}

export const callRecordTexts = {
  noCall: (id: string) => `Звонок №${id} не найден`,
  noRecord: 'У этого звонка нет записи',
  notConfigured: 'Адрес записей АТС не настроен (TELEPHONY_RECORD_URL): обратитесь к администратору',
  missing: 'Запись не найдена на АТС',
  unavailable: 'АТС не отдала запись: попробуйте позже',
} as const;

const FETCH_TIMEOUT_MS = 30_000;

/** The recording's address under the configured base; each path segment encoded (the name was checked on arrival). */
export function recordAddress(base: string, fileName: string): URL {
  const root = base.endsWith('/') ? base : `${base}/`;
  return new URL(fileName.split('/').map(encodeURIComponent).join('/'), root);
}

/**
 * GET /api/calls/{id}/record (spec 02 'record_filename (download link labelled «Скачать»)'): the
 * server fetches the recording from the telephony host with credentials only it holds and streams
 * it on, so neither the credentials nor the host's address reach the browser (DESIGN.md §8). Only
 * the type and length are passed on; a redirect is refused rather than followed with the credentials.
 */
export function registerCallRecord(app: FastifyInstance, config: TelephonyRecordConfig) {
  mountAction(app, callRecord, async ({ params, request, reply }) => {
    const { id } = params;
    const raw = String(id);
    const call = await app.db.selectFrom('calls').select('record_filename').where('id', '=', id).executeTakeFirst();
    if (!call) throw new AppError('not_found', callRecordTexts.noCall(raw));
    const fileName = call.record_filename as string | null;
    if (!fileName) throw new AppError('not_found', callRecordTexts.noRecord);
    if (!config.recordUrl) throw new AppError('not_found', callRecordTexts.notConfigured);
    const headers: Record<string, string> = {};
    if (config.user)
      headers.authorization = `Basic ${Buffer.from(`${config.user}:${config.password ?? ''}`).toString('base64')}`;
    let answer: Response;
    try {
      answer = await fetch(recordAddress(config.recordUrl, fileName), {
        headers,
        redirect: 'error',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'telephony record fetch failed');
      return reply.code(502).send({ error: callRecordTexts.unavailable });
    }
    if (answer.status === 404) throw new AppError('not_found', callRecordTexts.missing);
    if (!answer.ok || !answer.body) {
      request.log.warn({ status: answer.status }, 'telephony record refused');
      await answer.body?.cancel();
      return reply.code(502).send({ error: callRecordTexts.unavailable });
    }
    const download = (fileName.split('/').pop() ?? 'record').replace(/[^A-Za-z0-9._-]/g, '_');
    reply.header('content-type', answer.headers.get('content-type') ?? 'application/octet-stream');
    const length = answer.headers.get('content-length');
    if (length) reply.header('content-length', length);
    reply.header('content-disposition', `attachment; filename="${download}"`);
    reply.header('cache-control', 'private, no-store');
    return reply.send(Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream));
  });
}
