import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { createWhatsAppProvider } from '../../server/mail/whatsapp-provider.ts';
import { NOTIFY_CHANNEL, parseEvent } from '../../server/realtime/publish.ts';
import { samplePdf, samplePng } from '../fixtures/sample-files.ts';
import { multipartForm } from './multipart-form.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';
import { startWhatsAppGateway, type WhatsAppGateway } from './whatsapp-gateway.ts';

// Issue 14 item 4 and spec 02 §7/§8: 'POST /api/mass_mailings/mass_mailing_contractors as a background
// job with live progress; results 'Массовая рассылка завершена', 'Массовая рассылка завершена с
// ошибками' with rows of contractor, contact and message …; sent_to_yourself; error_data kept; a
// retried job mails no contractor twice.'

let t: TestApp;
let admin: Credentials;
let capture: SmtpCapture;
let gateway: WhatsAppGateway;
const events: { channel: string; data: any }[] = [];
let unlisten: () => Promise<void>;
const PUBLIC_URL = 'https://crm.example.test';
/** Set by a test: after this many more letters the next one fails as a dropped connection (the server went away). */
let dropAfter: number | null = null;

beforeAll(async () => {
  capture = await startSmtpCapture({ refuse: (address) => address.startsWith('refused') });
  const smtp = createMailer({ smtpUrl: capture.url, outboxDir: '/nonexistent' });
  const mailer: Mailer = {
    async send(message) {
      if (dropAfter === 0) {
        dropAfter = null;
        throw Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' });
      }
      await smtp.send(message);
      if (dropAfter !== null) dropAfter--;
    },
  };
  // The second contractor's WhatsApp number (…-51) is refused by the gateway, as its e-mail is by the mail server.
  gateway = await startWhatsAppGateway((phone) => (phone.endsWith('51') ? 400 : 200));
  const whatsapp = createWhatsAppProvider({ apiUrl: gateway.url, token: 'wa-token', outboxDir: '/nonexistent' });
  t = await startTestApp({ mailer, whatsapp, publicUrl: PUBLIC_URL });
  admin = await t.loginAs();
  unlisten = await t.database.listen(NOTIFY_CHANNEL, (payload) => {
    const event = parseEvent(payload);
    if (event) events.push(event);
  });
});
afterAll(async () => {
  await unlisten?.();
  await t?.close();
  await capture?.close();
  await gateway?.close();
});

