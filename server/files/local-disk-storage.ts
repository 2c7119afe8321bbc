import { createReadStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkStorageKey, type FileStorage } from './file-storage.ts';
import { writeFileAtomically } from './upload.ts';

/** The file store on the server's disk: `root/<key>` (root is DATA_DIR/files). */
export function localDiskStorage(root: string): FileStorage {
  const path = (key: string) => join(root, checkStorageKey(key));
  return {
    put: (key, data) => writeFileAtomically(path(key), data),
    read: (key) => readFile(path(key)).catch(() => null),
    async stream(key) {
      const file = path(key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    remove: (key) => rm(path(key), { force: true }),
  };
}
