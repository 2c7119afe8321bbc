import type { Kysely } from 'kysely';
import { actMassSendNotice, recordNotFound, texts } from '../../../core/texts.ts';
import type { JobContext, JobResult } from '../../jobs/job-runner.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { deliverDocuments } from '../account-sending/deliver-documents.ts';
import { userAddress } from '../account-sending/document-recipient.ts';
import { actAddress, actSendRefusal, actToSend } from './act-send-facts.ts';
import type { DB } from '../../db/db-types.ts';

export const MASS_SEND_ACT_PDF = 'mass_send_act_pdf';

export interface MassSendActPayload {
  act_ids: number[];
  dont_send_to_client: boolean;
}

/** One line of the job's report: the act, its contractor, where it went and what happened. */
export interface MassSendActRow {
  act_id: number;
  act_number: string | null;
  contractor: string;
  address: string | null;
  result: 'ok' | 'error';
  error: string | null;
}

async function sendOne(db: Kysely<DB>, mailer: Mailer, ctx: JobContext, actId: number, checkCopyTo: string | null) {
  const act = await actToSend(db, actId);
  const row: MassSendActRow = {
    act_id: actId,
    act_number: act?.number ?? null,
    contractor: act?.contractor ?? '',
    address: null,
    result: 'error',
    error: null,
  };
  try {
    if (!act) throw new Error(recordNotFound(actId, 'Акты'));
    const refusal = await actSendRefusal(db, act);
    if (refusal) throw refusal;
    row.address = await actAddress(db, act, checkCopyTo);
    if (!row.address) throw new Error(texts.documentContactMissing);
    const { row: delivery } = await deliverDocuments(db, mailer, {
      accountId: null,
      withAccount: false,
      actId,
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
 * The mass_send_act_pdf job: each act's letter in turn, with progress; an act that cannot go is a
 * report row and the rest go on. Safe to run again after a crash: deliverDocuments skips every letter
 * the job has already recorded (per job, act and address), so nobody gets a second copy.
 */
export function massSendActPdfHandler(mailer: Mailer) {
  return async (ctx: JobContext): Promise<JobResult> => {
    const p = ctx.job.payload as unknown as MassSendActPayload;
    const checkCopyTo = p.dont_send_to_client ? await userAddress(ctx.db, ctx.job.userId) : null;
    if (p.dont_send_to_client && !checkCopyTo) throw new Error(texts.pdfNoOwnEmail);
    const rows: MassSendActRow[] = [];
    const total = p.act_ids.length;
    for (const actId of p.act_ids) {
      rows.push(await sendOne(ctx.db, mailer, ctx, actId, checkCopyTo));
      await ctx.progress(rows.length, total);
    }
    const ok = rows.filter((r) => r.result === 'ok').length;
    const type = ok === total ? 'success' : ok === 0 ? 'error' : 'warning';
    return { notice: { type, text: actMassSendNotice(ok, total) }, sent: ok, failed: total - ok, rows };
  };
}
