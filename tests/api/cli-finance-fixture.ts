import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { crmInProcess } from './cli-in-process.ts';
import { cleanEnv, type Run, startCommand } from './cli-run.ts';
import type { TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

export interface SentCall {
  method: string;
  url: string;
  key: string | undefined;
  body: unknown;
}

export interface CliBench {
  url: string;
  work: string;
  /** The sending requests the CLI made (send_pdf, mass_send_pdf, its job), in order, as they reached the app. */
  sent: SentCall[];
  /** `crm` in this process (cli-in-process.ts), signed in. */
  crm(args: string[], options?: { controller?: AbortController }): Promise<Run>;
  /** The real executable, for a test that kills it. */
  start(args: string[]): ReturnType<typeof startCommand>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The real app behind a loopback HTTP server, signed in with `crm login` (run in this process). The sending calls are
 * recorded on their way in (what the CLI sent, with its Idempotency-Key) and answered by the app.
 */
export async function startCliBench(t: TestApp): Promise<CliBench> {
  const sent: SentCall[] = [];
  const server: Server = createServer(async (req, res) => {
    const text = await bodyOf(req);
    const url = req.url ?? '/';
    const key = req.headers['idempotency-key'] as string | undefined;
    if (/^\/api\/accounts\/(\d+\/send_pdf|mass_send_pdf)$|^\/api\/jobs\/\d+$/.test(url))
      sent.push({ method: req.method!, url, key, body: text ? JSON.parse(text) : undefined });
    const answer = await t.app.inject({
      method: req.method as 'GET',
      url,
      headers: req.headers as Record<string, string>,
      ...(text ? { payload: text } : {}),
    });
    const headers = { ...answer.headers } as Record<string, string>;
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers.connection;
    res.writeHead(answer.statusCode, headers);
    res.end(answer.rawPayload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const home = mkdtempSync(join(tmpdir(), 'crm-fin-home-'));
  const work = mkdtempSync(join(tmpdir(), 'crm-fin-work-'));
  const env = { XDG_CONFIG_HOME: home, CRM_URL: url };
  const start = (args: string[]) => startCommand('crm', args, work, cleanEnv(env));
  const crm = (args: string[], options: { controller?: AbortController } = {}) =>
    crmInProcess(args, { env, cwd: work, ...options });
  const login = await crmInProcess(['login'], {
    env: { ...env, CRM_EMAIL: TEST_ADMIN.adminEmail, CRM_PASSWORD: TEST_ADMIN.adminPassword },
    cwd: work,
  });
  expect(login.code, login.stderr).toBe(0);
  return {
    url,
    work,
    sent,
    crm,
    start,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
