import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleJpg, samplePdf, samplePng, sampleSvg, sampleWebp } from '../fixtures/sample-files.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Credentials;
let itemId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  itemId = (await t.api('GET', '/api/calc_items?search=wardrobe_3d', admin)).json().items[0].id;
});
afterAll(() => t.close());

interface Part {
  name?: string;
  filename?: string;
  data: Buffer;
}

/** A multipart body as a browser sends it: each part with its own headers, files with a filename. */
function form(...parts: Part[]) {
  const boundary = `----crm${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name ?? 'file'}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n` +
        `${p.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n`,
    ),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (body: ReturnType<typeof form>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/calc_items/${itemId}/image`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });

const itemsDir = () => join(t.filesDir, 'calc', 'items');

describe('uploads take exactly one whole file, checked by content (issue 8 item 7)', () => {
  it.each([
    ['jpg', sampleJpg],
    ['webp', sampleWebp],
    ['png', samplePng],
  ])('stores a %s whatever name it came with', async (ext, data) => {
    const res = await upload(form({ filename: 'photo.gif', data }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().image).toBe(`/api/files/calc/items/${itemId}.${ext}`);
    // One file per record, and no temporary file left beside it.
    expect(readdirSync(itemsDir())).toEqual([`${itemId}.${ext}`]);
  });

  // «An upload with two files answers 422, not 200 with the second ignored».
  it('refuses two files in one upload and keeps the image it had', async () => {
    const before = (await t.api('GET', `/api/calc_items/${itemId}`, admin)).json().image;
    const res = await upload(
      form({ filename: 'a.jpg', data: sampleJpg }, { name: 'other', filename: 'b.png', data: samplePng }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['Можно загрузить только один файл'] });
    expect((await t.api('GET', `/api/calc_items/${itemId}`, admin)).json().image).toBe(before);
  });

  it('takes a file among ordinary form fields', async () => {
    const res = await upload(form({ name: 'note', data: Buffer.from('шкаф') }, { filename: 'a.png', data: samplePng }));
    expect(res.statusCode, res.body).toBe(200);
  });

  // «a header-only WebP (e.g. the 12 bytes 'RIFF....WEBP' and a few more, not a decodable image) is refused with a Russian 422 message».
  it.each([
    ['a header-only WebP', Buffer.concat([Buffer.from('RIFF\x24\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(8)])],
    ['a PNG cut short', samplePng.subarray(0, 40)],
  ])('refuses %s in Russian and writes nothing', async (_n, data) => {
    const before = readdirSync(itemsDir());
    const res = await upload(form({ filename: 'a.webp', data }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['Файл повреждён или обрезан: его содержимое не читается'] });
    expect(readdirSync(itemsDir())).toEqual(before);
  });

  it('refuses a PDF where an image is expected, and a form without a file', async () => {
    expect((await upload(form({ filename: 'a.png', data: samplePdf }))).json().errors).toEqual({
      file: ['Нужна картинка PNG, JPEG, WebP или SVG'],
    });
    expect((await upload(form({ name: 'note', data: Buffer.from('x') }))).json().errors).toEqual({
      file: ['Выберите файл'],
    });
  });

  // SVG stays allowed (icons), but it can carry script: it is served so that it cannot run any.
  it('serves an uploaded SVG sandboxed, so a script inside it cannot run', async () => {
    const svg = Buffer.concat([sampleSvg.subarray(0, -2), Buffer.from('><script>alert(1)</script></svg>')]);
    const res = await upload(form({ filename: 'a.svg', data: svg }));
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.api('GET', res.json().image, admin);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});
