import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { StaleRecordError } from '../../core/record-version.ts';
import { texts } from '../../core/texts.ts';
import { dataExceptionError } from '../crud/db-errors.ts';
import { diskFullError, isDiskFull } from '../db/disk-space.ts';

/** Fastify's own refusals (before any route runs), in Russian like every other answer. */
const frameworkTexts: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
  FST_ERR_MAX_PARAM_LENGTH: 'Слишком длинный адрес запроса',
  FST_ERR_BAD_URL: 'Неверный адрес запроса',
};

/** The one error handler: every failure leaves as the wire contract says, never with internals. */
export function sendError(thrown: unknown, request: FastifyRequest, reply: FastifyReply) {
  const dataError = dataExceptionError(thrown);
  if (dataError) request.log.warn({ err: thrown }, 'data exception reached the database');
  // Issue 26: a write that met a full disk (the database's or the files') saved nothing: 507.
  const diskFull = !dataError && isDiskFull(thrown);
  if (diskFull) request.log.warn({ err: thrown }, 'disk full');
  const error = dataError ?? (diskFull ? diskFullError() : thrown);
  if (error instanceof AppError) {
    if (error.code === 'forbidden' && error.message === texts.noAccess)
      return reply.code(403).type('text/plain; charset=utf-8').send(texts.noAccess);
    // Issue 20 item 5: the record as it is now, so the client can show what changed underneath.
    if (error instanceof StaleRecordError)
      return reply.code(409).send({ error: error.message, current: error.current });
    if (error.code === 'validation')
      return reply
        .code(422)
        .send({ errors: error.fieldErrors ?? {}, full_messages: error.fullMessages ?? [error.message] });
    // A 5xx the user may retry (a file store down) keeps its reason for the administrator's log.
    if (error.status >= 500 && error.cause) request.log.error({ err: error.cause }, error.message);
    return reply.code(error.status).send({ error: error.message });
  }
  const fe = error as FastifyError;
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return reply.code(415).send({ error: 'Неподдерживаемый тип содержимого: нужен application/json' });
  if (
    fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
    (fe.statusCode && fe.statusCode < 500 && fe.statusCode >= 400)
  ) {
    const message =
      frameworkTexts[fe.code] ??
      (fe instanceof SyntaxError || fe.code?.startsWith('FST_ERR_CTP') ? 'Неверный JSON в теле запроса' : fe.message);
    return reply.code(fe.statusCode ?? 400).send({ error: message });
  }
  request.log.error({ err: error }, 'unhandled error');
  // The request id lets an administrator find this failure in the logs.
  return reply.code(500).send({
    error: `Внутренняя ошибка сервера. Попробуйте ещё раз или сообщите администратору код запроса ${request.id}.`,
  });
}
