import type { FastifyInstance } from 'fastify';
import { registerFireActions } from './fire-individual.action.ts';
import { registerUpdateOutsource } from './update-outsource.action.ts';

/** The workers' special calls of spec 01 §7 built here (files and rate_and_rating live elsewhere). */
export function registerIndividualRoutes(app: FastifyInstance) {
  registerFireActions(app);
  registerUpdateOutsource(app);
}
