import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { AppError } from '../../core/errors.ts';
import { texts } from '../../core/texts.ts';
import { gatedPool } from './gated-pool.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { PGliteStatements } from './pglite-statements.ts';
import { PriorityGate } from './priority-gate.ts';
import type { DB } from './db-types.ts';

/**
 * One handle over either backend. Values cross the wire as the API shows them, so both backends
 * parse the same way: dates stay 'yyyy-MM-dd', timestamps become ISO strings, numeric stays a
 * string (money is never a float), bigint counts become numbers.
 */
export interface Database {
  kind: 'pglite' | 'pg';
  db: Kysely<DB>;
  /** Runs a multi-statement SQL script in one transaction (migrations). */
  execScript(text: string): Promise<void>;
  /**
   * LISTEN on a channel; returns the function that stops listening. `onConnection(false)` says the
   * listening connection was lost (notifications may be missed until `onConnection(true)`); the
   * embedded database never loses it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (up: boolean) => void,
  ): Promise<() => Promise<void>>;
  checkpoint(): Promise<void>;
  /**
   * The start of a stop: requests that have not had the database yet are refused (503) instead of
   * waiting in the queue; those under way and work outside requests go on (priority-gate.ts).
   */
  refuseNewRequests(): void;
  close(): Promise<void>;
  /** Pool connections now (PostgreSQL), for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The embedded instance, for dumps in tests. */
  pglite?: PGlite;
}

const toIsoTimestamp = (v: string) => new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
const keep = (v: string) => v;
const parsers: Record<number, (v: string) => unknown> = {
  [types.DATE]: keep,
  [types.TIMESTAMPTZ]: toIsoTimestamp,
  [types.TIMESTAMP]: toIsoTimestamp,
  [types.TIME]: keep,
  [types.NUMERIC]: keep,
  [types.INT8]: (v) => Number(v),
};

export interface PGliteOptions {
  dataDir?: string;
  loadDataDir?: Blob | File;
  /** Arguments of initdb when a new data dir is made (tests' template: `--wal-segsize=1`). */
  initdbArgs?: string[];
  /** Server settings for this start (`-c name=value`): tests start with small shared buffers. */
  settings?: Record<string, string>;
  /** False puts a CHECKPOINT off (a disk under its reserve: disk-space.ts); the next one catches up. */
  canCheckpoint?: () => boolean;
  /**
   * The embedded database died (a PANIC, e.g. a CHECKPOINT on a full disk, or the wasm aborted).
   * Its next call would block the whole process, so it is never called again: every query answers
   * 503 at once and the owner stops the server (main.ts).
   */
  onFatal?: (error: unknown) => void;
}

/** PostgreSQL gave up on the whole backend, or the wasm module under it aborted. */
const isFatal = (e: unknown) =>
  e instanceof WebAssembly.RuntimeError ||
  ['PANIC', 'FATAL'].includes((e as { severity?: string } | null)?.severity ?? '');

export async function openPGlite(options: PGliteOptions = {}): Promise<Database> {
  const settings = Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const pglite = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    parsers,
    ...(options.initdbArgs ? { initDbStartParams: options.initdbArgs } : {}),
    ...(settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
  });
  await pglite.waitReady;
  let dead = false;
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    if (dead) throw new AppError('unavailable', texts.serverStopping);
    try {
      return await run();
    } catch (e) {
      if (!isFatal(e)) throw e;
      dead = true;
      options.onFatal?.(e);
      throw new AppError('unavailable', texts.serverStopping);
    }
  };
  const gate = new PriorityGate(1);
  const statements = new PGliteStatements(pglite);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite, gate, statements, guarded) });
  return {
    kind: 'pglite',
    db,
    pglite,
    refuseNewRequests: () => gate.refuseNew(),
    async execScript(text) {
      // exec() takes several statements; the Kysely driver lock keeps other requests out meanwhile.
      await db.connection().execute(() =>
        guarded(() =>
          pglite.transaction(async (tx) => {
            await tx.exec(text);
          }),
        ).finally(() => statements.forget()),
      );
    },
    async listen(channel, onPayload) {
      return pglite.listen(channel, onPayload);
    },
    async checkpoint() {
      if (options.canCheckpoint?.() === false) return;
      await guarded(() => pglite.exec('CHECKPOINT'));
    },
    async close() {
      await db.destroy();
      // A dead instance holds nothing to flush (its commits are in the WAL) and would block the process.
      if (!dead) await pglite.close();
    },
  };
}

function pgTypes() {
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      const own = parsers[oid];
      return own ?? pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes() });
  // An idle client dropped by the server (restart, failover, admin kill) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (e) => console.warn(`PostgreSQL: соединение закрыто сервером (${e.message})`));
  const gate = new PriorityGate(poolSize);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: gatedPool(pool, gate) }) });
  await sql`select 1`.execute(db);
  const listeners: pg.Client[] = [];
  return {
    kind: 'pg',
    db,
    refuseNewRequests: () => gate.refuseNew(),
    async execScript(text) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(text);
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onConnection) {
      // A dedicated connection per channel; when the server drops it (restart, failover) it is
      // re-opened with backoff, so live events resume instead of the process crashing.
      let client: pg.Client | null = null;
      let stopped = false;
      let delay = 500;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', (n) => {
          if (n.channel === channel) onPayload(n.payload ?? '');
        });
        c.on('error', (e) => {
          console.warn(`PostgreSQL LISTEN ${channel}: ${e.message}; переподключаюсь`);
          c.end().catch(() => undefined);
          if (client === c) client = null;
          onConnection?.(false);
          retry();
        });
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = c;
        listeners.push(c);
        delay = 500;
        onConnection?.(true);
      };
      const retry = () => {
        if (stopped) return;
        setTimeout(() => void connect().catch(retry), delay).unref();
        delay = Math.min(delay * 2, 30_000);
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    async checkpoint() {
      // The server's own checkpointer and fsync keep PostgreSQL durable.
    },
    // Requests wait at the gate (writes first), not in pg's own queue: both count as waiting.
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount + gate.waiting() }),
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await db.destroy();
    },
  };
}
