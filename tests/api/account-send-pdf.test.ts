import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../core/resources/index.ts';
import { texts } from '../../core/texts.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { createMailer, type Mailer, type MailMessage } from '../../server/mail/mailer.ts';
import { pdfAttachments } from './mime-attachments.ts';
import { readLetter } from './mime-text.ts';
import { pdfText } from './pdf-text.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 12 item 5: 'POST /api/accounts/{id}/send_pdf … and POST /api/accounts/mass_send_pdf … mail
// the PDFs to the contractor's document contact through nodemailer (SMTP_URL; without it, .eml files
// in DATA_DIR/outbox), increment pdf_sent_counter and record every delivery (to whom, when, result).
// Mass sending runs as a background job …; one failed address does not stop the rest and is
// reported; a retried job sends nobody a second copy.'

const DOC = 'buh@romashka.test';
const BAD = 'nobody@closed.test';
let t: TestApp;
let smtp: SmtpCapture;
let admin: Credentials;
let refuseNth = 0;
let rcptSeen = 0;

/** The app's mailer: SMTP to the capture server, the file outbox, or SMTP that dies after a letter went. */
const mail: { mode: 'smtp' | 'outbox' | 'crash_after_send'; smtp?: Mailer; outbox?: Mailer } = { mode: 'smtp' };
const never = new Promise<void>(() => undefined);
const mailer: Mailer = {
  async send(message: MailMessage) {
    if (mail.mode === 'outbox') return mail.outbox!.send(message);
    await mail.smtp!.send(message);
    // The process 'dies' after the server took the letter and before the delivery was recorded.
    if (mail.mode === 'crash_after_send') await never;
  },
};

// The registry lets every signed-in user update accounts today; a flag here proves the calls follow
// whatever the registry says (sending needs what updating an account needs).
(resources.accounts.permissions as { update: string | null }).update = 'transactions';

