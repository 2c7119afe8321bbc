import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/db-types.ts';

/**
 * Who, from where and in which request: read by the audit triggers (migration 0072) for every row
 * this transaction changes. Local to the transaction (set_config's third argument).
 */
export async function setAuditContext(trx: Kysely<DB>, request: FastifyRequest) {
  await sql`select set_config('crm.user_id', ${String(request.user?.id ?? '')}, true),
    set_config('crm.ip', ${request.ip}, true), set_config('crm.request_id', ${request.id}, true)`.execute(trx);
}

export interface AuditProblem {
  id: number;
  problem: string;
}

export interface AuditVerdict {
  ok: boolean;
  checked: number;
  problems: AuditProblem[];
}

interface StoredRow {
  id: string;
  at: string;
  user_id: string | null;
  ip: string | null;
  request_id: string | null;
  table_name: string;
  record_id: string | null;
  action: string;
  before: string | null;
  after: string | null;
  prev_hash: string;
  hash: string;
}

/** The text the trigger hashed (audit_hash_input), rebuilt here so a changed SQL function cannot hide an edit. */
function hashOf(prev: string, r: StoredRow): string {
  const text = [
    prev,
    r.id,
    r.at,
    r.user_id ?? '',
    r.ip ?? '',
    r.request_id ?? '',
    r.table_name,
    r.record_id ?? '',
    r.action,
    r.before ?? '',
    r.after ?? '',
  ].join('|');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const BATCH = 5000;

/**
 * Walks the whole trail in order: each row's hash must match its content and the previous row's
 * hash, and the chain must end where audit_head says. An edited row fails its own hash; a deleted
 * row breaks the link of the row after it (or the head, when it was the last).
 */
export async function verifyAuditChain(db: Kysely<DB>): Promise<AuditVerdict> {
  const problems: AuditProblem[] = [];
  let prev = '';
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const { rows } = await sql<StoredRow>`
      select id::text, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, user_id::text, ip,
        request_id, table_name, record_id::text, action, before::text, after::text, prev_hash, hash
      from audit_log where audit_log.id > ${lastId} order by audit_log.id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const id = Number(row.id);
      if (row.prev_hash !== prev) problems.push({ id, problem: 'перед этой записью удалена или изменена другая' });
      if (hashOf(row.prev_hash, row) !== row.hash) problems.push({ id, problem: 'запись изменена после создания' });
      prev = row.hash;
      lastId = id;
      checked++;
    }
    if (rows.length < BATCH) break;
  }
  const head = await db.selectFrom('audit_head').select(['last_id', 'last_hash']).executeTakeFirst();
  if (head && (Number(head.last_id) !== lastId || head.last_hash !== prev))
    problems.push({ id: Number(head.last_id), problem: 'удалены последние записи журнала' });
  return { ok: problems.length === 0, checked, problems };
}
