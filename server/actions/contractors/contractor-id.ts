import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { recordNotFound } from '../../../core/texts.ts';

/** The {id} of a contractor action; anything but a plain int4 number names no contractor (404). */
export function contractorId(request: FastifyRequest): number {
  const raw = (request.params as { id: string }).id;
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('not_found', recordNotFound(raw, 'Контрагенты'));
  return id;
}