beforeAll(async () => {
  smtp = await startSmtpCapture({
    refuse: (address) => address === BAD || (address === DOC && refuseNth > 0 && ++rcptSeen === refuseNth),
  });
  mail.smtp = createMailer({ smtpUrl: smtp.url, outboxDir: '' });
  t = await startTestApp({ mailer });
  mail.outbox = createMailer({ outboxDir: join(t.filesDir, 'outbox') });
  admin = await t.loginAs();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function contractor(name: string, email?: string | null): Promise<number> {
  const { id } = await t.db.insertInto('contractors').values({ name }).returning('id').executeTakeFirstOrThrow();
  if (email !== undefined) {
    const contact = await t.db
      .insertInto('contractor_contacts')
      .values({ contractor_id: id, name: 'Бухгалтерия', email, is_doc_contact: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('contractors').set({ doc_contractor_contact_id: contact.id }).where('id', '=', id).execute();
  }
  return id;
}

let seq = 0;
async function account(contractorId: number, values: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const row = await t.db
    .insertInto('accounts')
    .values({ contractor_id: contractorId, number: `СП-${seq}`, date: '2026-11-02', amount: '12345.50', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function act(contractorId: number, accountIds: number[]): Promise<number> {
  seq += 1;
  const row = await t.db
    .insertInto('acts')
    .values({ contractor_id: contractorId, number: `А-${seq}`, date: '2026-11-20', amount: '500.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const a of accountIds)
    await t.db.insertInto('act_operations').values({ act_id: row.id, account_id: a }).execute();
  return row.id;
}

const accountRow = (id: number) =>
  t.db
    .selectFrom('accounts')
    .select(['pdf_sent_counter', 'send_pdf', 'send_act_pdf'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const deliveries = (id: number) =>
  t.db.selectFrom('document_deliveries').selectAll().where('account_id', '=', id).orderBy('id').execute();
const lettersFor = (number: string) =>
  smtp.received.filter((l) => readLetter(l.raw).headers.subject?.includes(`№ ${number} `));

describe('POST /api/accounts/{id}/send_pdf', () => {
  it('mails the account PDF to the document contact, counts it and records the delivery', async () => {
    const c = await contractor('ООО «Ромашка»', DOC);
    const id = await account(c, { number: 'СП-777' });
    const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, { order_ids: '' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.record).toMatchObject({ id, pdf_sent_counter: 1, send_pdf: true, send_act_pdf: false });
    expect(body.delivery).toMatchObject({
      account_id: id,
      act_id: null,
      to_address: DOC,
      result: 'ok',
      check_copy: false,
    });
    const [letter] = lettersFor('СП-777');
    expect(letter.to).toEqual([DOC]);
    const pdfs = pdfAttachments(letter.raw);
    expect(pdfs.map((p) => p.filename)).toEqual(['Счёт СП-777.pdf']);
    const text = (await pdfText(pdfs[0].content)).join('\n');
    expect(text).toContain('СП-777');
    expect(text).toContain('ООО «Ромашка»');
    expect(await deliveries(id)).toMatchObject([{ to_address: DOC, result: 'ok', error: null }]);
  });

  it('sends the act with the account when asked, and counts the act too', async () => {
    const c = await contractor('ООО «Акт»', DOC);
    const id = await account(c, { number: 'СП-A1' });
    const actId = await act(c, [id]);
    const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, { send_act: true, send_account: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record).toMatchObject({ pdf_sent_counter: 0, send_pdf: false, send_act_pdf: true });
    expect(res.json().delivery).toMatchObject({ act_id: actId, result: 'ok' });
    const actRow = await t.db
      .selectFrom('acts')
      .select(['number', 'pdf_sent_counter'])
      .where('id', '=', actId)
      .executeTakeFirstOrThrow();
    expect(actRow.pdf_sent_counter).toBe(1);
    const letter = smtp.received.at(-1)!;
    const pdfs = pdfAttachments(letter.raw);
    expect(pdfs.map((p) => p.filename)).toEqual([`Акт ${actRow.number}.pdf`]);
    expect((await pdfText(pdfs[0].content)).join('\n')).toContain(`Акт № ${actRow.number}`);
  });

  it('dont_send_to_client sends a copy to the user only: recorded, counters untouched', async () => {
    const c = await contractor('ООО «Копия»', DOC);
    const id = await account(c, { number: 'СП-COPY' });
    const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, { dont_send_to_client: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toMatchObject({ to_address: 'admin@test.local', check_copy: true, result: 'ok' });
    expect(await accountRow(id)).toEqual({ pdf_sent_counter: 0, send_pdf: false, send_act_pdf: false });
    expect(lettersFor('СП-COPY').map((l) => l.to)).toEqual([['admin@test.local']]);
  });

  it('a refused address answers 422 with the address and keeps the failed delivery', async () => {
    const c = await contractor('ООО «Закрыто»', BAD);
    const id = await account(c);
    const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages[0]).toMatch(new RegExp(`^Не удалось отправить PDF на ${BAD}: .*550`));
    expect(await deliveries(id)).toMatchObject([
      { to_address: BAD, result: 'error', error: expect.stringContaining('550') },
    ]);
    expect(await accountRow(id)).toMatchObject({ pdf_sent_counter: 0, send_pdf: false });
  });

  it('refuses without a document contact e-mail, a missing act, nothing to send, bad ids', async () => {
    const noContact = await account(await contractor('ООО «Без контакта»'));
    const noEmail = await account(await contractor('ООО «Без почты»', null));
    const blank = await account(await contractor('ООО «Пустая почта»', '  '));
    for (const id of [noContact, noEmail, blank]) {
      const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, {});
      expect(res.statusCode).toBe(422);
      expect(res.json().full_messages).toEqual([texts.documentContactMissing]);
    }
    const id = await account(await contractor('ООО «Проверка»', DOC));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ send_act: true }, 'send_act', texts.pdfNoAct],
      [{ send_account: false }, 'send_account', texts.pdfNothingToSend],
      [{ order_ids: '1,x' }, 'order_ids', texts.badIdList],
      [{ act_id: 999999, send_act: true }, 'act_id', texts.pdfActNotOfAccount],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    }
    expect(await deliveries(id)).toEqual([]);
  });

  it('404 for an unknown account, 403 without the right to update accounts', async () => {
    const res = await t.api('POST', '/api/accounts/999999/send_pdf', admin, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Запись №999999 не найдена (Счета)');
    expect((await t.api('POST', '/api/accounts/abc/send_pdf', admin, {})).statusCode).toBe(404);
    const id = await account(await contractor('ООО «Права»', DOC));
    const manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
    const refused = await t.api('POST', `/api/accounts/${id}/send_pdf`, manager, {});
    expect(refused.statusCode).toBe(403);
    const accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
    expect((await t.api('POST', `/api/accounts/${id}/send_pdf`, accountant, {})).statusCode).toBe(200);
    expect(await deliveries(id)).toHaveLength(1);
  });

  it('without SMTP_URL the letter lands in the outbox as an .eml file with the PDF', async () => {
    const id = await account(await contractor('ООО «Outbox»', DOC), { number: 'СП-EML' });
    const outbox = join(t.filesDir, 'outbox');
    mail.mode = 'outbox';
    try {
      const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, {});
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      mail.mode = 'smtp';
    }
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    const eml = files.map((f) => readFileSync(join(outbox, f), 'utf8')).find((raw) => raw.includes(DOC))!;
    const [pdf] = pdfAttachments(eml);
    expect(pdf.filename).toBe('Счёт СП-EML.pdf');
    expect((await pdfText(pdf.content)).join('\n')).toContain('СП-EML');
    expect(lettersFor('СП-EML')).toEqual([]);
  });
});

describe('GET /api/accounts/{id}/deliveries', () => {
  it('lists to whom, when and the result, newest first', async () => {
    const id = await account(await contractor('ООО «История»', DOC));
    await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, {});
    await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, { dont_send_to_client: true });
    const res = await t.api('GET', `/api/accounts/${id}/deliveries`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([
      { to_address: 'admin@test.local', check_copy: true, result: 'ok' },
      { to_address: DOC, check_copy: false, result: 'ok', sent_at: expect.any(String) },
    ]);
    expect((await t.api('GET', '/api/accounts/999999/deliveries', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/accounts/mass_send_pdf', () => {
  const jobView = async (id: number) => (await t.api('GET', `/api/jobs/${id}`, admin)).json();

  it('refuses a bad selection with the spec messages keyed by account, and queues nothing', async () => {
    const a = await contractor('ООО «Первый»', DOC);
    const b = await contractor('ООО «Второй»', DOC);
    const good = await account(a);
    const noNumber = await account(a, { number: null });
    const other = await account(b);
    const jobsBefore = await t.db
      .selectFrom('jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.api('POST', '/api/accounts/mass_send_pdf', admin, { account_ids: [good, noNumber, other] });
    expect(res.statusCode).toBe(422);
    // Spec 02 §8: 'Нельзя выбрать этот счет: отсутствует дата или номер', 'Контрагенты не совпадают. Нельзя выбрать этот счет'.
    expect(res.json().errors).toEqual({
      [`account_ids.${noNumber}`]: ['Нельзя выбрать этот счет: отсутствует дата или номер'],
      [`account_ids.${other}`]: ['Контрагенты не совпадают. Нельзя выбрать этот счет'],
    });
    const jobsAfter = await t.db
      .selectFrom('jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(jobsAfter.n).toBe(jobsBefore.n);
  });

  it('refuses an empty selection, an act of an unselected account, a missing contact, 404 and 403', async () => {
    const c = await contractor('ООО «Массовый»', DOC);
    const id = await account(c);
    const post = (payload: unknown, as = admin) => t.api('POST', '/api/accounts/mass_send_pdf', as, payload);
    expect((await post({ account_ids: '' })).json().errors).toEqual({ account_ids: [texts.pdfNoAccounts] });
    expect((await post({ account_ids: `${id}`, act_account_ids: '999' })).json().errors).toEqual({
      act_account_ids: [texts.pdfActAccountNotSelected],
    });
    const lonely = await account(await contractor('ООО «Никого»'));
    const missing = await post({ account_ids: [lonely] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().full_messages).toEqual([texts.documentContactMissing]);
    const unknown = await post({ account_ids: [id, 999999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Запись №999999 не найдена (Счета)');
    const manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
    expect((await post({ account_ids: [id] }, manager)).statusCode).toBe(403);
  });

  it('sends three accounts in one job, goes on past a refused letter and reports it', async () => {
    const c = await contractor('ООО «Три счёта»', DOC);
    const ids = [
      await account(c, { number: 'M-1' }),
      await account(c, { number: 'M-2' }),
      await account(c, { number: 'M-3' }),
    ];
    const actId = await act(c, [ids[0]]);
    const res = await t.api('POST', '/api/accounts/mass_send_pdf', admin, {
      account_ids: ids.join(','),
      act_account_ids: String(ids[0]),
      dont_send_to_client: false,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { job_id } = res.json();
    // The mail server refuses the second letter for the document contact (a full mailbox, say).
    rcptSeen = 0;
    refuseNth = 2;
    try {
      await t.app.jobs.drain();
    } finally {
      refuseNth = 0;
    }
    const view = await jobView(job_id);
    expect(view).toMatchObject({ done: true, failed: false, progress: { done: 3, total: 3 } });
    expect(view.result.notice).toEqual({ type: 'warning', text: 'PDF отправлены с ошибками: доставлено 2 из 3' });
    expect(view.result.rows).toMatchObject([
      {
        account_id: ids[0],
        account_number: 'M-1',
        contractor: 'ООО «Три счёта»',
        address: DOC,
        act_id: actId,
        result: 'ok',
        error: null,
      },
      {
        account_id: ids[1],
        account_number: 'M-2',
        contractor: 'ООО «Три счёта»',
        address: DOC,
        result: 'error',
        error: expect.stringContaining('550'),
      },
      { account_id: ids[2], account_number: 'M-3', address: DOC, result: 'ok', error: null },
    ]);
    expect(await Promise.all(ids.map(accountRow))).toEqual([
      { pdf_sent_counter: 1, send_pdf: true, send_act_pdf: true },
      { pdf_sent_counter: 0, send_pdf: false, send_act_pdf: false },
      { pdf_sent_counter: 1, send_pdf: true, send_act_pdf: false },
    ]);
    const actRow = await t.db
      .selectFrom('acts')
      .select('pdf_sent_counter')
      .where('id', '=', actId)
      .executeTakeFirstOrThrow();
    expect(actRow.pdf_sent_counter).toBe(1);
    expect(lettersFor('M-1').map((l) => pdfAttachments(l.raw).length)).toEqual([2]);
    expect(lettersFor('M-2')).toEqual([]);
    expect(lettersFor('M-3')).toHaveLength(1);
    expect((await deliveries(ids[1]))[0]).toMatchObject({ job_id, result: 'error' });
  });

  it('a job retried after a crash sends nobody a second copy', async () => {
    const c = await contractor('ООО «Сбой»', DOC);
    const ids = [
      await account(c, { number: 'R-1' }),
      await account(c, { number: 'R-2' }),
      await account(c, { number: 'R-3' }),
    ];
    const { job_id } = (await t.api('POST', '/api/accounts/mass_send_pdf', admin, { account_ids: ids })).json();
    // The first attempt: R-1 goes and is recorded; R-2 reaches the mail server, then the process
    // dies before recording it (the most dangerous moment); R-3 is never started.
    let sends = 0;
    const realSmtp = mail.smtp!;
    mail.smtp = {
      send: async (m) => {
        sends++;
        await realSmtp.send(m);
        if (sends === 2) mail.mode = 'crash_after_send';
      },
    };
    void t.app.jobs.runOnce();
    await expect.poll(() => lettersFor('R-2').length, { timeout: 10_000 }).toBe(1);
    mail.mode = 'smtp';
    mail.smtp = realSmtp;
    expect(lettersFor('R-3')).toEqual([]);
    // The lease runs out, as it would for a dead worker: the job is taken again.
    await t.db
      .updateTable('jobs')
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where('id', '=', job_id)
      .execute();
    expect(await t.app.jobs.drain()).toBe(1);
    for (const n of ['R-1', 'R-2', 'R-3']) expect(lettersFor(n), n).toHaveLength(1);
    const view = await jobView(job_id);
    expect(view.result.rows).toMatchObject([
      { account_id: ids[0], result: 'ok' },
      { account_id: ids[1], result: 'error', error: texts.pdfDeliveryUnknown },
      { account_id: ids[2], result: 'ok' },
    ]);
    expect((await Promise.all(ids.map(accountRow))).map((r) => r.pdf_sent_counter)).toEqual([1, 0, 1]);
  });

  it('dont_send_to_client sends the whole selection to the user and reports success', async () => {
    const c = await contractor('ООО «Себе»', DOC);
    const ids = [await account(c, { number: 'S-1' }), await account(c, { number: 'S-2' })];
    const { job_id } = (
      await t.api('POST', '/api/accounts/mass_send_pdf', admin, { account_ids: ids, dont_send_to_client: '1' })
    ).json();
    await t.app.jobs.drain();
    expect((await jobView(job_id)).result.notice).toEqual({ type: 'success', text: 'PDF отправлены: 2 из 2' });
    expect([...lettersFor('S-1'), ...lettersFor('S-2')].map((l) => l.to)).toEqual([
      ['admin@test.local'],
      ['admin@test.local'],
    ]);
    expect((await Promise.all(ids.map(accountRow))).map((r) => r.pdf_sent_counter)).toEqual([0, 0]);
  });
});
