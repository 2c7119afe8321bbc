import { existsSync, statfsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AppError } from '../../core/errors.ts';
import { texts } from '../../core/texts.ts';

const MB = 1024 * 1024;

/**
 * Free space kept on the data dir's disk (DISK_RESERVE_MB, default 64 MB): below it writes are
 * refused (507) and the CHECKPOINT is put off. PGlite's CHECKPOINT on a full disk is a PANIC that
 * leaves the embedded database unusable (its next call blocks the process), while a write that
 * meets a full disk is only an error; the reserve keeps room for a WAL segment (16 MB) and a
 * checkpoint's own files, so the database never reaches the PANIC in the first place.
 */
export const DEFAULT_RESERVE_MB = 64;
/** A new data dir (migrations, demo data, its first WAL segments) is about 70 MB; it is built beside the final one. */
const NEW_DATABASE_MB = 100;

/** Free bytes for this process on the disk holding `dir` (or its nearest existing parent). */
export function freeBytes(dir: string): number {
  let at = resolve(dir);
  for (;;) {
    try {
      const stats = statfsSync(at);
      return stats.bavail * stats.bsize;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw e;
      at = dirname(at);
    }
  }
}

export const freeMb = (dir: string) => Math.floor(freeBytes(dir) / MB);

/**
 * The disk was full when this was written: PostgreSQL's disk_full (53100), Node's ENOSPC, and
 * PGlite's file-system error for ENOSPC (`ErrnoError` with WASI errno 51).
 */
export function isDiskFull(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { code, errno, name } = e as { code?: unknown; errno?: unknown; name?: unknown };
  return code === '53100' || code === 'ENOSPC' || (name === 'ErrnoError' && errno === 51);
}

export const diskFullError = () => new AppError('insufficient_storage', texts.diskFull);

export interface DiskSpaceGuard {
  /** The disk has the reserve free right now (a statfs call: microseconds, so measured every time). */
  hasReserve(): boolean;
  /** Throws the 507 when free space is under the reserve. */
  check(): void;
}

export function diskSpaceGuard(dir: string, reserveMb = DEFAULT_RESERVE_MB): DiskSpaceGuard {
  const hasReserve = () => freeBytes(dir) >= reserveMb * MB;
  return {
    hasReserve,
    check() {
      if (!hasReserve()) throw diskFullError();
    },
  };
}

/**
 * Why the embedded database cannot start on this disk, in words an operator acts on, or undefined
 * when there is room: the reserve for an existing data dir, plus a new database's size on a first start.
 */
export function startSpaceProblem(dataDir: string, reserveMb: number): string | undefined {
  const fresh = !existsSync(join(dataDir, 'pg'));
  const needMb = reserveMb + (fresh ? NEW_DATABASE_MB : 0);
  const free = freeMb(dataDir);
  if (free >= needMb) return undefined;
  return (
    `Мало места на диске для данных: в ${resolve(dataDir)} свободно ${free} МБ, ` +
    `нужно не меньше ${needMb} МБ${fresh ? ' (новая база данных и запас)' : ' (запас для записи и CHECKPOINT)'}. ` +
    'Освободите место на этом диске (или укажите DATA_DIR на другом) и запустите сервер снова.'
  );
}
