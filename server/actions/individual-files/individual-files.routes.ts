import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../files/file-storage.ts';
import { registerFileReads } from './individual-file-read.action.ts';
import { registerFileStateActions } from './individual-file-state.action.ts';
import { registerFileUploads } from './individual-file-upload.action.ts';
import { registerFileZips } from './individual-file-zip.action.ts';

/**
 * The worker's documents and files (spec 01 §7, issue 11 item 3), declared in
 * core/actions/defs/individual-files.actions.ts. Multipart must be registered on the app before
 * (server/app.ts does it once for every upload).
 */
export function registerIndividualFileRoutes(app: FastifyInstance, storage: FileStorage) {
  registerFileUploads(app, storage);
  registerFileStateActions(app);
  registerFileReads(app, storage);
  registerFileZips(app, storage);
}
