import type { Kysely } from 'kysely';
import { normalizePhone } from '../../../core/phone.ts';
import { texts } from '../../../core/texts.ts';
import type { DemoContractor } from './demo-contractors.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows } from './seed-insert.ts';
import { addDays, moscowTime } from './seed-random.ts';
import type { DB } from '../db-types.ts';

/**
 * Issue 14 item 6: 'a finished mailing with one error'. A mailing sent to four clients by e-mail, its
 * finished job with the result the console shows, a delivery row per letter and one refused address
 * kept in error_data, as the `mass_mailing` job (server/domain/mass-mailings) leaves them.
 */
export async function seedMailings(db: Kysely<DB>, users: DemoUsers, contractors: DemoContractor[], today: string) {
  const author = users.managerIds[0];
  const chosen = contractors.slice(10, 14);
  const at = moscowTime(addDays(today, -2), '15:30');
  const refused = chosen[2];
  const badEmail = refused.docEmail.replace('@', '.old@');
  const message = '550 5.1.1 Mailbox does not exist';
  const contact = await db
    .selectFrom('contractor_contacts')
    .select('name')
    .where('id', '=', refused.docContactId)
    .executeTakeFirstOrThrow();
  const errors = [
    { contractor_id: refused.id, contractor: refused.name, contact: `${contact.name}, ${badEmail}`, message },
  ];
  const [jobId] = await insertRows(db, 'jobs', [
    {
      kind: 'mass_mailing',
      payload: JSON.stringify({ mailing_id: null, recipients: [] }),
      user_id: author,
      attempts: 1,
      done_at: at,
      progress: JSON.stringify({ done: chosen.length, total: chosen.length }),
      result: JSON.stringify({
        notice: { type: 'warning', text: texts.massMailingDoneWithErrors },
        sent: chosen.length - 1,
        errors,
      }),
    },
  ]);
  const emails = chosen.map((c) => (c === refused ? badEmail : c.docEmail));
  const [mailingId] = await insertRows(db, 'mass_mailings', [
    {
      user_id: author,
      subject: 'График работы в новогодние праздники',
      body: 'Уважаемые партнёры! С 31 декабря по 8 января принимаем заказы на погрузку и переезды в обычном режиме.',
      emails: JSON.stringify(emails),
      phone_numbers: JSON.stringify(chosen.map((c) => normalizePhone(c.contactPhones[0]))),
      error_data: JSON.stringify(errors),
      send_email: true,
      job_id: jobId,
      created_at: moscowTime(addDays(today, -2), '15:20'),
    },
  ]);
  await db
    .updateTable('jobs')
    .set({ payload: JSON.stringify({ mailing_id: mailingId, recipients: [] }) })
    .where('id', '=', jobId)
    .execute();
  await insertRows(
    db,
    'mass_mailing_deliveries',
    chosen.map((c, i) => ({
      mass_mailing_id: mailingId,
      contractor_id: c.id,
      channel: 'email',
      address: emails[i],
      status: c === refused ? 'failed' : 'sent',
      error: c === refused ? message : null,
      created_at: at,
    })),
  );
}
