import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { cleanEnv, finish, type Run, startCommand } from './cli-run.ts';
import type { TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

export interface StubCall {
  method: string;
  url: string;
  key: string | undefined;
  body: unknown;
}

export interface CliBench {
  url: string;
  work: string;
  /** Requests answered by the stand-ins (send_pdf, mass_send_pdf and its job), in order. */
  stubbed: StubCall[];
  crm(args: string[]): Promise<Run>;
  start(args: string[]): ReturnType<typeof startCommand>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The real app behind a loopback HTTP server, signed in with `crm login`. The sending calls
 * (POST /api/accounts/{id}/send_pdf, /api/accounts/mass_send_pdf and GET of its job) are built by
 * another engineer in parallel (issue 12 item 5): until they merge, stand-ins here answer them the
 * way the brief describes ({message}, 202 {job_id}, {done, progress, result}) and record each call.
 * Every other request goes to the real app through inject().
 */
export async function startCliBench(t: TestApp): Promise<CliBench> {
  const stubbed: StubCall[] = [];
  let jobPolls = 0;
  const server: Server = createServer(async (req, res) => {
    const text = await bodyOf(req);
    const url = req.url ?? '/';
    const key = req.headers['idempotency-key'] as string | undefined;
    const reply = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (
      /^\/api\/accounts\/\d+\/send_pdf$/.test(url) ||
      url === '/api/accounts/mass_send_pdf' ||
      url === '/api/jobs/777'
    ) {
      stubbed.push({ method: req.method!, url, key, body: text ? JSON.parse(text) : undefined });
      if (url === '/api/accounts/mass_send_pdf') return reply(202, { job_id: 777 });
      if (url === '/api/jobs/777') {
        jobPolls++;
        const done = jobPolls >= 3;
        return reply(200, {
          id: 777,
          done,
          failed: false,
          progress: { done: done ? 2 : 1, total: 2 },
          result: done
            ? {
                notice: { type: 'warning', text: 'Рассылка завершена с ошибками' },
                deliveries: [
                  { account_id: 1, email: 'ok@client.test', result: 'отправлено' },
                  { account_id: 2, email: 'bad@client.test', result: '550 отказ' },
                ],
              }
            : null,
          error: null,
        });
      }
      return reply(200, { message: `PDF счёта отправлен (${url.split('/')[3]})` });
    }
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
  const env = cleanEnv({ XDG_CONFIG_HOME: home, CRM_URL: url });
  const start = (args: string[]) => startCommand('crm', args, work, env);
  const crm = (args: string[]) => finish(start(args));
  const login = await finish(
    startCommand('crm', ['login'], work, {
      ...env,
      CRM_EMAIL: TEST_ADMIN.adminEmail,
      CRM_PASSWORD: TEST_ADMIN.adminPassword,
    }),
  );
  expect(login.code, login.stderr).toBe(0);
  return {
    url,
    work,
    stubbed,
    crm,
    start,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
