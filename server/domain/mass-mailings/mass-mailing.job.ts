import type { Kysely } from 'kysely';
import { texts } from '../../../core/texts.ts';
import type { JobHandler, JobResult } from '../../jobs/job-runner.ts';
import type { MailAttachment, Mailer } from '../../mail/mailer.ts';
import { type WhatsAppProvider, WhatsAppRefused } from '../../mail/whatsapp-provider.ts';
import {
  type Channel,
  claimDelivery,
  type DeliveryKey,
  finishDelivery,
  releaseDelivery,
} from './mailing-deliveries.ts';
import { mailingFile } from './mailing-file-store.ts';
import type { MailingRecipient } from './mailing-recipients.ts';
import { letterRefusedText, unreachableText } from '../../mail/unreachable-text.ts';
import type { DB } from '../../db/db-types.ts';

export const MASS_MAILING_JOB = 'mass_mailing';

export interface MassMailingPayload {
  mailing_id: number;
  recipients: MailingRecipient[];
}

/** One row of the result and of error_data (spec 02 §8: 'rows listing contractor, contact and message'). */
export interface MailingErrorRow {
  contractor_id: number | null;
  contractor: string;
  contact: string;
  message: string;
}

export interface MassMailingDeps {
  mailer: Mailer;
  whatsapp: WhatsAppProvider;
  /** The mailing's file as a link for WhatsApp gateways (null: none is given). */
  fileUrl(mailingId: number, fileName: string): string | null;
  readFile(key: string): Promise<Buffer | null>;
}

const missingAddress: Record<Channel, string> = {
  email: 'Нет e-mail ни у одного контакта',
  whatsapp: 'Нет телефона ни у одного контакта',
};

/** Mail server not reached (as opposed to this address refused): nodemailer's connection codes. */
const unreachableCodes = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET']);
const unreachable = (channel: Channel, e: unknown) =>
  channel === 'email' ? unreachableCodes.has((e as { code?: string }).code ?? '') : !(e instanceof WhatsAppRefused);

/** The refusal as the error row shows it: the server's answer for a refused letter, short. */
/** The error row's message: a refused letter in Russian with the server's answer; the gateway's answer as it came. */
const reason = (channel: 'email' | 'whatsapp', e: unknown) =>
  channel === 'email'
    ? letterRefusedText(e)
    : ((e as { response?: string }).response ?? (e instanceof Error ? e.message : String(e))).slice(0, 300);

async function loadMailing(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('mass_mailings')
    .select(['id', 'subject', 'body', 'send_email', 'send_whatsapp', 'file_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The `mass_mailing` background job (issue 14 item 4): each recipient by e-mail and/or WhatsApp, one
 * claimed delivery row per contractor, channel and address (mailing-deliveries.ts) so a retried job
 * mails nobody twice. A refused address is an error row; an unreachable mail server or gateway
 * stops the job, which the queue retries ('Ошибка массовой рассылки' after the last attempt).
 */
export function massMailingJob(deps: MassMailingDeps): JobHandler {
  return async ({ db, job, progress }): Promise<JobResult> => {
    const { mailing_id, recipients } = job.payload as unknown as MassMailingPayload;
    const mailing = await loadMailing(db, mailing_id);
    if (!mailing) return { notice: { type: 'error', text: texts.massMailingFailed }, sent: 0, errors: [] };
    const channels = (['email', 'whatsapp'] as const).filter((c) =>
      c === 'email' ? mailing.send_email : mailing.send_whatsapp,
    );
    const file = mailing.file_name ? await mailingFile(deps.readFile, mailing_id, mailing.file_name) : null;
    // Never a mailing without the file its author attached: the job fails and is retried instead.
    if (mailing.file_name && !file) throw new Error(`Файл рассылки «${mailing.file_name}» не найден в хранилище`);
    const attachments: MailAttachment[] = file ? [file] : [];
    const fileUrl = file && mailing.file_name ? deps.fileUrl(mailing_id, mailing.file_name) : null;
    const errors: MailingErrorRow[] = [];
    let sent = 0;
    const total = recipients.length * channels.length;
    const step = Math.max(1, Math.floor(total / 50));
    let done = 0;
    for (const r of recipients)
      for (const channel of channels) {
        const address = channel === 'email' ? r.email : r.phone;
        const row = (message: string) => ({
          contractor_id: r.contractor_id,
          contractor: r.contractor,
          contact: [r.contact, address].filter(Boolean).join(', ') || '—',
          message,
        });
        if (!address) errors.push(row(missingAddress[channel]));
        else {
          const key: DeliveryKey = { mailingId: mailing_id, contractorId: r.contractor_id, channel, address };
          const earlier = await claimDelivery(db, key, r.contact);
          if (earlier) {
            if (earlier.status === 'sent') sent++;
            else errors.push(row(earlier.error ?? ''));
          } else {
            try {
              if (channel === 'email')
                await deps.mailer.send({
                  to: address,
                  subject: mailing.subject,
                  text: mailing.body ?? '',
                  attachments,
                });
              else
                await deps.whatsapp.send({
                  phone: address,
                  text: [mailing.subject, mailing.body].filter(Boolean).join('\n\n'),
                  ...(fileUrl ? { fileUrl } : {}),
                });
              await finishDelivery(db, key, null);
              sent++;
            } catch (e) {
              if (unreachable(channel, e)) {
                await releaseDelivery(db, key);
                // The job's error is what the card shows: a Russian reason, not the socket's message.
                throw new Error(unreachableText(channel, e), { cause: e });
              }
              await finishDelivery(db, key, reason(channel, e));
              errors.push(row(reason(channel, e)));
            }
          }
        }
        done++;
        if (done % step === 0 || done === total) await progress(done, total);
      }
    await db
      .updateTable('mass_mailings')
      .set({ error_data: JSON.stringify(errors), updated_at: new Date().toISOString() })
      .where('id', '=', mailing_id)
      .execute();
    const notice = errors.length
      ? { type: 'warning' as const, text: texts.massMailingDoneWithErrors }
      : { type: 'success' as const, text: texts.massMailingDone };
    return { notice, mailing_id, sent, errors };
  };
}
