import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import type { FileStorage } from '../../server/files/file-storage.ts';
import { localDiskStorage } from '../../server/files/local-disk-storage.ts';
import { samplePng } from '../fixtures/sample-files.ts';
import { multipartForm } from './multipart-form.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 26 finding 4: 'writes and uploads answer 500 «No space left on device» … Expected: 507 with
// a Russian message'. The files folder is the same on either database, so this runs on both: a
// worker's scan uploaded onto a full disk. The disk is a 1 MB tmpfs filled to its last byte; where
// mounting is not allowed, the store fails exactly as Node's file system does on a full disk (ENOSPC).
const mnt = mkdtempSync(join(tmpdir(), 'crm-files-full-'));
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mnt]).status === 0;

function fullDiskStorage(): FileStorage {
  const store = localDiskStorage(mnt);
  if (mounted) {
    const fd = openSync(join(mnt, 'ballast'), 'w');
    try {
      for (;;) writeSync(fd, Buffer.alloc(4096));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
    } finally {
      closeSync(fd);
    }
    return store;
  }
  console.warn('disk-full-uploads.test.ts: mount -t tmpfs failed, ENOSPC injected into the file store');
  const enospc = () =>
    Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    });
  return { ...store, put: async () => Promise.reject(enospc()) };
}

let t: TestApp;
let admin: Credentials;
let workerId: number;

beforeAll(async () => {
  t = await startTestApp({ fileStorage: fullDiskStorage() });
  admin = await t.loginAs();
  workerId = (await t.api('GET', '/api/individuals?sort=id&order=desc', admin)).json().items[0].id;
});
afterAll(async () => {
  await t?.close();
  if (mounted) spawnSync('umount', ['-l', mnt]);
  rmSync(mnt, { recursive: true, force: true });
});

const scanRows = () => t.db.selectFrom('individual_files').select('id').where('individual_id', '=', workerId).execute();

describe('an upload onto a full disk (issue 26 finding 4)', () => {
  it('answers 507 in Russian and keeps no scan row', async () => {
    const before = await scanRows();
    const body = multipartForm({ filename: 'скан.png', data: samplePng }, { name: 'until', data: '' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/individuals/${workerId}/file/1`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual({ error: texts.diskFull });
    expect(await scanRows()).toEqual(before);
    // Reads go on.
    expect((await t.api('GET', `/api/individuals/${workerId}`, admin)).statusCode).toBe(200);
  });
});
