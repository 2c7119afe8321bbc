import type { Kysely } from 'kysely';
import { resources } from '../../../core/resources/index.ts';
import { pdfMassSendNotice, recordNotFound, texts } from '../../../core/texts.ts';
import type { JobContext, JobResult } from '../../jobs/job-runner.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { deliverDocuments } from './deliver-documents.ts';
import { actOfAccount, documentAddress, userAddress } from './document-recipient.ts';
import type { DB } from '../../db/db-types.ts';

export const MASS_SEND_PDF = 'mass_send_pdf';

export interface MassSendPayload {
  account_ids: number[];
  act_account_ids: number[];
  order_ids: number[];
  dont_send_to_client: boolean;
}

/** One line of the job's report: the account, its contractor, where it went and what happened. */
export interface MassSendRow {
  account_id: number;
  account_number: string | null;
  contractor: string;
  address: string | null;
  act_id: number | null;
  result: 'ok' | 'error';
  error: string | null;
}

async function sendOne(db: Kysely<DB>, mailer: Mailer, ctx: JobContext, accountId: number, checkCopyTo: string | null) {
  const p = ctx.job.payload as unknown as MassSendPayload;
  const account = await db
    .selectFrom('accounts')
    .innerJoin('contractors', 'contractors.id', 'accounts.contractor_id')
    .select(['accounts.id', 'accounts.number', 'accounts.contractor_id', 'contractors.name as contractor'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  const row: MassSendRow = {
    account_id: accountId,
    account_number: account?.number ?? null,
    contractor: account?.contractor ?? '',
    address: null,
    act_id: null,
    result: 'error',
    error: null,
  };
  try {
    if (!account) throw new Error(recordNotFound(accountId, resources.accounts.title));
    row.address = checkCopyTo ?? (await documentAddress(db, account.contractor_id));
    if (!row.address) throw new Error(texts.documentContactMissing);
    row.act_id = p.act_account_ids.includes(accountId) ? await actOfAccount(db, accountId, p.order_ids, null) : null;
    if (p.act_account_ids.includes(accountId) && row.act_id === null) throw new Error(texts.pdfNoAct);
    const { row: delivery } = await deliverDocuments(db, mailer, {
      accountId,
      withAccount: true,
      actId: row.act_id,
      to: row.address,
      checkCopy: checkCopyTo !== null,
      jobId: ctx.job.id,
      userId: ctx.job.userId,
    });
    row.result = delivery.result === 'ok' ? 'ok' : 'error';
    row.error = delivery.result === 'pending' ? texts.pdfDeliveryUnknown : delivery.error;
  } catch (e) {
    row.error = e instanceof Error ? e.message : String(e);
  }
  return row;
}

/**
 * The mass_send_pdf job: each account's letter in turn, with progress; a refused address is
 * reported and the rest go on. Safe to run again after a crash: deliverDocuments skips every
 * letter the job has already recorded, so nobody gets a second copy.
 */
export function massSendPdfHandler(mailer: Mailer) {
  return async (ctx: JobContext): Promise<JobResult> => {
    const p = ctx.job.payload as unknown as MassSendPayload;
    const checkCopyTo = p.dont_send_to_client ? await userAddress(ctx.db, ctx.job.userId) : null;
    // A copy for the sender whose user is gone must not fall back to the client.
    if (p.dont_send_to_client && !checkCopyTo) throw new Error(texts.pdfNoOwnEmail);
    const rows: MassSendRow[] = [];
    const total = p.account_ids.length;
    for (const accountId of p.account_ids) {
      rows.push(await sendOne(ctx.db, mailer, ctx, accountId, checkCopyTo));
      await ctx.progress(rows.length, total);
    }
    const ok = rows.filter((r) => r.result === 'ok').length;
    const type = ok === total ? 'success' : ok === 0 ? 'error' : 'warning';
    return { notice: { type, text: pdfMassSendNotice(ok, total) }, sent: ok, failed: total - ok, rows };
  };
}
