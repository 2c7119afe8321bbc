import type { FastifyInstance } from 'fastify';
import { registerBulkUpdatePrices } from './bulk-update-prices.action.ts';
import { registerContractorFileActions } from './contractor-file.action.ts';

/** The contractors' special calls of spec 01 §7. */
export function registerContractorRoutes(app: FastifyInstance, filesDir: string) {
  registerBulkUpdatePrices(app);
  registerContractorFileActions(app, filesDir);
}
