import { formatDate } from '../../core/format.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { BAD, DOC, type SendingApp, startSendingApp } from './account-send-setup.ts';
import { pdfAttachments } from './mime-attachments.ts';
import { pdfText } from './pdf-text.ts';

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

describe('POST /api/accounts/{id}/send_pdf', () => {
  it('mails the account PDF to the document contact, counts it and records the delivery', async () => {
    const c = await s.contractor('ООО «Ромашка»', DOC);
    const id = await s.account(c, { number: 'СП-777' });
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
    const [letter] = s.lettersFor('СП-777');
    expect(letter.to).toEqual([DOC]);
    const pdfs = pdfAttachments(letter.raw);
    expect(pdfs.map((p) => p.filename)).toEqual(['Счёт №СП-777 от 02.11.2026.pdf']);
    const text = (await pdfText(pdfs[0].content)).join('\n');
    expect(text).toContain('СП-777');
    expect(text).toContain('ООО «Ромашка»');
    expect(await s.deliveries(id)).toMatchObject([{ to_address: DOC, result: 'ok', error: null }]);
  });

  it('sends the act with the account when asked, and counts the act too', async () => {
    const c = await s.contractor('ООО «Акт»', DOC);
    const id = await s.account(c, { number: 'СП-A1' });
    const actId = await s.act(c, [id]);
    const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, { send_act: true, send_account: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record).toMatchObject({ pdf_sent_counter: 0, send_pdf: false, send_act_pdf: true });
    expect(res.json().delivery).toMatchObject({ act_id: actId, result: 'ok' });
    const actRow = await t.db
      .selectFrom('acts')
      .select(['number', 'date', 'pdf_sent_counter'])
      .where('id', '=', actId)
      .executeTakeFirstOrThrow();
    expect(actRow.pdf_sent_counter).toBe(1);
    const letter = s.smtp.received.at(-1)!;
    const pdfs = pdfAttachments(letter.raw);
    expect(pdfs.map((p) => p.filename)).toEqual([`Акт №${actRow.number} от ${formatDate(actRow.date!)}.pdf`]);
    expect((await pdfText(pdfs[0].content)).join('\n')).toContain(
      `Акт выполненных работ (оказанных услуг) №${actRow.number}`,
    );
  });

  it('dont_send_to_client sends a copy to the user only: recorded, counters untouched', async () => {
    const c = await s.contractor('ООО «Копия»', DOC);
    const id = await s.account(c, { number: 'СП-COPY' });
    const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, { dont_send_to_client: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toMatchObject({ to_address: 'admin@test.local', check_copy: true, result: 'ok' });
    expect(await s.accountRow(id)).toEqual({ pdf_sent_counter: 0, send_pdf: false, send_act_pdf: false });
    expect(s.lettersFor('СП-COPY').map((l) => l.to)).toEqual([['admin@test.local']]);
  });

  it('a refused address answers 422 with the address and keeps the failed delivery', async () => {
    const c = await s.contractor('ООО «Закрыто»', BAD);
    const id = await s.account(c);
    const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().full_messages[0]).toMatch(new RegExp(`^Не удалось отправить PDF на ${BAD}: .*550`));
    expect(await s.deliveries(id)).toMatchObject([
      { to_address: BAD, result: 'error', error: expect.stringContaining('550') },
    ]);
    expect(await s.accountRow(id)).toMatchObject({ pdf_sent_counter: 0, send_pdf: false });
  });

  it('refuses without a document contact e-mail, a missing act, nothing to send, bad ids', async () => {
    const noContact = await s.account(await s.contractor('ООО «Без контакта»'));
    const noEmail = await s.account(await s.contractor('ООО «Без почты»', null));
    const blank = await s.account(await s.contractor('ООО «Пустая почта»', '  '));
    for (const id of [noContact, noEmail, blank]) {
      const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, {});
      expect(res.statusCode).toBe(422);
      expect(res.json().full_messages).toEqual([texts.documentContactMissing]);
    }
    const id = await s.account(await s.contractor('ООО «Проверка»', DOC));
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
    expect(await s.deliveries(id)).toEqual([]);
    // Spec 02 §5 'Selecting an account for sending needs a date and a number', for one account too.
    for (const values of [{ number: null }, { number: ' ' }, { date: null }]) {
      const bare = await s.account(await s.contractor('ООО «Без номера»', DOC), values);
      const res = await t.api('POST', `/api/accounts/${bare}/send_pdf`, admin, {});
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.json().errors).toEqual({ base: ['Нельзя выбрать этот счет: отсутствует дата или номер'] });
    }
  });

  it('404 for an unknown account, 403 without the right to update accounts', async () => {
    const res = await t.api('POST', '/api/accounts/999999/send_pdf', admin, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Запись №999999 не найдена (Счета)');
    expect((await t.api('POST', '/api/accounts/abc/send_pdf', admin, {})).statusCode).toBe(404);
    const id = await s.account(await s.contractor('ООО «Права»', DOC));
    const manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
    const refused = await t.api('POST', `/api/accounts/${id}/send_pdf`, manager, {});
    expect(refused.statusCode).toBe(403);
    const accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
    expect((await t.api('POST', `/api/accounts/${id}/send_pdf`, accountant, {})).statusCode).toBe(200);
    expect(await s.deliveries(id)).toHaveLength(1);
  });

  it('without SMTP_URL the letter lands in the outbox as an .eml file with the PDF', async () => {
    const id = await s.account(await s.contractor('ООО «Outbox»', DOC), { number: 'СП-EML' });
    const outbox = join(t.filesDir, 'outbox');
    s.mail.mode = 'outbox';
    try {
      const res = await t.api('POST', `/api/accounts/${id}/send_pdf`, admin, {});
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      s.mail.mode = 'smtp';
    }
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    const eml = files.map((f) => readFileSync(join(outbox, f), 'utf8')).find((raw) => raw.includes(DOC))!;
    const [pdf] = pdfAttachments(eml);
    expect(pdf.filename).toBe('Счёт №СП-EML от 02.11.2026.pdf');
    expect((await pdfText(pdf.content)).join('\n')).toContain('СП-EML');
    expect(s.lettersFor('СП-EML')).toEqual([]);
  });
});

describe('GET /api/accounts/{id}/deliveries', () => {
  it('lists to whom, when and the result, newest first', async () => {
    const id = await s.account(await s.contractor('ООО «История»', DOC));
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
