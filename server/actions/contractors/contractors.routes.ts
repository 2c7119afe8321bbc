import type { FastifyInstance } from 'fastify';
import { registerBulkUpdatePrices } from './bulk-update-prices.action.ts';
import { registerContractorFileActions } from './contractor-file.action.ts';
import type { FileStorage } from '../../files/file-storage.ts';

/** The contractors' special calls of spec 01 §7. */
export function registerContractorRoutes(app: FastifyInstance, storage: FileStorage) {
  registerBulkUpdatePrices(app);
  registerContractorFileActions(app, storage);
}
