import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerCalcImageActions } from './calc-images.action.ts';
import { registerGetCostAction } from './get-cost.action.ts';
import type { FileStorage } from '../../files/file-storage.ts';

/**
 * The calculator's special endpoints (spec 02 §7). Multipart is registered once for the whole app,
 * unless another module did first; its limits are set per upload route.
 */
export async function registerCalcRoutes(
  app: FastifyInstance,
  options: { storage: FileStorage; listen?: Database['listen'] },
) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  registerGetCostAction(app, options.listen);
  registerCalcImageActions(app, options.storage);
}
