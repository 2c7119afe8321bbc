import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/database.ts';
import { verifyAuditChain } from '../../server/audit/audit-chain.ts';
import { serverDatabase } from './server-child.ts';

// Issue 26 item 5: 'PostgreSQL backups with a tested restore (pg_dump then restore into an empty
// database and compare row counts)', as docs/operations.md «Backups and restore» tells an operator.
const url = process.env.DATABASE_URL;
let store: Awaited<ReturnType<typeof serverDatabase>>;
let dir: string;
let restoredUrl: string;
const restoredName = `crm_restored_${process.pid}`;

async function counts(connection: string) {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    const tables = await client.query(
      `select tablename from pg_tables where schemaname = 'public' and tablename <> 'rate_limit_counters' order by 1`,
    );
    const out: Record<string, number> = {};
    for (const { tablename } of tables.rows)
      out[tablename] = Number((await client.query(`select count(*) as n from "${tablename}"`)).rows[0].n);
    return out;
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)('pg_dump, then pg_restore into an empty database (PostgreSQL only)', () => {
  beforeAll(async () => {
    store = await serverDatabase();
    dir = mkdtempSync(join(tmpdir(), 'crm-backup-'));
    const u = new URL(url!);
    u.pathname = `/${restoredName}`;
    restoredUrl = u.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await admin.end();
    await store?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores every table with the same row counts and an intact audit chain', { timeout: 300_000 }, async () => {
    const source = store.env.DATABASE_URL;
    const file = join(dir, 'crm.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${file}`, source]);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${restoredName}`);
    await admin.end();
    execFileSync('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, file]);
    const before = await counts(source);
    expect(Object.keys(before).length).toBeGreaterThan(50);
    expect(before.transactions).toBeGreaterThan(0);
    expect(await counts(restoredUrl)).toEqual(before);
    const restored = await openPostgres(restoredUrl, 1);
    try {
      const verdict = await verifyAuditChain(restored.db);
      expect(verdict).toMatchObject({ ok: true, problems: [] });
      expect(verdict.checked).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  });
});
