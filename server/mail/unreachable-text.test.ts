import { describe, expect, it } from 'vitest';
import { unreachableText } from './unreachable-text.ts';

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
