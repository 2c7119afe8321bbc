import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sendMailing } from '../../../core/actions/defs/mass-mailings.actions.ts';
import type { BodyOf } from '../../../core/actions/define-action.ts';
import { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { parseWrite } from '../../../core/resources/write-schema.ts';
import type { CurrentUserRecord } from '../../auth/current-user.ts';
import { insertRecord, notFound } from '../../crud/record-repository.ts';
import { stampSessionFields } from '../../crud/session-fields.ts';
import { audienceIds, type AudienceRequest } from '../../domain/mass-mailings/mailing-audience.ts';
import { authorRecipient, contractorRecipients } from '../../domain/mass-mailings/mailing-recipients.ts';
import { MASS_MAILING_JOB, type MassMailingPayload } from '../../domain/mass-mailings/mass-mailing.job.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { mountAction } from '../mount-action.ts';
import type { DB } from '../../db/db-types.ts';

const def = resources.mass_mailings;

export const sendTexts = {
  noMailing: 'Укажите рассылку: mass_mailing_id или поля mass_mailing',
  noChannel: 'Выберите способ рассылки: по e-mail и/или в WhatsApp',
  running: 'Эта рассылка уже отправляется: дождитесь её завершения',
} as const;

const refuse = (field: string, message: string) => AppError.validation({ [field]: [message] }, [message]);

type SendBody = BodyOf<typeof sendMailing> & AudienceRequest;

/** The mailing to send: the given id (locked, so two sends of one mailing cannot both start) or a new row from the fields. */
async function mailingId(trx: Kysely<DB>, body: SendBody, user: CurrentUserRecord): Promise<number> {
  if (body.mass_mailing_id !== null) {
    const id = body.mass_mailing_id;
    const row = await trx
      .selectFrom('mass_mailings')
      .leftJoin('jobs', 'jobs.id', 'mass_mailings.job_id')
      .select(['mass_mailings.id', 'jobs.id as job', 'jobs.done_at'])
      .where('mass_mailings.id', '=', id)
      .forUpdate('mass_mailings')
      .executeTakeFirst();
    if (!row) throw notFound(def, id);
    if (row.job && !row.done_at) throw refuse('mass_mailing_id', sendTexts.running);
    return id;
  }
  if (body.mass_mailing === undefined) throw refuse('mass_mailing_id', sendTexts.noMailing);
  const parsed = parseWrite(def, 'create', body.mass_mailing);
  stampSessionFields(def, parsed.values, user);
  return insertRecord(trx, def, parsed.values, parsed.nested);
}

/**
 * Spec 02 §7 POST /api/mass_mailings/mass_mailing_contractors (form body not shown; ours in
 * docs/api.md): {mass_mailing_id | mass_mailing: {...}, filter, search | contractor_ids}. Checks
 * everything, then in one transaction queues the `mass_mailing` job with the recipients resolved
 * now (the list the author saw, not whatever the filter matches minutes later); 202 {job_id}.
 */
export function registerSendMailing(app: FastifyInstance) {
  mountAction(app, sendMailing, async ({ trx, body, user, reply }) => {
    const id = await mailingId(trx, body, user);
    const mailing = await trx
      .selectFrom('mass_mailings')
      .select(['send_email', 'send_whatsapp', 'sent_to_yourself'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (!mailing.send_email && !mailing.send_whatsapp) throw refuse('send_email', sendTexts.noChannel);
    // sent_to_yourself: a test send to the author only, whatever the filter says.
    const recipients = mailing.sent_to_yourself
      ? [await authorRecipient(trx, user.id)]
      : await contractorRecipients(trx, await audienceIds(trx, body));
    const payload: MassMailingPayload = { mailing_id: id, recipients };
    const jobId = await enqueueJob(trx, { kind: MASS_MAILING_JOB, payload: { ...payload }, userId: user.id });
    const emails = mailing.send_email ? recipients.flatMap((r) => (r.email ? [r.email] : [])) : [];
    const phones = mailing.send_whatsapp ? recipients.flatMap((r) => (r.phone ? [r.phone] : [])) : [];
    await trx
      .updateTable('mass_mailings')
      .set({
        job_id: jobId,
        emails: JSON.stringify(emails),
        phone_numbers: JSON.stringify(phones),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    reply.code(202);
    return { job_id: jobId, mass_mailing_id: id, recipients: recipients.length };
  });
}
