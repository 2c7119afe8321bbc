import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDataDirAtomically, lockDataDir } from './data-dir.ts';

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
});
