import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * PGlite corrupts a data dir that two processes open. The first server takes `pg.lock` (its pid);
 * a second one refuses with a clear message. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'pg.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `База данных в ${dataDir} уже открыта другим процессом (pid ${pid}). Остановите его или укажите другой DATA_DIR.`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Не удалось захватить ${lockPath}`);
}

/** A zombie (killed, not yet reaped: common under a container's PID 1) answers signal 0 but is dead. */
function isZombie(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.[0] === 'Z';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes `<finalDir>.building-<pid>` folders that a killed first start left (about 40 MB each).
 * One whose pid is a running process is kept: that process may be building it right now (the
 * data-dir lock normally keeps a second one out, but a build outside the lock must not lose its
 * folder either); a reused pid only delays the removal to a later start.
 */
export function removeStaleBuilds(finalDir: string): string[] {
  const parent = dirname(finalDir);
  if (!existsSync(parent)) return [];
  const prefix = `${basename(finalDir)}.building-`;
  const removed: string[] = [];
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = name.slice(prefix.length);
    // Not a name this code makes: not ours to remove.
    if (!/^[1-9]\d*$/.test(pid)) continue;
    if (Number(pid) === process.pid || isAlive(Number(pid))) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * A new data dir is built under a temporary name and renamed into place only when `build`
 * (migrations and seed) finished, so an interrupted first start never leaves a half database;
 * what an earlier interrupted start left is removed first.
 */
export async function buildDataDirAtomically(
  finalDir: string,
  build: (tmpDir: string) => Promise<void>,
): Promise<boolean> {
  removeStaleBuilds(finalDir);
  if (existsSync(finalDir)) return false;
  const tmpDir = `${finalDir}.building-${process.pid}`;
  rmSync(tmpDir, { recursive: true, force: true });
  try {
    await build(tmpDir);
  } catch (e) {
    rmSync(tmpDir, { recursive: true, force: true });
    throw e;
  }
  renameSync(tmpDir, finalDir);
  return true;
}
