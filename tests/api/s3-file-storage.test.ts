import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { FileStorage } from '../../server/files/file-storage.ts';
import { s3Storage, s3Texts } from '../../server/files/s3-storage.ts';
import { type LocalS3, startLocalS3 } from '../fixtures/s3-server.ts';
import { sampleJpg, samplePdf, samplePng } from '../fixtures/sample-files.ts';
import { multipartForm } from './multipart-form.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 26 item 5: «Files on an S3-compatible object store as an alternative to the local folder
// (FILES_URL=s3://…), tested against a local S3-compatible server started by the test.» The app runs
// with the S3 store as main.ts builds it for FILES_URL=s3://crm-files/crm; the bucket is read from
// the S3 server's own folder, not through the store.
let s3: LocalS3;
let t: TestApp;
let admin: Credentials;
let workerId: number;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await startTestApp({ fileStorage: s3Storage({ ...s3.location, prefix: 'crm/' }) });
  admin = await t.loginAs();
  workerId = (await t.api('GET', '/api/individuals?sort=id&order=asc', admin)).json().items[0].id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = (app: TestApp['app'], url: string, data: Buffer, filename: string) => {
  const form = multipartForm({ filename, data });
  return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...admin.headers, ...form.headers } });
};
/** A second app on the same database whose file store is broken in one way. */
const appWith = (fileStorage: FileStorage) =>
  buildApp({ db: t.db, secretKey: 'test-secret-key-test-secret-key', altchaDifficulty: 20, fileStorage });
const scanCount = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from individual_files`.execute(t.db)).rows[0].n;

describe('files on an S3-compatible store, through the API', () => {
  it('keeps a worker scan in the bucket, not on the disk, and gives back the same bytes', async () => {
    const res = await upload(t.app, `/api/individuals/${workerId}/file/8`, sampleJpg, 'патент.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(s3.objectKeys()).toContain(`crm/individuals/${workerId}/${file.id}.jpg`);
    expect(existsSync(join(t.filesDir, 'individuals'))).toBe(false);

    const served = await t.api('GET', file.url, admin);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(sampleJpg)).toBe(true);

    // The zip streams each object from the bucket; a whole archive ends with its central directory.
    const zip = await t.api('GET', `/api/individuals/${workerId}/download_all_documents`, admin);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from(`${file.id}-патент.jpg`))).toBe(true);
    expect(zip.rawPayload.subarray(-22, -18).equals(Buffer.from('PK\x05\x06', 'latin1'))).toBe(true);
  });

  it('removes the object a replaced mailing file leaves behind (spec 02 §5: the file queue holds 1 file)', async () => {
    const created = await t.api('POST', '/api/mass_mailings', admin, {
      mass_mailing: { subject: 'Тарифы', body: 'С 1 декабря тарифы меняются.' },
    });
    const id = created.json().id as number;
    const url = `/api/mass_mailings/mailing_file?mass_mailing_id=${id}`;
    expect((await upload(t.app, url, samplePdf, 'Прайс.pdf')).statusCode).toBe(200);
    expect(s3.objectKeys()).toContain(`crm/mass-mailings/${id}.pdf`);

    expect((await upload(t.app, url, samplePng, 'Схема.png')).statusCode).toBe(200);
    expect(s3.objectKeys().filter((key) => key.startsWith(`crm/mass-mailings/${id}.`))).toEqual([
      `crm/mass-mailings/${id}.png`,
    ]);
    const served = await t.api('GET', `/api/mass_mailings/${id}/file`, admin);
    expect(served.rawPayload.equals(samplePng)).toBe(true);
  });

  it('replaces a calculator image in the bucket: the old kind is removed, the new one served', async () => {
    expect((await upload(t.app, '/api/calc_items/1/image', samplePng, 'шкаф.png')).statusCode).toBe(200);
    expect(s3.objectKeys()).toContain('crm/calc/items/1.png');
    const res = await upload(t.app, '/api/calc_items/1/image', sampleJpg, 'шкаф.jpg');
    expect(res.statusCode, res.body).toBe(200);
    expect(s3.objectKeys().filter((key) => key.startsWith('crm/calc/items/1.'))).toEqual(['crm/calc/items/1.jpg']);
    const served = await t.api('GET', res.json().image, admin);
    expect(served.rawPayload.equals(sampleJpg)).toBe(true);
  });

  it('answers 503 with a Russian message and keeps no row when the store is down', async () => {
    const app = await appWith(s3Storage({ ...s3.location, endpoint: 'http://127.0.0.1:1' }));
    const before = await scanCount();
    const res = await upload(app, `/api/individuals/${workerId}/file/1`, samplePng, 'a.png');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: s3Texts.unavailable });
    expect(await scanCount()).toBe(before);
    await app.close();
  });

  it('answers 500 with the request code and keeps no row when the store refuses the signature', async () => {
    const app = await appWith(s3Storage({ ...s3.location, secretAccessKey: 'wrong' }));
    const before = await scanCount();
    const keys = s3.objectKeys();
    const res = await upload(app, `/api/individuals/${workerId}/file/1`, samplePng, 'a.png');
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatch(/^Внутренняя ошибка сервера\. .* код запроса \S+\.$/);
    expect(await scanCount()).toBe(before);
    expect(s3.objectKeys()).toEqual(keys);
    await app.close();
  });
});
