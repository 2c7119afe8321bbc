import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../core/texts.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { readLetter } from './mime-text.ts';
import { orderWithWorkers } from './order-extras-fixture.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 01 §7 'POST /api/orders/{id}/send_individuals_data_to_contractor' and §8 'Send workers' data
// to client: success Данные отправлены; failure Ошибка при отправке данных клиенту', through a real
// SMTP server on 127.0.0.1 (DESIGN.md §2: 'smtp-server on loopback in tests').

interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
let refuseNext = false;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      if (refuseNext) {
        const error = Object.assign(new Error('Mailbox full'), { responseCode: 552 });
        return callback(error);
      }
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
let admin: Credentials;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await startTestApp({
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'CRM <crm@test.local>',
    }),
  });
  admin = await t.loginAs();
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const send = (id: number) => t.api('POST', `/api/orders/${id}/send_individuals_data_to_contractor`, admin, {});
const counterOf = async (id: number) =>
  (await t.db.selectFrom('orders').select('brigade_data_sent_counter').where('id', '=', id).executeTakeFirstOrThrow())
    .brigade_data_sent_counter;

describe("sending the workers' data to the contractor", () => {
  it("mails the contact the workers' names and the fields the order's flags ask for, and counts it", async () => {
    const { id } = await orderWithWorkers(t, admin, {
      order: { send_additional_phone: true, send_additional_passport: true },
    });
    received.length = 0;
    const res = await send(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Данные отправлены', brigade_data_sent_counter: 1 });
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['sklad@client.example']);
    const letter = readLetter(received[0].raw);
    expect(letter.headers.subject).toBe(`Данные работников на заказ №${id} от 25.12.2026`);
    expect(letter.text).toContain(`Данные работников на заказ №${id} (25.12.2026 09:00, Складская ул., 7):`);
    expect(letter.text).toContain(
      '1. Грузчиков Иван Петрович\n   Телефон: +7 926 144-59-56\n   Паспорт: 4510 123456, выдан ОВД Тверского района',
    );
    expect(letter.text).toContain('2. Носильщиков Пётр Ильич\n   Телефон: +7 903 555-00-11\n   Паспорт: —');
    // The flags that are off keep that personal data out of the letter.
    expect(letter.text).not.toContain('Дата рождения');
    expect(letter.text).not.toContain('Лесная');
    expect(await counterOf(id)).toBe(1);

    expect((await send(id)).json().brigade_data_sent_counter).toBe(2);
    const history = (await t.api('GET', `/api/orders/${id}/changes_history`, admin)).json().items;
    expect(history[0].changes_data[0]).toMatchObject({ field: 'brigade_data_sent_counter', from: '1', to: '2' });
  });

  it('sends birth date and registration only when those flags are on', async () => {
    const { id } = await orderWithWorkers(t, admin, {
      order: { send_additional_birth_date: true, send_additional_registration: true },
    });
    received.length = 0;
    expect((await send(id)).statusCode).toBe(200);
    const { text } = readLetter(received[0].raw);
    expect(text).toContain('   Дата рождения: 12.04.1990\n   Регистрация: г. Москва, ул. Лесная, д. 5');
    expect(text).not.toContain('Телефон');
    expect(text).not.toContain('Паспорт');
  });

  it("answers 'Ошибка при отправке данных клиенту' and keeps the counter when the mail server refuses", async () => {
    const { id } = await orderWithWorkers(t, admin);
    expect((await send(id)).statusCode).toBe(200);
    refuseNext = true;
    try {
      const res = await send(id);
      expect(res.statusCode).toBe(422);
      expect(res.json().full_messages).toEqual([texts.individualsDataSendFailed]);
      expect(res.json().full_messages).toEqual(['Ошибка при отправке данных клиенту']);
    } finally {
      refuseNext = false;
    }
    expect(await counterOf(id)).toBe(1);
  });

  it('refuses an order whose contact has no e-mail, or with nobody assigned, before mailing anything', async () => {
    const noEmail = await orderWithWorkers(t, admin, { email: null });
    received.length = 0;
    const res = await send(noEmail.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.contact_id).toEqual(['У контактного лица клиента не указан e-mail']);
    const { id } = await orderWithWorkers(t, admin);
    await t.db.updateTable('order_individuals').set({ individual_id: null }).where('order_id', '=', id).execute();
    expect((await send(id)).json().errors.order_individuals).toEqual(['В заказе нет назначенных работников']);
    expect(received).toHaveLength(0);
    expect(await counterOf(noEmail.id)).toBe(0);
  });

  it('shows the letter before sending: recipient, subject and the same text', async () => {
    const { id } = await orderWithWorkers(t, admin, { order: { send_additional_phone: true } });
    const preview = (await t.api('GET', `/api/orders/${id}/individuals_data_letter`, admin)).json();
    expect(preview.to).toBe('sklad@client.example');
    received.length = 0;
    await send(id);
    expect(readLetter(received[0].raw).text.trim()).toBe(preview.text.trim());
  });

  it('needs a signed-in user and a real order', async () => {
    expect((await t.api('POST', '/api/orders/1/send_individuals_data_to_contractor', null, {})).statusCode).toBe(401);
    expect((await send(999_999)).statusCode).toBe(404);
  });
});
