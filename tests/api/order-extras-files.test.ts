import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, samplePng, sampleSvg } from '../fixtures/sample-files.ts';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 01 §2 'links to the instruction file and the timesheet file'; §7 GET
// /api/orders/{id}/instruct_file and /timesheet_file (upload: POST to the same path, docs/api.md).

let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
});
afterAll(async () => t?.close());

function upload(url: string, data: Buffer, as: Credentials | null = admin) {
  const boundary = `----crm${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(as?.headers ?? {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe("an order's instruction and timesheet files", () => {
  it('uploads an instruction PDF and serves it back as a download to signed-in users only', async () => {
    const { id } = await orderWithWorkers(t, admin);
    const res = await upload(`/api/orders/${id}/instruct_file`, samplePdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      file_name: `Инструкция к заказу №${id}.pdf`,
      url: `/api/orders/${id}/instruct_file`,
    });
    const order = (await t.api('GET', `/api/orders/${id}`, admin)).json();
    expect(order.instruct_file_id).toBe(res.json().id);
    expect(order.timesheet_file_id).toBeNull();

    const got = await t.api('GET', `/api/orders/${id}/instruct_file`, admin);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain("attachment; filename*=UTF-8''");
    expect(Buffer.compare(got.rawPayload, samplePdf)).toBe(0);
    expect((await t.api('GET', `/api/orders/${id}/instruct_file`, null)).statusCode).toBe(401);
    expect(readdirSync(join(t.filesDir, 'orders', String(id)))).toEqual([`${res.json().id}.pdf`]);
  });

  it('keeps the timesheet apart and replaces it with a newer upload', async () => {
    const { id } = await orderWithWorkers(t, admin);
    expect((await t.api('GET', `/api/orders/${id}/timesheet_file`, admin)).json().error).toBe(
      `У заказа №${id} нет файла «Табель заказа»`,
    );
    await upload(`/api/orders/${id}/timesheet_file`, samplePdf);
    const second = await upload(`/api/orders/${id}/timesheet_file`, samplePng);
    const got = await t.api('GET', `/api/orders/${id}/timesheet_file`, admin);
    expect(got.headers['content-type']).toBe('image/png');
    expect((await t.api('GET', `/api/orders/${id}`, admin)).json().timesheet_file_id).toBe(second.json().id);
    const history = (await t.api('GET', `/api/orders/${id}/changes_history`, admin)).json().items;
    expect(history[0].changes_data[0]).toMatchObject({ label: 'Табель заказа', to: String(second.json().id) });
  });

  it('refuses an SVG, an empty file and a stranger with Russian 4xx, storing nothing', async () => {
    const { id } = await orderWithWorkers(t, admin);
    const svg = await upload(`/api/orders/${id}/instruct_file`, sampleSvg);
    expect(svg.statusCode).toBe(422);
    expect(svg.json().errors.file).toEqual(['Нужен файл PDF или картинка PNG, JPEG, WebP']);
    expect((await upload(`/api/orders/${id}/instruct_file`, Buffer.alloc(0))).json().errors.file).toEqual([
      'Файл пустой',
    ]);
    expect((await upload(`/api/orders/${id}/instruct_file`, samplePdf, null)).statusCode).toBe(401);
    expect((await upload('/api/orders/999999/instruct_file', samplePdf)).statusCode).toBe(404);
    expect((await t.api('GET', `/api/orders/${id}`, admin)).json().instruct_file_id).toBeNull();
  });
});
