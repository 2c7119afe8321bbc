import { randomBytes } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { hashToken } from '../../server/auth/tokens.ts';
import { type Database, openPGlite, openPostgres } from '../../server/db/database.ts';
import { freePort } from '../e2e/server-process.ts';
import { templateBlob } from './pglite-template.ts';
import { TEST_ADMIN } from './test-users.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A copy of the demo-seeded test database that real server processes open: on PGlite a data dir
 * (DATA_DIR), on PostgreSQL a database of its own (DATABASE_URL). `open()` reaches it from the test
 * (on PGlite only while no server holds the dir).
 */
export async function serverDatabase() {
  const url = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-child-'));
  if (url) {
    const name = `crm_child_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: u.toString(), DATA_DIR: dataDir },
      open: (): Promise<Database> => openPostgres(u.toString(), 2),
      /**
       * A killed server's backend goes on with its statement (a test trigger's pg_sleep) and keeps
       * its locks until it next writes to the dead socket; this ends it at once, as a database
       * administrator would.
       */
      async endOrphanedBackends() {
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      },
      async drop() {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const pgDir = join(dataDir, 'pg');
  const dump = templateBlob(inject('templateDump'));
  const seeded = new PGlite({ dataDir: pgDir, loadDataDir: dump });
  await seeded.waitReady;
  await seeded.exec('CHECKPOINT');
  await seeded.close();
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    open: () => openPGlite({ dataDir: pgDir }),
    // The embedded database dies with the server's process: nothing of it is left running.
    async endOrphanedBackends() {},
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bearer token of the test admin, written straight into the database. */
export async function adminToken(database: Database): Promise<string> {
  const token = `crm_${randomBytes(16).toString('hex')}`;
  const admin = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', TEST_ADMIN.adminEmail)
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('api_tokens')
    .values({ user_id: admin.id, name: 'child', token_hash: hashToken(token), token_prefix: token.slice(0, 10) })
    .execute();
  return token;
}

export interface ServerChild {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and waits until the process is gone. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** `node --import tsx server/main.ts` the way an operator runs it, on a free port, until it answers. */
export async function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONSOLE_BUILD: '0', JOB_POLL_MS: '200', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${url}/api/altcha/challenge`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Opens the store's database for some test work, then closes it (checkpointed, so a server can open it next). */
export async function withStoreDb<T>(
  store: { open(): Promise<Database> },
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await store.open();
  try {
    return await work(database);
  } finally {
    await database.checkpoint();
    await database.close();
  }
}
