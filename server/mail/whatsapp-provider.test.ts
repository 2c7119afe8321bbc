import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsAppGateway, type WhatsAppGateway } from '../../tests/api/whatsapp-gateway.ts';
import { createWhatsAppProvider, WhatsAppRefused } from './whatsapp-provider.ts';

// Issue 14 item 4: 'by e-mail and/or WhatsApp (a provider interface with an HTTP provider configured
// by environment, and an outbox by default)'.

let gateway: WhatsAppGateway;
const outbox = mkdtempSync(join(tmpdir(), 'crm-wa-'));

beforeAll(async () => {
  gateway = await startWhatsAppGateway((phone) => (phone.endsWith('00') ? 400 : phone.endsWith('99') ? 503 : 200));
});
afterAll(async () => {
  await gateway.close();
  rmSync(outbox, { recursive: true, force: true });
});

describe('the HTTP provider (WHATSAPP_API_URL, WHATSAPP_TOKEN)', () => {
  const provider = () => createWhatsAppProvider({ apiUrl: gateway.url, token: 'tok-123', outboxDir: outbox });

  it('POSTs JSON {phone, text, file_url} with the token as a bearer', async () => {
    await provider().send({ phone: '79261445956', text: 'Новые тарифы', fileUrl: 'https://crm.example.ru/f/1' });
    await provider().send({ phone: '79261445957', text: 'Без файла' });
    expect(gateway.received).toEqual([
      {
        authorization: 'Bearer tok-123',
        body: { phone: '79261445956', text: 'Новые тарифы', file_url: 'https://crm.example.ru/f/1' },
      },
      { authorization: 'Bearer tok-123', body: { phone: '79261445957', text: 'Без файла' } },
    ]);
  });

  it('a 4xx is this number refused; a 5xx is the gateway down (the job retries)', async () => {
    const refused = await provider()
      .send({ phone: '79261445900', text: 'x' })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(WhatsAppRefused);
    expect(refused.message).toMatch(/^WhatsApp-шлюз ответил 400: .*not on WhatsApp/);
    const down = await provider()
      .send({ phone: '79261445999', text: 'x' })
      .catch((e) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(WhatsAppRefused);
  });
});

describe('the outbox (default, no WHATSAPP_API_URL)', () => {
  it('writes each message as a JSON file and sends nothing', async () => {
    const before = gateway.received.length;
    await createWhatsAppProvider({ outboxDir: outbox }).send({ phone: '79261445956', text: 'Привет' });
    const files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(outbox, files[0]), 'utf8'))).toEqual({
      phone: '79261445956',
      text: 'Привет',
      file_url: null,
    });
    expect(gateway.received).toHaveLength(before);
  });
});