let tag = 0;
/** Three contractors named `name-N`: mailed at a@, refused@ (550) and c@ of a fresh domain. */
async function threeContractors() {
  tag++;
  const name = `Рассылка${tag}`;
  const domain = `m${tag}.test`;
  const ids: number[] = [];
  for (const [i, local] of ['a', 'refused', 'c'].entries()) {
    const res = await t.api('POST', '/api/contractors', admin, {
      contractor: {
        name: `${name}-${i + 1}`,
        contractor_contacts: [
          { name: `Без почты ${i}`, phone: '+7 900 000-00-0' + i },
          { name: `Контакт ${local}`, email: `${local}@${domain}`, phone: `+7 926 144-59-5${i}`, is_doc_contact: true },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return { name, domain, ids };
}

async function newMailing(fields: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/api/mass_mailings', admin, {
    mass_mailing: { subject: 'Новые тарифы', body: 'С 1 декабря тарифы на погрузку меняются.', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const uploadFile = (id: number, data: Buffer, filename: string) => {
  const form = multipartForm({ filename, data });
  return t.app.inject({
    method: 'POST',
    url: `/api/mass_mailings/mailing_file?mass_mailing_id=${id}`,
    payload: form.payload,
    headers: { ...admin.headers, ...form.headers },
  });
};

const send = (body: Record<string, unknown>) =>
  t.api('POST', '/api/mass_mailings/mass_mailing_contractors', admin, body);

const lettersTo = (domain: string) => capture.received.filter((l) => l.to.some((a) => a.endsWith(`@${domain}`)));

describe('the mailing file: POST /api/mass_mailings/mailing_file', () => {
  it('refuses a file that is not a PDF or an image, with the field and a Russian message', async () => {
    const id = await newMailing();
    const res = await uploadFile(id, Buffer.from('MZ\x90\x00 not a document'), 'virus.exe');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Нужен PDF или картинка JPEG, PNG, WebP']);
    const row = await t.db.selectFrom('mass_mailings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ file_name: null, with_file: false });
  });

  it('keeps one file: a second replaces the first (spec 02 §5: the file queue holds 1 file)', async () => {
    const id = await newMailing();
    const first = await uploadFile(id, samplePdf, 'Прайс.pdf');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ file_name: 'Прайс.pdf', with_file: true });
    const second = await uploadFile(id, samplePng, 'Схема проезда.png');
    expect(second.json()).toMatchObject({ file_name: 'Схема проезда.png', with_file: true });
    const got = await t.api('GET', `/api/mass_mailings/${id}/file`, admin);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(samplePng)).toBe(true);
    // The PDF is gone from the storage, not only from the row.
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(`${t.filesDir}/mass-mailings`).filter((f) => f.startsWith(`${id}.`))).toEqual([`${id}.png`]);
  });

  it('needs an existing mailing', async () => {
    expect((await uploadFile(999_999, samplePdf, 'a.pdf')).statusCode).toBe(404);
    const form = multipartForm({ filename: 'a.pdf', data: samplePdf });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mass_mailings/mailing_file',
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mass_mailing_id[0]).toMatch(/Укажите рассылку/);
  });
});

describe('sending: POST /api/mass_mailings/mass_mailing_contractors', () => {
  it('refuses bad requests with 422 and a Russian message under the field, queueing nothing', async () => {
    const jobsBefore = Number((await sql<{ n: string }>`select count(*) n from jobs`.execute(t.db)).rows[0].n);
    const id = await newMailing();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{}, 'mass_mailing_id', /Укажите рассылку/],
      [{ mass_mailing_id: id }, 'contractor_ids', /Выберите получателей/],
      [{ mass_mailing_id: id, contractor_ids: ['x'] }, 'contractor_ids', /список номеров/],
      [{ mass_mailing_id: id, contractor_ids: [999_999] }, 'contractor_ids', /Нет контрагентов с номерами 999999/],
      [{ mass_mailing_id: id, filter: 'name=Такого контрагента нет' }, 'filter', /Ни один контрагент/],
      [{ mass_mailing_id: id, filter: 'no_such_field=1' }, 'filter', /.+/],
      [{ mass_mailing: { subject: '' }, contractor_ids: [1] }, 'subject', /.+/],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]?.[0], JSON.stringify(body)).toMatch(message);
    }
    const silent = await newMailing({ send_email: false, send_whatsapp: false });
    const none = await send({ mass_mailing_id: silent, contractor_ids: [1] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.send_email).toEqual(['Выберите способ рассылки: по e-mail и/или в WhatsApp']);
    expect((await send({ mass_mailing_id: 999_999, contractor_ids: [1] })).statusCode).toBe(404);
    const jobsAfter = Number((await sql<{ n: string }>`select count(*) n from jobs`.execute(t.db)).rows[0].n);
    expect(jobsAfter).toBe(jobsBefore);
  });

  it('mails the filtered contractors with the file; a refused address is an error row kept in error_data', async () => {
    const { name, domain, ids } = await threeContractors();
    const id = await newMailing();
    await uploadFile(id, samplePdf, 'price.pdf');
    const res = await send({ mass_mailing_id: id, filter: `name=${name}-` });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json().job_id;
    expect(res.json().recipients).toBe(3);
    expect(await t.app.jobs.drain()).toBe(1);

    const letters = lettersTo(domain);
    expect(letters.map((l) => l.to).sort()).toEqual([[`a@${domain}`], [`c@${domain}`]]);
    const pdfHead = samplePdf.toString('base64').slice(0, 40);
    for (const letter of letters) {
      expect(letter.raw).toMatch(/filename="?price\.pdf/);
      expect(letter.raw.replace(/\r\n/g, '')).toContain(pdfHead);
    }
    const job = (await t.api('GET', `/api/jobs/${jobId}`, admin)).json();
    const errorRow = {
      contractor_id: ids[1],
      contractor: `${name}-2`,
      contact: `Контакт refused, refused@${domain}`,
      message: expect.stringMatching(/550/),
    };
    expect(job).toMatchObject({
      done: true,
      progress: { done: 3, total: 3 },
      result: { notice: { type: 'warning', text: texts.massMailingDoneWithErrors }, sent: 2, errors: [errorRow] },
    });
    expect(texts.massMailingDoneWithErrors).toBe('Массовая рассылка завершена с ошибками');
    // Live to the author: progress, then the end with the warning the console shows.
    const adminId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'admin@test.local').executeTakeFirstOrThrow()
    ).id;
    await expect
      .poll(() =>
        events.filter((e) => e.data?.job_id === jobId).map((e) => `${e.channel} ${e.data.type} ${e.data.done ?? ''}`),
      )
      .toEqual([
        `/notification/${adminId} job_progress 1`,
        `/notification/${adminId} job_progress 2`,
        `/notification/${adminId} job_progress 3`,
        `/notification/${adminId} job_done `,
      ]);
    const done = events.find((e) => e.data?.job_id === jobId && e.data.type === 'job_done');
    expect(done?.data.result.notice).toEqual({ type: 'warning', text: 'Массовая рассылка завершена с ошибками' });
    const row = (await t.api('GET', `/api/mass_mailings/${id}`, admin)).json();
    expect(row.error_data).toEqual([errorRow]);
    expect(row.emails).toEqual([`a@${domain}`, `refused@${domain}`, `c@${domain}`]);
  });

  it('a job retried after the mail server dropped mid-way mails no contractor twice', async () => {
    const { domain, ids } = await threeContractors();
    const id = await newMailing();
    const res = await send({ mass_mailing_id: id, contractor_ids: ids });
    const jobId = res.json().job_id;
    // Attempt 1: the first letter goes, then the connection drops before the second.
    dropAfter = 1;
    expect(await t.app.jobs.runOnce()).toBe(true);
    const failed = await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(failed.done_at, 'the first attempt did not finish').toBeNull();
    expect(lettersTo(domain)).toHaveLength(1);
    // Issue 23 item 7: the card reads the attempt's reason in Russian, not the socket's message.
    const attempt = (await t.api('GET', `/api/jobs/${jobId}`, admin)).json();
    expect(attempt).toMatchObject({ done: false, failed: false });
    expect(attempt.error).toBe(
      'Почтовый сервер недоступен: не удалось соединиться [ECONNECTION]. Письма не отправлены; проверьте настройку SMTP_URL у администратора.',
    );
    // The retry is due now instead of after its backoff.
    await t.db.updateTable('jobs').set({ run_at: sql`now()` }).where('id', '=', jobId).execute();
    await t.app.jobs.drain();
    const to = lettersTo(domain).flatMap((l) => l.to);
    expect(to.sort()).toEqual([`a@${domain}`, `c@${domain}`]);
    const job = (await t.api('GET', `/api/jobs/${jobId}`, admin)).json();
    expect(job.result).toMatchObject({ sent: 2, errors: [{ contractor_id: ids[1] }] });

    // As if the process died after the last letter but before the result was written: taken again, nothing sent.
    await t.db
      .updateTable('jobs')
      .set({ done_at: null, result: null, locked_until: null, run_at: sql`now()` })
      .where('id', '=', jobId)
      .execute();
    await t.app.jobs.drain();
    expect(
      lettersTo(domain)
        .flatMap((l) => l.to)
        .sort(),
    ).toEqual([`a@${domain}`, `c@${domain}`]);
    const again = (await t.api('GET', `/api/jobs/${jobId}`, admin)).json();
    expect(again.result).toMatchObject({ sent: 2, errors: [{ contractor_id: ids[1] }] });
  });

  it('a claim left by a process that died mid-send is not sent again and is reported', async () => {
    const { domain, ids } = await threeContractors();
    const id = await newMailing();
    const jobId = (await send({ mass_mailing_id: id, contractor_ids: [ids[0]] })).json().job_id;
    await t.db
      .insertInto('mass_mailing_deliveries')
      .values({ mass_mailing_id: id, contractor_id: ids[0], channel: 'email', address: `a@${domain}` })
      .execute();
    await t.app.jobs.drain();
    expect(lettersTo(domain)).toHaveLength(0);
    const job = (await t.api('GET', `/api/jobs/${jobId}`, admin)).json();
    expect(job.result.errors).toEqual([
      expect.objectContaining({ contractor_id: ids[0], message: expect.stringMatching(/могло уйти/) }),
    ]);
  });

  it('sent_to_yourself mails the author only, whatever the filter', async () => {
    const { name, domain } = await threeContractors();
    const res = await send({
      mass_mailing: { subject: 'Проверка', body: 'Текст', sent_to_yourself: true },
      filter: `name=${name}-`,
    });
    expect(res.statusCode, res.body).toBe(202);
    const before = capture.received.length;
    await t.app.jobs.drain();
    const mine = capture.received.slice(before);
    expect(mine.map((l) => l.to)).toEqual([['admin@test.local']]);
    expect(lettersTo(domain)).toHaveLength(0);
    const row = await t.db
      .selectFrom('mass_mailings')
      .selectAll()
      .where('id', '=', res.json().mass_mailing_id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(
      (await t.db.selectFrom('users').select('id').where('email', '=', 'admin@test.local').executeTakeFirstOrThrow())
        .id,
    );
    const job = (await t.api('GET', `/api/jobs/${res.json().job_id}`, admin)).json();
    expect(job.result.notice).toEqual({ type: 'success', text: 'Массовая рассылка завершена' });
  });

  it('refuses a second send of a mailing whose job still runs', async () => {
    const { ids } = await threeContractors();
    const id = await newMailing();
    expect((await send({ mass_mailing_id: id, contractor_ids: ids })).statusCode).toBe(202);
    const again = await send({ mass_mailing_id: id, contractor_ids: ids });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.mass_mailing_id[0]).toMatch(/уже отправляется/);
    await t.app.jobs.drain();
  });
});

