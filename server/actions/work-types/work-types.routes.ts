import type { FastifyInstance } from 'fastify';
import { registerWorkTypeImages } from './work-type-images.action.ts';
import { registerWorkTypeTree } from './work-type-tree.action.ts';
import type { FileStorage } from '../../files/file-storage.ts';

/** The work types screen's special endpoints (spec 01 §7, spec 02 §2): the tree, moves, pictures. */
export async function registerWorkTypeRoutes(app: FastifyInstance, storage: FileStorage) {
  registerWorkTypeTree(app);
  await registerWorkTypeImages(app, storage);
}
