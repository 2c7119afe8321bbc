import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { notFound } from '../../crud/record-repository.ts';
import { recordNotFound } from '../../../core/texts.ts';

/** The worker named by {id}, locked for this transaction; 404 for a missing one or a bad number. */
export async function lockedIndividual(trx: Kysely<any>, request: FastifyRequest) {
  const raw = (request.params as { id: string }).id;
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('not_found', recordNotFound(raw, resources.individuals.title));
  const row = await trx
    .selectFrom('individuals')
    .selectAll()
    .where('id', '=', Number(raw))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(resources.individuals, Number(raw));
  return row;
}
