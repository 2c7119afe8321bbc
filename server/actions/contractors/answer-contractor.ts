import type { Kysely } from 'kysely';
import { resources } from '../../../core/resources/index.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { contractorsHooks } from '../../domain/contractors/contractors.hooks.ts';

/** A contractor as GET /api/contractors/{id} answers it (with its sleep status), for the actions' answers. */
export const answerContractor = (db: Kysely<any>, id: number) =>
  answerRecord(db, resources.contractors, contractorsHooks, id);
