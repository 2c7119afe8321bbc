import { readdir, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { checkStorageKey, type FileStorage } from './file-storage.ts';

export interface CopyReport {
  copied: number;
  bytes: number;
  /** Files whose path is no key the server makes (a half-written `.tmp`, something put there by hand). */
  skipped: string[];
}

const isKey = (path: string) => {
  try {
    checkStorageKey(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * Copies every file under a local files folder (DATA_DIR/files) into a store under the same key, so
 * a server switched to FILES_URL=s3://… finds what it stored on disk before. Copying again overwrites
 * with the same bytes: a copy cut short is simply run again.
 */
export async function copyFolderToStore(
  root: string,
  storage: FileStorage,
  progress: (copied: number) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, skipped: [] };
  const paths = (await readdir(root, { recursive: true, encoding: 'utf8' })).sort();
  for (const path of paths) {
    if (!(await stat(join(root, path))).isFile()) continue;
    const key = path.split(sep).join('/');
    if (!isKey(key)) {
      report.skipped.push(key);
      continue;
    }
    const data = await readFile(join(root, path));
    await storage.put(key, data);
    report.copied += 1;
    report.bytes += data.length;
    if (report.copied % 500 === 0) progress(report.copied);
  }
  return report;
}
