import type { FastifyInstance } from 'fastify';
import { resources } from '../../../core/resources/index.ts';
import { fromResourcePermission, type RoutePermission } from '../../auth/route-permission.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { registerFileReads } from './individual-file-read.action.ts';
import { registerFileStateActions } from './individual-file-state.action.ts';
import { registerFileUploads } from './individual-file-upload.action.ts';
import { registerFileZips } from './individual-file-zip.action.ts';

/** Whoever may read (or change) a worker may read (or change) the worker's scans. */
function individualsPermission(op: 'read' | 'update'): RoutePermission {
  const p = resources.individuals.permissions[op];
  return p === false ? 'admin' : fromResourcePermission(p);
}

/**
 * The worker's documents and files (spec 01 §7, issue 11 item 3). Multipart must be registered
 * on the app before (server/app.ts does it once for every upload).
 */
export function registerIndividualFileRoutes(app: FastifyInstance, storage: FileStorage) {
  const read = individualsPermission('read');
  const write = individualsPermission('update');
  registerFileUploads(app, storage, write);
  registerFileStateActions(app, write);
  registerFileReads(app, storage, read);
  registerFileZips(app, storage, read);
}
