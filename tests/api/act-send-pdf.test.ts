import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../core/format.ts';
import { BAD, DOC, type SendingApp, startSendingApp } from './account-send-setup.ts';
import { pdfAttachments } from './mime-attachments.ts';
import { pdfText } from './pdf-text.ts';

// Issue 24 item 3: 'An act cannot be sent from the act: /acts has no send action; the only way is an
// account's «Отправить PDF» with the act's internal id typed into «Акт № (id)»'. Deliver: '«Отправить
// акт» on /acts (palette and card, by the act's number), with the same delivery journal, idempotency
// and job progress as accounts.' Spec 02 §2 '/acts: List acts; create and edit …; send PDF'.
let s: SendingApp;
let t: SendingApp['t'];
let admin: SendingApp['admin'];
beforeAll(async () => {
  s = await startSendingApp();
  ({ t, admin } = s);
});
afterAll(async () => s?.close());

const actRow = (id: number) =>
  t.db.selectFrom('acts').select(['number', 'date', 'pdf_sent_counter']).where('id', '=', id).executeTakeFirstOrThrow();
const actDeliveries = (id: number) =>
  t.db.selectFrom('document_deliveries').selectAll().where('act_id', '=', id).orderBy('id').execute();

describe('POST /api/acts/{id}/send_pdf', () => {
  it('mails the act PDF alone to the document contact, counts it on the act and its accounts, and journals it', async () => {
    const c = await s.contractor('ООО «Акт сам по себе»', DOC);
    const accountId = await s.account(c, { number: 'СА-1' });
    const id = await s.act(c, [accountId]);
    const res = await t.api('POST', `/api/acts/${id}/send_pdf`, admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Акт отправлен',
      record: { id, pdf_sent_counter: 1 },
      delivery: { account_id: null, act_id: id, to_address: DOC, result: 'ok', check_copy: false },
    });
    const row = await actRow(id);
    const letter = s.smtp.received.at(-1)!;
    expect(letter.to).toEqual([DOC]);
    const pdfs = pdfAttachments(letter.raw);
    expect(pdfs.map((p) => p.filename)).toEqual([`Акт №${row.number} от ${formatDate(row.date!)}.pdf`]);
    expect((await pdfText(pdfs[0].content)).join('\n')).toContain(
      `Акт выполненных работ (оказанных услуг) №${row.number}`,
    );
    expect(await s.accountRow(accountId)).toEqual({ pdf_sent_counter: 0, send_pdf: false, send_act_pdf: true });
    expect(await actDeliveries(id)).toMatchObject([{ account_id: null, to_address: DOC, result: 'ok' }]);
  });

  it('a repeat with the same Idempotency-Key replays the answer and sends no second letter', async () => {
    const c = await s.contractor('ООО «Повтор акта»', DOC);
    const id = await s.act(c, []);
    const before = s.smtp.received.length;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/acts/${id}/send_pdf`,
        headers: { ...admin.headers, 'idempotency-key': `act-send-${id}` },
        payload: {},
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(s.smtp.received.length - before).toBe(1);
    expect((await actRow(id)).pdf_sent_counter).toBe(1);
  });

  it('refuses an act without a number, one that does not add up, and a contractor without a document e-mail: nothing sent', async () => {
    const c = await s.contractor('ООО «Не отправить»', DOC);
    const noNumber = await s.act(c, []);
    await t.db.updateTable('acts').set({ number: null }).where('id', '=', noNumber).execute();
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'final_revenue'])
      .where('final_revenue', '>', '0')
      .where('act_id', 'is', null)
      .executeTakeFirstOrThrow();
    const mismatch = await s.act(c, []);
    await t.db.updateTable('orders').set({ act_id: mismatch }).where('id', '=', order.id).execute();
    const noContact = await s.act(await s.contractor('ООО «Без почты»'), []);
    const before = s.smtp.received.length;
    const refused = async (id: number) => {
      const res = await t.api('POST', `/api/acts/${id}/send_pdf`, admin, {});
      expect(res.statusCode, res.body).toBe(422);
      return res.json().full_messages;
    };
    expect(await refused(noNumber)).toEqual(['Нельзя отправить акт: отсутствует дата или номер']);
    expect((await refused(mismatch))[0]).toMatch(/^Акт №А-\d+ не сходится: его заказы на .*, а сумма акта 500,00/);
    expect(await refused(noContact)).toEqual(['У контрагента нет контакта для документов с e-mail']);
    expect(s.smtp.received.length).toBe(before);
    for (const id of [noNumber, mismatch, noContact]) expect(await actDeliveries(id)).toEqual([]);
  });

  it('a letter the mail server refuses is a Russian 422 and stays in the journal as an error', async () => {
    const c = await s.contractor('ООО «Закрытый ящик»', BAD);
    const id = await s.act(c, []);
    const res = await t.api('POST', `/api/acts/${id}/send_pdf`, admin, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages[0]).toMatch(new RegExp(`^Не удалось отправить PDF на ${BAD}: `));
    expect(await actDeliveries(id)).toMatchObject([{ result: 'error', to_address: BAD }]);
    expect((await actRow(id)).pdf_sent_counter).toBe(0);
  });

  it('answers 404 for a missing act and 401 without a session', async () => {
    expect((await t.api('POST', '/api/acts/987654/send_pdf', admin, {})).statusCode).toBe(404);
    expect((await t.api('POST', '/api/acts/1/send_pdf', null, {})).statusCode).toBe(401);
  });
});

describe('POST /api/acts/mass_send_pdf and GET /api/acts/{id}/deliveries', () => {
  it('sends several acts in one job with progress, reports each act, and lists the act’s letters', async () => {
    const good = await s.act(await s.contractor('ООО «Первый акт»', DOC), []);
    const bad = await s.act(await s.contractor('ООО «Второй акт»', BAD), []);
    const res = await t.api('POST', '/api/acts/mass_send_pdf', admin, { act_ids: [good, bad] });
    expect(res.statusCode, res.body).toBe(202);
    const { job_id } = res.json();
    expect(await t.app.jobs.drain()).toBe(1);
    const job = (await t.api('GET', `/api/jobs/${job_id}`, admin)).json();
    expect(job).toMatchObject({ done: true, progress: { done: 2, total: 2 } });
    expect(job.result.notice).toEqual({ type: 'warning', text: 'Акты отправлены с ошибками: доставлено 1 из 2' });
    expect(job.result.rows).toMatchObject([
      { act_id: good, result: 'ok', address: DOC, error: null },
      { act_id: bad, result: 'error', address: BAD },
    ]);
    const list = await t.api('GET', `/api/acts/${good}/deliveries`, admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toMatchObject([
      { act_id: good, job_id, result: 'ok', account_number: null, user_name: expect.any(String) },
    ]);
  });

  it('refuses an unknown act before queueing anything', async () => {
    const res = await t.api('POST', '/api/acts/mass_send_pdf', admin, { act_ids: [987654] });
    expect(res.statusCode).toBe(404);
    expect((await t.api('POST', '/api/acts/mass_send_pdf', admin, { act_ids: [] })).statusCode).toBe(422);
  });
});
