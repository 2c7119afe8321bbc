import type { Kysely } from 'kysely';
import { resources } from '../../../core/resources/index.ts';
import { answerRecord } from '../../crud/resource-routes.ts';
import { contractorsHooks } from '../../domain/contractors/contractors.hooks.ts';
import type { DB } from '../../db/db-types.ts';

/** A contractor as GET /api/contractors/{id} answers it (with its sleep status), for the actions' answers. */
export const answerContractor = (db: Kysely<DB>, id: number) =>
  answerRecord(db, resources.contractors, contractorsHooks, id);
