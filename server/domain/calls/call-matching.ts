import { type Kysely, sql } from 'kysely';
import { normalizePhone } from '../../../core/phone.ts';
import type { DB } from '../../db/db-types.ts';

export interface ContactMatch {
  contractorId: number;
  contactId: number;
  contractorName: string;
}

/** Shorter than a national number: an internal extension or a service code, never a client. */
const NATIONAL_DIGITS = 10;

/**
 * The contractor's contact whose phone is this number, typed in any form ('+7 926 …', '8 (926) …',
 * '9261445956'): candidates by their last ten digits through contractor_contacts_phone_national
 * (migration 0017), then the same canonical number (core/phone.ts), so a foreign number sharing ten
 * digits is not taken. Several contacts: the oldest contact (the first the office recorded).
 */
export async function matchContact(db: Kysely<DB>, phone: string | null | undefined): Promise<ContactMatch | null> {
  const canonical = normalizePhone(phone ?? '');
  if (!canonical || canonical.length < NATIONAL_DIGITS) return null;
  const { rows } = await sql<{ id: number; contractor_id: number; phone: string; name: string }>`
    select cc.id, cc.contractor_id, cc.phone, c.name
    from contractor_contacts cc join contractors c on c.id = cc.contractor_id
    where right(regexp_replace(coalesce(cc.phone, ''), '\\D', '', 'g'), 10) = ${canonical.slice(-NATIONAL_DIGITS)}
    order by cc.id`.execute(db);
  const hit = rows.find((r) => normalizePhone(r.phone) === canonical);
  return hit ? { contractorId: Number(hit.contractor_id), contactId: Number(hit.id), contractorName: hit.name } : null;
}

export interface WorkerMatch {
  individualId: number;
  name: string;
}

/**
 * The worker whose main phone is this number (same index and comparison as a contact): workers call
 * the office all day, and the pop-up names them instead of «Не клиент». Several: the oldest.
 */
export async function matchWorker(db: Kysely<DB>, phone: string | null | undefined): Promise<WorkerMatch | null> {
  const canonical = normalizePhone(phone ?? '');
  if (!canonical || canonical.length < NATIONAL_DIGITS) return null;
  const { rows } = await sql<{ id: number; phone: string; name: string }>`
    select id, phone, name from individuals
    where right(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), 10) = ${canonical.slice(-NATIONAL_DIGITS)}
    order by id`.execute(db);
  const hit = rows.find((r) => normalizePhone(r.phone) === canonical);
  return hit ? { individualId: Number(hit.id), name: hit.name } : null;
}

/** The staff member the call reached: by the PBX extension, else by e-mail (case-insensitive). */
export async function matchUser(
  db: Kysely<DB>,
  extension: string | null | undefined,
  email: string | null | undefined,
): Promise<number | null> {
  if (extension) {
    const row = await db.selectFrom('users').select('id').where('phone_extension', '=', extension).executeTakeFirst();
    if (row) return Number(row.id);
  }
  if (email) {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (row) return Number(row.id);
  }
  return null;
}
