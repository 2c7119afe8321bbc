import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { texts } from '../texts.ts';
import { createApiClient, isNetworkError } from './api-client.ts';

// Issue 9, item 7: "network and server errors are Russian sentences with a retry («Нет связи с
// сервером. Повторить?»), never `[GET] "…" <no response> Failed to fetch`".
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/api/tokens')) {
      res.writeHead(500, {
        'content-type': 'application/json',
        'x-request-id': '1b2c3d4e-5f60-4718-9abc-def012345678',
      });
      res.end(JSON.stringify({ error: 'Внутренняя ошибка сервера.' }));
      return;
    }
    if (req.url?.startsWith('/api/me')) {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('');
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Не найдено' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API client’s errors', () => {
  it('turns a request that got no answer into a Russian AppError marked as a network error', async () => {
    // A port that was just closed: the connection is refused, as when the server is down.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, russianNetworkErrors: true });
    const error = await api.me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(texts.noConnection);
    expect(isNetworkError(error)).toBe(true);
    // The CLI keeps fetch's error: it names the URL and errno, and an import must not take it for a refusal.
    const raw = await createApiClient({ baseUrl: `http://127.0.0.1:${port}` })
      .me()
      .catch((e: unknown) => e);
    expect(raw).not.toBeInstanceOf(AppError);
  });

  it('says the server failed when a 5xx answer carries no text', async () => {
    const error = await createApiClient({ baseUrl })
      .me()
      .catch((e: unknown) => e);
    expect((error as AppError).message).toBe(texts.serverFailed);
    expect(isNetworkError(error)).toBe(false);
  });

  it('keeps the server’s own text for an answer with one', async () => {
    const error = await createApiClient({ baseUrl })
      .resource('orders')
      .get(1)
      .catch((e: unknown) => e);
    expect((error as AppError).code).toBe('not_found');
    expect((error as AppError).message).toBe('Не найдено');
  });

  // Issue 26 item 4: 'the id in every error the console shows, so a user can quote it'.
  it('ends an error the console shows with the answer’s request id, and keeps the whole id on the error', async () => {
    const consoleApi = createApiClient({ baseUrl, quoteRequestId: true });
    const error = (await consoleApi.request('GET', '/api/tokens').catch((e: unknown) => e)) as AppError & {
      requestId?: string;
    };
    expect(error.message).toBe('Внутренняя ошибка сервера. (код запроса 1b2c3d4e)');
    expect(error.requestId).toBe('1b2c3d4e-5f60-4718-9abc-def012345678');
    const cli = createApiClient({ baseUrl });
    expect(((await cli.request('GET', '/api/tokens').catch((e: unknown) => e)) as Error).message).toBe(
      'Внутренняя ошибка сервера.',
    );
  });
});
