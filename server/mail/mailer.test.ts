import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the file outbox (no SMTP_URL)', () => {
  it('writes each letter as an .eml file with the Russian text intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crm-outbox-'));
    dirs.push(dir);
    const mailer = createMailer({ outboxDir: join(dir, 'outbox'), from: 'CRM <crm@test.local>' });
    await mailer.send({ to: 'client@example.ru', subject: 'Данные работников', text: 'Иванов Иван' });
    await mailer.send({ to: 'client@example.ru', subject: 'Второе', text: 'Пётр' });
    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const letter = readFileSync(join(dir, 'outbox', files.sort()[0]), 'utf8');
    expect(letter).toMatch(/^To: client@example\.ru/m);
    expect(letter).toMatch(/^From: CRM <crm@test\.local>/m);
    // Cyrillic is encoded (quoted-printable or base64), so decode the body before comparing.
    const body = letter.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    const decoded = body.includes('=D0')
      ? Buffer.from(
          body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8')
      : Buffer.from(body.trim(), 'base64').toString('utf8');
    expect(decoded).toContain('Иванов Иван');
  });
});
