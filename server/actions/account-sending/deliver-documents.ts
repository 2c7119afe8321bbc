import { type Kysely, sql } from 'kysely';
import type { Mailer } from '../../mail/mailer.ts';
import { documentsLetter, type LetterDocuments } from './documents-letter.ts';
import { letterRefusedText } from '../../mail/unreachable-text.ts';
import type { DB } from '../../db/db-types.ts';

export interface Delivery extends LetterDocuments {
  to: string;
  /** A copy to the sender (dont_send_to_client): recorded, but counters and flags stay. */
  checkCopy: boolean;
  /** The mass send's job: the unique key (job, account or act, address) makes a retry skip what went. */
  jobId: number | null;
  userId: number | null;
}

export interface DeliveryRow {
  id: number;
  /** Null for an act sent from the act (issue 24 item 3). */
  account_id: number | null;
  act_id: number | null;
  job_id: number | null;
  to_address: string;
  check_copy: boolean;
  result: 'pending' | 'ok' | 'error';
  error: string | null;
  user_id: number | null;
  sent_at: Date | string;
}

/** What became of one letter: `skipped` when a retried job had already handled it. */
export interface DeliveryOutcome {
  row: DeliveryRow;
  skipped: boolean;
}

/**
 * Books the delivery before the letter goes. A job's row already there means an earlier attempt
 * handled it: 'ok' is not sent again, 'pending' (the attempt died while sending) is not either, as
 * the letter may have gone; only an 'error' is tried again.
 */
async function reserve(db: Kysely<DB>, d: Delivery): Promise<DeliveryOutcome> {
  const values = {
    account_id: d.accountId,
    act_id: d.actId,
    job_id: d.jobId,
    to_address: d.to,
    check_copy: d.checkCopy,
    result: 'pending',
    user_id: d.userId,
  };
  // A job's row per (job, account, address); an act sent on its own per (job, act, address) (0060).
  const byAccount = d.accountId !== null;
  const inserted = await db
    .insertInto('document_deliveries')
    .values(values)
    .onConflict((oc) =>
      byAccount
        ? oc.columns(['job_id', 'account_id', 'to_address']).where('job_id', 'is not', null).doNothing()
        : oc
            .columns(['job_id', 'act_id', 'to_address'])
            .where('job_id', 'is not', null)
            .where('account_id', 'is', null)
            .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted as DeliveryRow, skipped: false };
  let q = db.selectFrom('document_deliveries').selectAll().where('job_id', '=', d.jobId).where('to_address', '=', d.to);
  q = byAccount
    ? q.where('account_id', '=', d.accountId)
    : q.where('account_id', 'is', null).where('act_id', '=', d.actId);
  const earlier = (await q.executeTakeFirstOrThrow()) as DeliveryRow;
  if (earlier.result !== 'error') return { row: earlier, skipped: true };
  const again = await db
    .updateTable('document_deliveries')
    .set({ result: 'pending', error: null, act_id: d.actId, sent_at: sql`now()` })
    .where('id', '=', earlier.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row: again as DeliveryRow, skipped: false };
}

/** Marks the letter delivered and, for a letter the client got, counts it on the account and act. */
async function markDelivered(db: Kysely<DB>, d: Delivery, id: number): Promise<DeliveryRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('document_deliveries')
      .set({ result: 'ok', error: null, sent_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!d.checkCopy) {
      if (d.accountId !== null)
        await trx
          .updateTable('accounts')
          .set({
            ...(d.withAccount ? { pdf_sent_counter: sql`coalesce(pdf_sent_counter, 0) + 1`, send_pdf: true } : {}),
            ...(d.actId !== null ? { send_act_pdf: true } : {}),
            updated_at: sql`now()`,
          })
          .where('id', '=', d.accountId)
          .execute();
      // An act sent on its own reached the client for every account it covers.
      else if (d.actId !== null)
        await trx
          .updateTable('accounts')
          .set({ send_act_pdf: true, updated_at: sql`now()` })
          .where('id', 'in', trx.selectFrom('act_operations').select('account_id').where('act_id', '=', d.actId))
          .execute();
      if (d.actId !== null)
        await trx
          .updateTable('acts')
          .set({ pdf_sent_counter: sql`coalesce(pdf_sent_counter, 0) + 1`, updated_at: sql`now()` })
          .where('id', '=', d.actId)
          .execute();
    }
    return row as DeliveryRow;
  });
}

/**
 * Sends one letter with the documents and records it: booked as 'pending', then 'ok' (with the
 * counters, in one transaction) or 'error' with the mail server's answer. Never throws for a
 * refused letter: the caller reads the row.
 */
export async function deliverDocuments(db: Kysely<DB>, mailer: Mailer, d: Delivery): Promise<DeliveryOutcome> {
  const booked = await reserve(db, d);
  if (booked.skipped) return booked;
  try {
    // A document that cannot be made fails this letter like a refused address: recorded, not pending.
    await mailer.send(await documentsLetter(db, d.to, d));
  } catch (e) {
    const error = letterRefusedText(e);
    const row = await db
      .updateTable('document_deliveries')
      .set({ result: 'error', error })
      .where('id', '=', booked.row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row: row as DeliveryRow, skipped: false };
  }
  return { row: await markDelivered(db, d, booked.row.id), skipped: false };
}
