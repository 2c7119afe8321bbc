import { describe, expect, it } from 'vitest';
import { letterRefusedText, unreachableText } from './unreachable-text.ts';

// Issue 23 item 7: 'after a reload, the raw «Ошибка: connect ECONNREFUSED 127.0.0.1:9» instead of a
// Russian explanation'.
describe('why the mail server or the gateway was not reached, in Russian', () => {
  it('explains nodemailer’s refused connection with the address and the setting to check', () => {
    const e = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ESOCKET' });
    expect(unreachableText('email', e)).toBe(
      'Почтовый сервер недоступен (127.0.0.1:9): соединение отклонено: по этому адресу сервер не принимает письма [ECONNREFUSED]. Письма не отправлены; проверьте настройку SMTP_URL у администратора.',
    );
  });

  it('names a timeout and an unknown host', () => {
    expect(
      unreachableText('email', Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' })),
    ).toContain('сервер не ответил вовремя [ETIMEDOUT]');
    const dns = Object.assign(new Error('getaddrinfo ENOTFOUND smtp.example.ru'), { code: 'EDNS' });
    expect(unreachableText('email', dns)).toContain('(smtp.example.ru): имя сервера не найдено [ENOTFOUND]');
  });

  it('speaks of the WhatsApp gateway for that channel, a fetch failure included', () => {
    const e = new TypeError('fetch failed', {
      cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED', address: '10.0.0.5', port: 8080 }),
    });
    const text = unreachableText('whatsapp', e);
    expect(text).toMatch(/^Шлюз WhatsApp недоступен \(10\.0\.0\.5:8080\): соединение отклонено/);
    expect(text).toContain('WHATSAPP_API_URL');
    expect(text).not.toMatch(/fetch failed/);
  });
});

// Issue 24 item 4 / 7: 'one readable Russian line per account', 'every message Russian'.
describe('why a letter was refused, in Russian', () => {
  it('names a refused recipient and keeps the server’s answer', () => {
    const e = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 No such user here"), {
      code: 'EENVELOPE',
      response: '550 No such user here',
      responseCode: 550,
    });
    expect(letterRefusedText(e)).toBe(
      'Почтовый сервер не принял письмо: адрес получателя отклонён (550 No such user here)',
    );
  });

  it('explains an unreachable server as such, and any other failure with its cause', () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ESOCKET' });
    expect(letterRefusedText(down)).toMatch(/^Почтовый сервер недоступен \(127\.0\.0\.1:9\)/);
    expect(letterRefusedText(new Error('PDF не собран'))).toBe('Письмо не отправлено: PDF не собран');
  });
});
