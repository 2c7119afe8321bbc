import type { FastifyInstance } from 'fastify';
import { registerContractorDebtsRoute } from './contractor-debts.routes.ts';
import { registerExcerptsRoute } from './excerpts.routes.ts';
import { registerPayTodayRoute } from './pay-today.routes.ts';

/** The three money reports of issue 13 (spec 02 §2 /excerpts, /contractor_debts, /pay_today). */
export function registerReportRoutes(app: FastifyInstance) {
  registerExcerptsRoute(app);
  registerContractorDebtsRoute(app);
  registerPayTodayRoute(app);
}
