import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { FileStorage } from '../../server/files/file-storage.ts';
import { sampleJpg, samplePdf, samplePng, sampleSvg } from '../fixtures/sample-files.ts';
import { multipartForm, type Part } from './multipart-form.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 11 item 3: «per-type scan upload with until-date and comment
// (POST /api/individuals/{id}/file/{document_type_id}) ... size limits, content sniffing (images and
// PDF only for scans), safe names; a failed upload leaves nothing behind».
let t: TestApp;
let admin: Credentials;
let workerId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  workerId = (await t.api('GET', '/api/individuals?sort=id&order=asc', admin)).json().items[0].id;
});
afterAll(() => t.close());

const upload = (url: string, ...parts: Part[]) => {
  const body = multipartForm(...parts);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
};
const scanUrl = (type = 1, id = workerId) => `/api/individuals/${id}/file/${type}`;
const storedFiles = (id = workerId) => {
  const dir = join(t.filesDir, 'individuals', String(id));
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rowCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('individual_files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('scan upload', () => {
  it('stores a scan with its until date and comment, unapproved, under a name made of ids', async () => {
    const res = await upload(
      scanUrl(8),
      { filename: 'патент.jpeg', data: sampleJpg },
      { name: 'until', data: '31.12.2030' },
      { name: 'comment', data: ' первая страница ' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({
      individual_id: workerId,
      type_id: 8,
      until: '2030-12-31',
      comment: 'первая страница',
      is_approved: false,
      original_name: 'патент.jpg',
      content_kind: 'jpg',
      byte_size: sampleJpg.length,
      url: `/api/individuals/${workerId}/file/${file.id}`,
    });
    expect(file.storage_key).toBeUndefined();
    expect(storedFiles()).toContain(`${file.id}.jpg`);

    const served = await t.api('GET', file.url, admin);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(sampleJpg)).toBe(true);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('патент.jpg')}`);
  });

  it('takes a PDF scan and a plain file of the worker (POST /api/individuals/{id}/file)', async () => {
    const pdf = await upload(scanUrl(2), { filename: 'рег.pdf', data: samplePdf });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ content_kind: 'pdf', until: null, comment: null });
    const served = await t.api('GET', pdf.json().url, admin);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");

    const plain = await upload(`/api/individuals/${workerId}/file`, { filename: 'photo.png', data: samplePng });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ type_id: null, content_kind: 'png' });
  });

  it.each([
    ['../../../etc/passwd.png', 'passwd.png'],
    ['C:\\fakepath\\скан.png', 'скан.png'],
    ['..', 'скан.png'],
  ])('keeps only a safe name of the path-like %j', async (sent, shown) => {
    const res = await upload(scanUrl(1), { filename: sent, data: samplePng });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().original_name).toBe(shown);
    expect(storedFiles()).toContain(`${res.json().id}.png`);
  });

  it.each([
    ['an empty file', { filename: 'a.png', data: Buffer.alloc(0) }, 'file', 'Файл пустой'],
    ['an SVG (text that can carry script)', { filename: 'a.svg', data: sampleSvg }, 'file', 'Нужен скан'],
    ['a text file named .pdf', { filename: 'a.pdf', data: 'hello' }, 'file', 'Нужен скан'],
    ['a cut-off PDF', { filename: 'a.pdf', data: samplePdf.subarray(0, 40) }, 'file', 'повреждён'],
    ['a file over 10 MB', { filename: 'a.png', data: Buffer.alloc(10 * 1024 * 1024 + 1, 1) }, 'file', 'больше 10 МБ'],
  ] as const)('refuses %s with 422 and leaves nothing', async (_n, part, field, text) => {
    const before = [await rowCount(), storedFiles().length];
    const res = await upload(scanUrl(1), part);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field][0]).toContain(text);
    expect([await rowCount(), storedFiles().length]).toEqual(before);
  });

  it('refuses a bad until date and a second file', async () => {
    const bad = await upload(scanUrl(1), { filename: 'a.png', data: samplePng }, { name: 'until', data: '31.02.2030' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.until).toEqual(['Действует до: неверная дата']);
    const two = await upload(
      scanUrl(1),
      { filename: 'a.png', data: samplePng },
      { filename: 'b.png', data: samplePng },
    );
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.file).toEqual(['Можно загрузить только один файл']);
  });

  it('answers 404 for an unknown worker or document type, and 401 when signed out', async () => {
    expect((await upload(scanUrl(99), { filename: 'a.png', data: samplePng })).statusCode).toBe(404);
    expect((await upload(scanUrl(1, 999_999), { filename: 'a.png', data: samplePng })).statusCode).toBe(404);
    expect((await upload('/api/individuals/abc/file/1', { filename: 'a.png', data: samplePng })).statusCode).toBe(404);
    const body = multipartForm({ filename: 'a.png', data: samplePng });
    const anon = await t.app.inject({ method: 'POST', url: scanUrl(1), payload: body.payload, headers: body.headers });
    expect(anon.statusCode).toBe(401);
    expect((await t.api('GET', `/api/individuals/${workerId}/files`, null)).statusCode).toBe(401);
  });

  it('leaves nothing behind from an interrupted upload (the body ends mid-file)', async () => {
    const before = [await rowCount(), storedFiles().length];
    const body = multipartForm({ filename: 'a.png', data: samplePng });
    const cut = body.payload.subarray(0, body.payload.length - 60);
    const res = await t.app.inject({
      method: 'POST',
      url: scanUrl(1),
      payload: cut,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Загрузка прервалась: файл пришёл не целиком, отправьте его ещё раз']);
    expect([await rowCount(), storedFiles().length]).toEqual(before);
  });
});

describe('routes of spec 01 §7', () => {
  it.each([
    ['POST', '/api/individuals/:id/file'],
    ['POST', '/api/individuals/:id/file/:document_type_id'],
    ['GET', '/api/individuals/:id/file/:file_id'],
    ['PUT', '/api/individuals/:id/file/:file_id'],
    ['DELETE', '/api/individuals/:id/file/:file_id'],
    ['PATCH', '/api/individuals/:id/file/:file_id'],
    ['POST', '/api/individuals/:id/file_to_archive/:file_id'],
    ['POST', '/api/individuals/:id/approve_document/:file_id'],
    ['GET', '/api/individuals/:id/get_users_by_files'],
    ['GET', '/api/individuals/:id/download_documents/:type_id'],
    ['GET', '/api/individuals/:id/download_all_documents'],
    ['GET', '/api/individuals/:id/files'],
    ['POST', '/api/equipment/:id/clothing_type'],
    ['POST', '/api/equipment/:id/instrument_type'],
  ])('%s %s is registered for signed-in staff', (method, url) => {
    const route = t.app.registeredRoutes.find((r) => r.method === method && r.url === url);
    expect(route?.permission).toBe('signed_in');
  });
});

describe('a failing store', () => {
  it('keeps no row when the bytes could not be written', async () => {
    const broken: FileStorage = {
      put: async () => {
        throw new Error('disk full');
      },
      read: async () => null,
      stream: async () => null,
      remove: async () => {},
    };
    const app = await buildApp({
      db: t.db,
      secretKey: 'test-secret-key-test-secret-key',
      altchaDifficulty: 20,
      fileStorage: broken,
    });
    const before = await rowCount();
    const body = multipartForm({ filename: 'a.png', data: samplePng });
    const res = await app.inject({
      method: 'POST',
      url: scanUrl(1),
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(500);
    expect(await rowCount()).toBe(before);
    await app.close();
  });
});
