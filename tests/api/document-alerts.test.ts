import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../core/rules/user-permissions.rule.ts';
import { documentChecklist } from '../../server/domain/individuals/document-checklist.ts';
import { expiredRequiredDocuments, moscowDate } from '../../server/domain/individuals/document-expiry.ts';
import { individualAlertProviders } from '../../server/left-column/individual-alerts.providers.ts';
import { samplePng } from '../fixtures/sample-files.ts';
import { multipartForm } from './multipart-form.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 11 item 4: «the left-column counters behind shared_individual_docs, shared_doc_expiring,
// shared_doc_expired, shared_7_days_not_working and shared_individual_noty ..., each opening the
// filtered list; the order worker picker (orders issue) uses the same expiry rule».
let t: TestApp;
let admin: Credentials;
let patentHolder: number;
const today = moscowDate();
const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function scan(worker: number, type: number, until: string) {
  const body = multipartForm({ filename: 'скан.png', data: samplePng }, { name: 'until', data: until });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/individuals/${worker}/file/${type}`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  // The last workers have no demo scans: what this file uploads is all they have.
  const [first, second] = (
    await t.api('GET', '/api/individuals?filter=fired=false;status=2&sort=id&order=desc', admin)
  ).json().items;
  patentHolder = first.id;
  // A patent holder (passport type 6) with no pack: his own scans decide. The patent ran out five
  // days ago, the patent check runs out in ten days, the migration card is fine.
  await t.db
    .updateTable('individuals')
    .set({ passport_type_id: 6, document_pack_id: null })
    .where('id', '=', patentHolder)
    .execute();
  await scan(patentHolder, 8, day(-5));
  await scan(patentHolder, 9, day(10));
  await scan(patentHolder, 7, day(200));
  // A worker whose temporary dismissal ended three days ago (shared_individual_noty).
  await t.db
    .updateTable('individuals')
    .set({ fired: true, fired_until: day(-3) })
    .where('id', '=', second.id)
    .execute();
});
afterAll(() => t.close());

const listed = async (href: string) => {
  const res = await t.api('GET', `/api${href}&limit=500`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number }[]; meta: { total: number } };
};

describe('the expiry rule for the order worker picker', () => {
  it('names the expired required documents of each worker', async () => {
    const map = await expiredRequiredDocuments(t.db, [patentHolder]);
    expect(map.get(patentHolder)).toEqual(['Патент']);
    const later = await expiredRequiredDocuments(t.db, [patentHolder], day(11));
    expect(later.get(patentHolder)).toEqual(['Патент', 'Чек по патенту']);
    expect((await expiredRequiredDocuments(t.db, [patentHolder], day(-10))).has(patentHolder)).toBe(false);
    expect((await expiredRequiredDocuments(t.db, [])).size).toBe(0);
  });

  it('agrees with the pure rule (core/rules/document-expiry.rule.ts) for every worker', async () => {
    const ids = (await t.db.selectFrom('individuals').select('id').execute()).map((r) => Number(r.id));
    const expired = await expiredRequiredDocuments(t.db, ids);
    const expiring = new Set((await listed('/individuals?filter=docs=expiring')).items.map((r) => r.id));
    for (const id of ids) {
      const states = (await documentChecklist(t.db, id)).filter((c) => c.dated).map((c) => c.state);
      expect(expired.has(id), `worker ${id}`).toBe(states.includes('expired'));
      expect(expiring.has(id), `worker ${id}`).toBe(states.includes('expiring'));
    }
    expect(expired.size).toBeGreaterThan(0);
  });
});

describe('left-column providers', () => {
  it('cover the five flags, each a permission key', () => {
    expect(individualAlertProviders.map((p) => p.flag)).toEqual([
      'shared_individual_docs',
      'shared_doc_expiring',
      'shared_doc_expired',
      'shared_7_days_not_working',
      'shared_individual_noty',
    ]);
    for (const p of individualAlertProviders) expect(PERMISSION_KEYS).toContain(p.flag);
  });

  it.each(individualAlertProviders.map((p) => [p.flag, p] as const))(
    '%s counts exactly the rows its link lists',
    async (_flag, provider) => {
      const items = await provider.load(t.db, { id: 1, is_admin: true, user_group_id: null, permissions: {} });
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.kind).toBe('count');
        expect(item.href).toMatch(/^\/individuals\?filter=/);
        expect((await listed(item.href)).meta.total).toBe(item.value);
        expect(item.value).toBeGreaterThan(0);
      }
    },
  );

  it('counts the patent holder as expired and expiring, and follows approval', async () => {
    const [docs, expiring, expired] = individualAlertProviders;
    const ids = async (p: typeof docs) =>
      (await listed((await p.load(t.db, {} as never))[0].href)).items.map((r) => r.id);
    expect(await ids(expired)).toContain(patentHolder);
    expect(await ids(expiring)).toContain(patentHolder);
    expect(await ids(docs)).toContain(patentHolder);
    const before = (await docs.load(t.db, {} as never))[0].value as number;
    const files = (await t.api('GET', `/api/individuals/${patentHolder}/files`, admin)).json().items;
    for (const f of files.filter((x: { is_approved: boolean }) => !x.is_approved))
      await t.api('POST', `/api/individuals/${patentHolder}/approve_document/${f.id}`, admin);
    expect(await ids(docs)).not.toContain(patentHolder);
    expect((await docs.load(t.db, {} as never))[0].value).toBe(before - 1);
  });

  it('refuses an unknown docs filter value', async () => {
    const res = await t.api('GET', '/api/individuals?filter=docs=lost', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('«Документы» (docs)');
  });
});
