import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { texts } from '../../core/texts.ts';
import { openPGlite } from '../../server/db/database.ts';
import { freeBytes } from '../../server/db/disk-space.ts';
import { STOP_TIMEOUT_MS } from '../../server/stop-on-signal.ts';
import { samplePng } from '../fixtures/sample-files.ts';
import { templateBlob } from './pglite-template.ts';
import { adminToken, type ServerChild, startServerChild } from './server-child.ts';

// Issue 26 finding 4: 'A full disk hangs the embedded server: writes and uploads answer 500 «No
// space left on device»; after the next CHECKPOINT every request hangs and SIGTERM does not stop it
// within 20 s (docs promise 8 s); a restart while the disk is full aborts with «Aborted()»; a first
// start on 30 MB exits with «ErrnoError errno 51». Nothing acknowledged was lost. Expected: 507 with
// a Russian message, reads keep working, SIGTERM works, the server recovers by itself when space
// returns, and a clear message at start.' A real server process on a real data dir in a 48 MB tmpfs.
const root = fileURLToPath(new URL('../..', import.meta.url));
const mnt = mkdtempSync(join(tmpdir(), 'crm-disk-'));
const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mnt], { encoding: 'utf8' });
const mounted = mount.status === 0;
// Without root (or in a container without CAP_SYS_ADMIN) there is no small disk to fill: said, not hidden.
if (!mounted) console.warn(`disk-full.test.ts skipped: mount -t tmpfs failed (${mount.stderr.trim()})`);
const dataDir = join(mnt, 'data');
const ballast = join(mnt, 'ballast');
const env = (more: Record<string, string>) => ({ DATABASE_URL: '', DATA_DIR: dataDir, ...more });

/** Fills the disk to its last byte (a write then fails with ENOSPC). */
function fillDisk() {
  const fd = openSync(ballast, 'a');
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
      }
    }
  } finally {
    closeSync(fd);
  }
}
const freeDisk = () => rmSync(ballast, { force: true });

let token: string;
let itemId: number;
/** Every write answered 2xx, by id: the name it was given. */
const acknowledged = new Map<number, string>();

const call = (server: ServerChild, method: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    // A hung server fails the test instead of the test hanging.
    signal: AbortSignal.timeout(5_000),
  });

async function addType(server: ServerChild, name: string) {
  const res = await call(server, 'POST', '/api/address_types', { address_type: { name } });
  if (res.ok) acknowledged.set((await res.clone().json()).id, name);
  return res;
}

