import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { NOTIFY_CHANNEL, parseEvent } from '../../server/realtime/publish.ts';
import { DOC, type SendingApp, startSendingApp } from './account-send-setup.ts';
import { pdfAttachments } from './mime-attachments.ts';

// Issue 12 item 5: 'POST /api/accounts/{id}/send_pdf … and POST /api/accounts/mass_send_pdf … mail
// the PDFs to the contractor's document contact through nodemailer (SMTP_URL; without it, .eml files
// in DATA_DIR/outbox), increment pdf_sent_counter and record every delivery (to whom, when, result).
// Mass sending runs as a background job …; one failed address does not stop the rest and is
// reported; a retried job sends nobody a second copy.'

let s: SendingApp;
let t: SendingApp['t'];
let admin: SendingApp['admin'];
beforeAll(async () => {
  s = await startSendingApp();
  ({ t, admin } = s);
});
afterAll(async () => s?.close());

describe('POST /api/accounts/mass_send_pdf', () => {
  const jobView = async (id: number) => (await t.api('GET', `/api/jobs/${id}`, admin)).json();

  it('refuses a bad selection with the spec messages keyed by account, and queues nothing', async () => {
    const a = await s.contractor('ООО «Первый»', DOC);
    const b = await s.contractor('ООО «Второй»', DOC);
    const good = await s.account(a);
    const noNumber = await s.account(a, { number: null });
    const other = await s.account(b);
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
    const c = await s.contractor('ООО «Массовый»', DOC);
    const id = await s.account(c);
    const post = (payload: unknown, as = admin) => t.api('POST', '/api/accounts/mass_send_pdf', as, payload);
    expect((await post({ account_ids: '' })).json().errors).toEqual({ account_ids: [texts.pdfNoAccounts] });
    expect((await post({ account_ids: `${id}`, act_account_ids: '999' })).json().errors).toEqual({
      act_account_ids: [texts.pdfActAccountNotSelected],
    });
    const lonely = await s.account(await s.contractor('ООО «Никого»'));
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
    const c = await s.contractor('ООО «Три счёта»', DOC);
    const ids = [
      await s.account(c, { number: 'M-1' }),
      await s.account(c, { number: 'M-2' }),
      await s.account(c, { number: 'M-3' }),
    ];
    const actId = await s.act(c, [ids[0]]);
    const res = await t.api('POST', '/api/accounts/mass_send_pdf', admin, {
      account_ids: ids.join(','),
      act_account_ids: String(ids[0]),
      dont_send_to_client: false,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { job_id } = res.json();
    const { id: adminId } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@test.local')
      .executeTakeFirstOrThrow();
    const events: { channel: string; data: any }[] = [];
    const unlisten = await t.database.listen(NOTIFY_CHANNEL, (payload) => {
      const event = parseEvent(payload) as { channel: string; data: any } | null;
      if (event?.channel === `/notification/${adminId}` && event.data?.job_id === job_id) events.push(event);
    });
    // The mail server refuses the second letter for the document contact (a full mailbox, say).
    s.refuseNth(2);
    try {
      await t.app.jobs.drain();
      // Issue 12: 'Mass sending runs as a background job with progress on the user's notification channel'.
      await expect
        .poll(() => events.map((e) => [e.data.type, e.data.done]))
        .toEqual([
          ['job_progress', 1],
          ['job_progress', 2],
          ['job_progress', 3],
          ['job_done', undefined],
        ]);
    } finally {
      s.refuseNth(0);
      await unlisten();
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
    expect(await Promise.all(ids.map(s.accountRow))).toEqual([
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
    expect(s.lettersFor('M-1').map((l) => pdfAttachments(l.raw).length)).toEqual([2]);
    expect(s.lettersFor('M-2')).toEqual([]);
    expect(s.lettersFor('M-3')).toHaveLength(1);
    expect((await s.deliveries(ids[1]))[0]).toMatchObject({ job_id, result: 'error' });
  });

  it('a job retried after a crash sends nobody a second copy', async () => {
    const c = await s.contractor('ООО «Сбой»', DOC);
    const ids = [
      await s.account(c, { number: 'R-1' }),
      await s.account(c, { number: 'R-2' }),
      await s.account(c, { number: 'R-3' }),
    ];
    const { job_id } = (await t.api('POST', '/api/accounts/mass_send_pdf', admin, { account_ids: ids })).json();
    // The first attempt: R-1 goes and is recorded; R-2 reaches the mail server, then the process
    // dies before recording it (the most dangerous moment); R-3 is never started.
    let sends = 0;
    let died!: () => void;
    const dead = new Promise<void>((resolve) => {
      died = resolve;
    });
    const realSmtp = s.mail.smtp;
    s.mail.smtp = {
      send: async (m) => {
        sends++;
        await realSmtp.send(m);
        if (sends === 2) {
          died();
          await new Promise(() => undefined);
        }
      },
    };
    void t.app.jobs.runOnce();
    await dead;
    s.mail.smtp = realSmtp;
    expect(s.lettersFor('R-2')).toHaveLength(1);
    expect(s.lettersFor('R-3')).toEqual([]);
    // The lease runs out, as it would for a dead worker: the job is taken again.
    await t.db
      .updateTable('jobs')
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where('id', '=', job_id)
      .execute();
    expect(await t.app.jobs.drain()).toBe(1);
    for (const n of ['R-1', 'R-2', 'R-3']) expect(s.lettersFor(n), n).toHaveLength(1);
    const view = await jobView(job_id);
    expect(view.result.rows).toMatchObject([
      { account_id: ids[0], result: 'ok' },
      { account_id: ids[1], result: 'error', error: texts.pdfDeliveryUnknown },
      { account_id: ids[2], result: 'ok' },
    ]);
    expect((await Promise.all(ids.map(s.accountRow))).map((r) => r.pdf_sent_counter)).toEqual([1, 0, 1]);
  });

  it('dont_send_to_client sends the whole selection to the user and reports success', async () => {
    const c = await s.contractor('ООО «Себе»', DOC);
    const ids = [await s.account(c, { number: 'S-1' }), await s.account(c, { number: 'S-2' })];
    const { job_id } = (
      await t.api('POST', '/api/accounts/mass_send_pdf', admin, { account_ids: ids, dont_send_to_client: '1' })
    ).json();
    await t.app.jobs.drain();
    expect((await jobView(job_id)).result.notice).toEqual({ type: 'success', text: 'PDF отправлены: 2 из 2' });
    expect([...s.lettersFor('S-1'), ...s.lettersFor('S-2')].map((l) => l.to)).toEqual([
      ['admin@test.local'],
      ['admin@test.local'],
    ]);
    expect((await Promise.all(ids.map(s.accountRow))).map((r) => r.pdf_sent_counter)).toEqual([0, 0]);
  });
});
