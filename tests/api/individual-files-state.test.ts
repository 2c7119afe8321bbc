import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { samplePdf, samplePng } from '../fixtures/sample-files.ts';
import { multipartForm, zipEntryNames } from './multipart-form.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 11 item 3 and spec 01 §4 'Individual files can be deleted, restored (returns as
// unapproved), archived and approved'; §6 'documents_edit (edit document properties after approval)'.
let t: TestApp;
let admin: Credentials;
let logist: Credentials; // group 2: no documents_edit
let senior: Credentials; // group 6: documents_edit
let workerId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  senior = await t.loginAs('demo-senior-logist@crm.local', DEMO_PASSWORD);
  // The last workers have no demo scans: what this file uploads is all they have.
  workerId = (await t.api('GET', '/api/individuals?sort=id&order=desc', admin)).json().items[1].id;
});
afterAll(() => t.close());

async function scan(type: number, as: Credentials, data: Buffer = samplePng, until = '') {
  const body = multipartForm({ filename: 'скан.png', data }, { name: 'until', data: until });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/individuals/${workerId}/file/${type}`,
    payload: body.payload,
    headers: { ...as.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; url: string };
}
const at = (verb: string, id: number) => `/api/individuals/${workerId}/${verb}/${id}`;
const fileUrl = (id: number) => `/api/individuals/${workerId}/file/${id}`;

describe('a scan’s life: approve, archive, delete, restore', () => {
  it('approves once; an approved scan changes only with documents_edit', async () => {
    const { id } = await scan(1, logist);
    const approved = await t.api('POST', at('approve_document', id), logist);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ is_approved: true });
    expect(approved.json().approved_at).toBeTruthy();
    expect((await t.api('POST', at('approve_document', id), logist)).json().full_messages).toEqual([
      'Документ уже подтверждён',
    ]);

    // Refused without documents_edit: the properties, the archive, the delete.
    const props = { individual_file: { until: '01.01.2031', comment: 'новый' } };
    expect((await t.api('PUT', fileUrl(id), logist, props)).body).toBe('No access');
    expect((await t.api('POST', at('file_to_archive', id), logist)).statusCode).toBe(403);
    expect((await t.api('DELETE', fileUrl(id), logist)).statusCode).toBe(403);

    const edited = await t.api('PUT', fileUrl(id), senior, props);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ until: '2031-01-01', comment: 'новый', is_approved: true });
  });

  it('edits an unapproved scan without documents_edit and refuses a bad date', async () => {
    const { id } = await scan(2, logist);
    const ok = await t.api('PUT', fileUrl(id), logist, { individual_file: { until: '2030-05-01' } });
    expect(ok.json()).toMatchObject({ until: '2030-05-01' });
    const bad = await t.api('PUT', fileUrl(id), logist, { individual_file: { until: '40.40.2030' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.until).toEqual(['неверная дата']);
    expect(bad.json().full_messages).toEqual(['Действует до: неверная дата']);
  });

  it('deletes and restores (PATCH) as unapproved; archives and restores from the archive', async () => {
    const { id } = await scan(3, admin);
    await t.api('POST', at('approve_document', id), admin);
    const deleted = await t.api('DELETE', fileUrl(id), senior);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().deleted_at).toBeTruthy();
    expect((await t.api('DELETE', fileUrl(id), senior)).json().full_messages).toEqual(['Файл уже удалён']);
    expect((await t.api('POST', at('file_to_archive', id), senior)).statusCode).toBe(422);
    expect((await t.api('POST', at('approve_document', id), senior)).statusCode).toBe(422);

    const restored = await t.api('PATCH', fileUrl(id), logist);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ deleted_at: null, is_approved: false, approved_by_user_id: null });
    expect((await t.api('PATCH', fileUrl(id), logist)).json().full_messages).toEqual(['Файл не удалён и не в архиве']);

    const archived = await t.api('POST', at('file_to_archive', id), logist);
    expect(archived.json().archived_at).toBeTruthy();
    expect((await t.api('PATCH', fileUrl(id), logist)).json()).toMatchObject({ archived_at: null });
    // The bytes stay: a deleted scan can come back.
    expect((await t.api('GET', fileUrl(id), logist)).statusCode).toBe(200);
  });

  it('answers 404 for a file of another worker or an unknown one', async () => {
    const { id } = await scan(1, admin);
    const other = `/api/individuals/${workerId + 1}/file/${id}`;
    expect((await t.api('GET', other, admin)).statusCode).toBe(404);
    expect((await t.api('DELETE', other, admin)).statusCode).toBe(404);
    expect((await t.api('POST', at('approve_document', 99_999_999), admin)).statusCode).toBe(404);
    expect((await t.api('GET', `/api/individuals/${workerId}/file/x`, admin)).statusCode).toBe(404);
  });
});

describe('the card’s list, get_users_by_files and zips', () => {
  it('lists the files with the checklist of required documents', async () => {
    const res = await t.api('GET', `/api/individuals/${workerId}/files`, logist);
    expect(res.statusCode).toBe(200);
    const { items, checklist } = res.json();
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((f: { individual_id: number }) => f.individual_id === workerId)).toBe(true);
    expect(Array.isArray(checklist)).toBe(true);
    for (const c of checklist) expect(['missing', 'ok', 'expiring', 'expired']).toContain(c.state);
  });

  it('names the users who uploaded, approved, deleted or archived the worker’s files', async () => {
    const { id } = await scan(5, admin);
    await t.api('POST', at('file_to_archive', id), senior);
    const res = await t.api('GET', `/api/individuals/${workerId}/get_users_by_files`, logist);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((u: { name: string }) => u.name);
    expect(names).toEqual(['Администратор', 'Андрей Волков', 'Дмитрий Кузнецов']);
  });

  it('zips one type’s live scans, and all of them in folders by type', async () => {
    const pdf = await scan(4, admin, samplePdf);
    const one = await t.api('GET', `/api/individuals/${workerId}/download_documents/4`, logist);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('application/zip');
    expect(one.headers['content-disposition']).toMatch(/^attachment; filename=".*\.zip"; filename\*=UTF-8''/);
    expect(zipEntryNames(one.rawPayload)).toEqual([`${pdf.id}-скан.pdf`]);

    const deleted = await scan(4, admin);
    await t.api('DELETE', fileUrl(deleted.id), admin);
    const all = await t.api('GET', `/api/individuals/${workerId}/download_all_documents`, logist);
    expect(all.statusCode).toBe(200);
    const names = zipEntryNames(all.rawPayload);
    expect(names).toContain(`ИНН/${pdf.id}-скан.pdf`);
    expect(names.some((n) => n.startsWith('Паспорт/'))).toBe(true);
    expect(names.some((n) => n.includes(`${deleted.id}-`))).toBe(false);

    expect((await t.api('GET', `/api/individuals/${workerId}/download_documents/15`, logist)).json()).toEqual({
      error: 'Нет документов для скачивания',
    });
  });

  // Issue 23 item 4: '`POST /api/individuals/121/file` stores `прочее.png` (type null), but neither
  // «Скачать все (zip)» nor the card's «Сканы документов» lists it.'
  it('puts a file of no document type into «Скачать все» under «Прочие файлы», as the card lists it', async () => {
    const body = multipartForm({ filename: 'прочее.png', data: samplePng });
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/individuals/${workerId}/file`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const file = stored.json() as { id: number; type_id: number | null };
    expect(file.type_id).toBeNull();
    const all = await t.api('GET', `/api/individuals/${workerId}/download_all_documents`, logist);
    expect(zipEntryNames(all.rawPayload)).toContain(`Прочие файлы/${file.id}-прочее.png`);
    const card = (await t.api('GET', `/api/individuals/${workerId}/files`, logist)).json();
    expect(card.items.map((f: { id: number }) => f.id)).toContain(file.id);
  });
});
