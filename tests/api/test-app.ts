import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { TelephonyRecordConfig } from '../../server/actions/telephony/call-record.action.ts';
import { solvedAltcha as solved } from '../../core/api/altcha-payload.ts';
import { buildApp } from '../../server/app.ts';
import { type Database, openPostgres } from '../../server/db/database.ts';
import type { FileStorage } from '../../server/files/file-storage.ts';
import { noRateLimits, type RateLimits } from '../../server/http/rate-limit-config.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { createWhatsAppProvider, type WhatsAppProvider } from '../../server/mail/whatsapp-provider.ts';
import { openPGliteTemplate } from './pglite-template.ts';
import { TEST_ADMIN } from './test-users.ts';

export interface Credentials {
  headers: Record<string, string>;
}

/** A fresh database (copy of the migrated, demo-seeded template) and the app over it, for one test file. */
export async function startTestApp(
  options: {
    altchaDifficulty?: number;
    mailer?: Mailer;
    whatsapp?: WhatsAppProvider;
    publicUrl?: string;
    telephony?: TelephonyRecordConfig;
    /** Off unless a test brings its own: suites sign in and fuzz far faster than any person. */
    rateLimits?: RateLimits;
    /** Where workers' scans and mailing files go; the test's own folder on disk unless told. */
    fileStorage?: FileStorage;
  } = {},
) {
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `crm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    database = await openPostgres(u.toString(), 4);
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openPGliteTemplate(inject('templateDump'));
  }
  const filesDir = mkdtempSync(join(tmpdir(), 'crm-files-'));
  const app = await buildApp({
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    db: database.db,
    secretKey: 'test-secret-key-test-secret-key',
    altchaDifficulty: options.altchaDifficulty ?? 20,
    listen: database.listen.bind(database),
    filesDir,
    fileStorage: options.fileStorage,
    // Letters land in the outbox under the test's own files folder unless a test brings its own mailer.
    mailer: options.mailer ?? createMailer({ outboxDir: join(filesDir, 'outbox') }),
    whatsapp: options.whatsapp ?? createWhatsAppProvider({ outboxDir: join(filesDir, 'outbox', 'whatsapp') }),
    publicUrl: options.publicUrl,
    telephony: options.telephony,
    rateLimits: options.rateLimits ?? noRateLimits,
    sharedRateLimits: Boolean(url),
  });
  await app.ready();

  async function solvedAltcha(): Promise<string> {
    return solved((await app.inject({ method: 'GET', url: '/api/altcha/challenge' })).json());
  }

  async function signIn(email: string, password: string, altcha?: string): Promise<LightMyRequestResponse> {
    return app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email, password }, altcha: altcha ?? (await solvedAltcha()) },
    });
  }

  /** Signs in through the real ALTCHA + password flow; returns cookie and CSRF headers. */
  async function loginAs(email = TEST_ADMIN.adminEmail, password = TEST_ADMIN.adminPassword): Promise<Credentials> {
    const res = await signIn(email, password);
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'crm_session');
    return { headers: { cookie: `crm_session=${cookie!.value}`, 'x-csrf-token': res.json().csrf_token } };
  }

  async function api(method: string, url: string, as: Credentials | null, payload?: unknown) {
    return app.inject({
      method: method as 'GET',
      url,
      headers: as?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  return {
    app,
    db: database.db,
    database,
    solvedAltcha,
    signIn,
    loginAs,
    api,
    filesDir,
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