function uploadImage(server: ServerChild) {
  const form = new FormData();
  form.append('file', new Blob([samplePng]), 'фото.png');
  return fetch(`${server.url}/api/calc_items/${itemId}/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(5_000),
  });
}

async function expectDiskFull(res: Response) {
  expect(res.status, await res.clone().text()).toBe(507);
  expect((await res.json()).error).toBe(texts.diskFull);
}

const exitOf = (server: ServerChild) =>
  new Promise<number | null>((resolve) =>
    server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once('exit', resolve),
  );

/** A start that must fail: its exit code and what it printed. */
function failedStart(more: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '1', CONSOLE_BUILD: '0', ...env(more) },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

beforeAll(async () => {
  if (!mounted) return;
  mkdirSync(dataDir);
  const seeded = new PGlite({
    dataDir: join(dataDir, 'pg'),
    loadDataDir: templateBlob(inject('templateDump')),
  });
  await seeded.waitReady;
  await seeded.exec('CHECKPOINT');
  await seeded.close();
  const database = await openPGlite({ dataDir: join(dataDir, 'pg') });
  token = await adminToken(database);
  itemId = (await database.db.selectFrom('calc_items').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await database.checkpoint();
  await database.close();
}, 60_000);

afterAll(() => {
  if (mounted) {
    // Lazy: a server left behind by a failed test must not keep the mount (and the machine's RAM).
    spawnSync('umount', ['-l', mnt]);
  }
  rmSync(mnt, { recursive: true, force: true });
});

describe.skipIf(!mounted)('a full disk under the embedded database (issue 26 finding 4)', () => {
  it('refuses writes with 507, keeps reading, survives its CHECKPOINTs, recovers when space returns and stops on SIGTERM', {
    timeout: 150_000,
  }, async () => {
    const server = await startServerChild(env({ DISK_RESERVE_MB: '4', CHECKPOINT_EVERY_MS: '300' }));
    try {
      for (const name of ['Диск 1', 'Диск 2']) expect((await addType(server, name)).ok).toBe(true);
      expect((await uploadImage(server)).status).toBe(200);

      fillDisk();
      await expectDiskFull(await addType(server, 'Диск не записан'));
      const [firstId] = acknowledged.keys();
      await expectDiskFull(
        await call(server, 'PATCH', `/api/address_types/${firstId}`, { address_type: { name: 'x' } }),
      );
      await expectDiskFull(await uploadImage(server));
      // Several CHECKPOINT periods pass on the full disk: reads still answer, and nothing changed.
      await new Promise((r) => setTimeout(r, 1_500));
      const read = await call(server, 'GET', `/api/address_types/${firstId}`);
      expect(read.status).toBe(200);
      expect((await read.json()).name).toBe('Диск 1');
      expect((await call(server, 'GET', '/api/address_types')).status).toBe(200);

      // Space returns: writes go through again without a restart.
      freeDisk();
      expect((await addType(server, 'Диск 3')).ok).toBe(true);
      expect((await uploadImage(server)).status).toBe(200);

      // SIGTERM on a full disk: the documented bound, not a hang.
      fillDisk();
      const t0 = Date.now();
      // The promise is the bound, not a clean close: on a full disk the database's close may fail to
      // write (exit 1, so a supervisor restarts it). A loaded CI machine saw 1 once; WAL keeps what was acknowledged.
      expect([0, 1]).toContain(await server.kill('SIGTERM'));
      expect(Date.now() - t0).toBeLessThan(STOP_TIMEOUT_MS);
      expect(server.output()).not.toContain('Не остановился');
      expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
    } finally {
      await server.kill('SIGKILL');
      freeDisk();
    }
  });

  it('without a reserve the disk really fills: a save and an upload are 507, reads go on', {
    timeout: 150_000,
  }, async () => {
    const server = await startServerChild(env({ DISK_RESERVE_MB: '0', CHECKPOINT_EVERY_MS: '600000' }));
    try {
      fillDisk();
      // Saves until the database itself meets the full disk (PostgreSQL's disk_full, 53100).
      let res = await addType(server, 'Без запаса 0');
      for (let i = 1; res.ok && i < 300; i++) res = await addType(server, `Без запаса ${i}`);
      await expectDiskFull(res);
      await expectDiskFull(await uploadImage(server));
      expect((await call(server, 'GET', '/api/address_types')).status).toBe(200);
    } finally {
      await server.kill('SIGTERM');
      freeDisk();
    }
  });

  it('a CHECKPOINT on a full disk kills PGlite: the server stops by itself in time, saying why', {
    timeout: 150_000,
  }, async () => {
    const server = await startServerChild(env({ DISK_RESERVE_MB: '0', CHECKPOINT_EVERY_MS: '300' }));
    try {
      fillDisk();
      const exited = exitOf(server);
      // A read right after the PANIC: answered (503) or refused by a server already gone, never left hanging.
      await new Promise((r) => setTimeout(r, 1_000));
      const read = await call(server, 'GET', '/api/address_types').then(
        (res) => res.status,
        (e: Error) => (e.name === 'TimeoutError' ? 'no answer in 5 s' : 'refused'),
      );
      expect(read).not.toBe('no answer in 5 s');
      const byItself = await Promise.race([
        exited,
        new Promise((r) => setTimeout(() => r('running'), STOP_TIMEOUT_MS)),
      ]);
      // Before the fix the next database call after the PANIC blocked the process: not even SIGTERM ended it.
      if (byItself === 'running') {
        const t0 = Date.now();
        await Promise.race([server.kill('SIGTERM'), new Promise((r) => setTimeout(r, STOP_TIMEOUT_MS))]);
        expect.fail(
          `still running ${STOP_TIMEOUT_MS} ms after the PANIC; SIGTERM took ${Date.now() - t0} ms:\n${server.output()}`,
        );
      }
      // Not 0: a supervisor (systemd Restart=on-failure) starts it again.
      expect(byItself).toBe(1);
      expect(server.output()).toContain('База данных PGlite остановилась с ошибкой');
      expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
    } finally {
      await server.kill('SIGKILL');
    }
  });

  it('a start on a full disk, or a first start on a small one, says what is needed and exits', () => {
    fillDisk();
    const full = failedStart({});
    expect(full.status).toBe(1);
    expect(full.output).toContain(`Мало места на диске для данных: в ${dataDir} свободно 0 МБ, нужно не меньше 64 МБ`);
    expect(full.output).not.toMatch(/Aborted|ErrnoError|errno/);

    freeDisk();
    const fresh = join(mnt, 'fresh');
    mkdirSync(fresh);
    const first = failedStart({ DATA_DIR: fresh });
    expect(first.status).toBe(1);
    const freeMb = Math.floor(freeBytes(fresh) / 2 ** 20);
    expect(first.output).toContain(
      `в ${fresh} свободно ${freeMb} МБ, нужно не меньше 164 МБ (новая база данных и запас)`,
    );
    expect(first.output).not.toMatch(/Aborted|ErrnoError|errno/);
    // Nothing was written there.
    expect(readdirSync(fresh)).toEqual([]);
  });

  it('loses nothing acknowledged: every save answered 2xx is in the database after the disk emptied', async () => {
    freeDisk();
    const database = await openPGlite({ dataDir: join(dataDir, 'pg') });
    try {
      const rows = await database.db
        .selectFrom('address_types')
        .select(['id', 'name'])
        .where('id', 'in', [...acknowledged.keys()])
        .execute();
      expect(new Map(rows.map((r) => [r.id, r.name]))).toEqual(acknowledged);
      expect(acknowledged.size).toBeGreaterThan(3);
    } finally {
      await database.close();
    }
    expect(readdirSync(join(dataDir, 'files', 'calc', 'items'))).toEqual([`${itemId}.png`]);
  });
});