describe('WhatsApp through the HTTP gateway (WHATSAPP_API_URL)', () => {
  it('sends each contractor’s phone the text and a signed link to the file; a refused number is an error row', async () => {
    const { name, ids } = await threeContractors();
    const id = await newMailing({ send_email: false, send_whatsapp: true });
    await uploadFile(id, samplePdf, 'price.pdf');
    const before = gateway.received.length;
    const res = await send({ mass_mailing_id: id, filter: `name=${name}-` });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.jobs.drain();
    const got = gateway.received.slice(before);
    // The documents contact's phone, in canonical digits, never the contact without an e-mail listed first.
    expect(got.map((r) => r.body.phone)).toEqual(['79261445950', '79261445951', '79261445952']);
    expect(got[0].authorization).toBe('Bearer wa-token');
    expect(got[0].body.text).toBe('Новые тарифы\n\nС 1 декабря тарифы на погрузку меняются.');
    const link = got[0].body.file_url!;
    expect(link.startsWith(`${PUBLIC_URL}/api/mass_mailings/${id}/shared_file/`)).toBe(true);
    // The gateway opens the link without a session; a forged token opens nothing.
    const file = await t.app.inject({ method: 'GET', url: link.slice(PUBLIC_URL.length) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samplePdf)).toBe(true);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/mass_mailings/${id}/shared_file/AAAA${link.slice(-20)}`,
    });
    expect(forged.statusCode).toBe(404);
    const job = (await t.api('GET', `/api/jobs/${res.json().job_id}`, admin)).json();
    expect(job.result).toMatchObject({
      notice: { type: 'warning', text: 'Массовая рассылка завершена с ошибками' },
      sent: 2,
      errors: [{ contractor_id: ids[1], message: expect.stringMatching(/^WhatsApp-шлюз ответил 400/) }],
    });
    const row = (await t.api('GET', `/api/mass_mailings/${id}`, admin)).json();
    expect(row.phone_numbers).toEqual(['79261445950', '79261445951', '79261445952']);
    expect(row.emails).toEqual([]);
  });
});

describe('demo data (issue 14 item 6: a finished mailing with one error)', () => {
  it('has a finished mailing whose one error row is kept in error_data and in its job', async () => {
    const list = (await t.api('GET', '/api/mass_mailings?filter=subject=новогодние', admin)).json();
    expect(list.items).toHaveLength(1);
    const mailing = (await t.api('GET', `/api/mass_mailings/${list.items[0].id}`, admin)).json();
    expect(mailing.error_data).toHaveLength(1);
    expect(mailing.emails).toHaveLength(4);
    const job = (await t.api('GET', `/api/jobs/${mailing.job_id}`, admin)).json();
    expect(job).toMatchObject({
      done: true,
      result: { notice: { type: 'warning', text: 'Массовая рассылка завершена с ошибками' }, sent: 3 },
    });
    expect(job.result.errors).toEqual(mailing.error_data);
    const deliveries = await t.db
      .selectFrom('mass_mailing_deliveries')
      .select(['status'])
      .where('mass_mailing_id', '=', mailing.id)
      .execute();
    expect(deliveries.map((d) => d.status).sort()).toEqual(['failed', 'sent', 'sent', 'sent']);
  });
});
