import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDataDirAtomically, lockDataDir, removeStaleBuilds } from './data-dir.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'crm-datadir-'));

describe('embedded data dir safety (DESIGN.md §2)', () => {
  it('refuses a data dir locked by another live process, with a clear Russian message', () => {
    const dir = fresh();
    // pid 1 always exists: stands for a second server already running on this dir.
    writeFileSync(join(dir, 'pg.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(/уже открыта другим процессом \(pid 1\)/);
  });

  it('takes over a lock left by a dead process and removes its own lock on release', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'pg.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'pg.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'pg.lock'))).toBe(false);
  });

  it('renames a new data dir into place only when the build finished', async () => {
    const dir = fresh();
    const target = join(dir, 'pg');
    await expect(
      buildDataDirAtomically(target, async (tmp) => {
        writeFileSync(join(dir, 'seen-tmp'), tmp);
        throw new Error('seed failed midway');
      }),
    ).rejects.toThrow('seed failed midway');
    expect(existsSync(target)).toBe(false);

    const built = await buildDataDirAtomically(target, async (tmp) => {
      const { mkdirSync } = await import('node:fs');
      mkdirSync(tmp);
      writeFileSync(join(tmp, 'PG_VERSION'), '18');
    });
    expect(built).toBe(true);
    expect(readFileSync(join(target, 'PG_VERSION'), 'utf8')).toBe('18');
    expect(await buildDataDirAtomically(target, async () => undefined)).toBe(false);
  });

  // Issue 8 item 7: «A kill during the first start leaves a 40 MB pg.building-<pid> folder forever».
  it('removes what a killed first start left, never the folder a running process is building', async () => {
    const dir = fresh();
    const target = join(dir, 'pg');
    const leftover = (pid: number | string) => {
      const path = join(dir, `pg.building-${pid}`);
      mkdirSync(path);
      writeFileSync(join(path, 'PG_VERSION'), '18');
      return path;
    };
    // A second process in the middle of its own first start: alive while the test runs.
    const builder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      const dead = leftover(2147483646);
      const building = leftover(builder.pid!);
      const foreign = leftover('backup');
      await buildDataDirAtomically(target, async (tmp) => {
        mkdirSync(tmp);
      });
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(building)).toBe(true);
      expect(existsSync(foreign)).toBe(true);
      expect(existsSync(target)).toBe(true);

      // Once that process is gone its folder is a leftover too, and goes at the next start.
      const exited = new Promise((r) => builder.once('exit', r));
      builder.kill('SIGKILL');
      await exited;
      expect(await buildDataDirAtomically(target, async () => undefined)).toBe(false);
      expect(existsSync(building)).toBe(false);
      expect(removeStaleBuilds(target)).toEqual([]);
    } finally {
      builder.kill('SIGKILL');
    }
  });

  it('counts a killed process that is not yet reaped (a zombie) as gone, for the lock and the leftovers', async () => {
    // `sleep 0` becomes a child of `sleep 30` by the exec, which never reaps it: a zombie for 30 s.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((r) => parent.stdout.once('data', (d) => r(String(d)))));
      await new Promise((r) => setTimeout(r, 300));
      expect(readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /);
      const dir = fresh();
      writeFileSync(join(dir, 'pg.lock'), String(zombie));
      lockDataDir(dir)();
      mkdirSync(join(dir, `pg.building-${zombie}`));
      expect(removeStaleBuilds(join(dir, 'pg'))).toEqual([`pg.building-${zombie}`]);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
