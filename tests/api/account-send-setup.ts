import { massSendAccountPdf, sendAccountPdf } from '../../core/actions/defs/account-sending.actions.ts';
import type { AccessRule } from '../../core/permissions/access-rule.ts';
import { join } from 'node:path';
import { resources } from '../../core/resources/index.ts';
import { createMailer, type Mailer, type MailMessage } from '../../server/mail/mailer.ts';
import { readLetter } from './mime-text.ts';
import { startSmtpCapture } from './smtp-capture.ts';
import { startTestApp } from './test-app.ts';

/** The document contact of the test contractors, and an address the mail server refuses (550). */
export const DOC = 'buh@romashka.test';
export const BAD = 'nobody@closed.test';

/**
 * The app of the PDF-sending tests over a real SMTP server on loopback. Its mailer is SMTP to the
 * capture server (`mail.smtp`, which a test may wrap) or the file outbox (`mode = 'outbox'`).
 * `refuseNth(n)` makes the server refuse the n-th next letter to DOC (a full mailbox, say).
 */
export async function startSendingApp() {
  // The registry lets every signed-in user update accounts today; a flag here proves the calls
  // follow whatever the registry says (sending needs what updating an account needs).
  // The catalogue reads the registry when it declares the actions, so their declared rule is set too.
  const permissions = resources.accounts.permissions as { update: string | null };
  const registryUpdate = permissions.update;
  permissions.update = 'transactions';
  const sending = [sendAccountPdf, massSendAccountPdf] as unknown as { permission: AccessRule }[];
  const declared = sending.map((a) => a.permission);
  for (const a of sending) a.permission = { flag: 'transactions' };
  let nth = 0;
  let seen = 0;
  const smtp = await startSmtpCapture({
    refuse: (address) => address === BAD || (address === DOC && nth > 0 && ++seen === nth),
  });
  const mail: { mode: 'smtp' | 'outbox'; smtp: Mailer; outbox?: Mailer } = {
    mode: 'smtp',
    smtp: createMailer({ smtpUrl: smtp.url, outboxDir: '' }),
  };
  const mailer: Mailer = {
    async send(message: MailMessage) {
      if (mail.mode === 'outbox') return mail.outbox!.send(message);
      await mail.smtp.send(message);
    },
  };
  const t = await startTestApp({ mailer });
  mail.outbox = createMailer({ outboxDir: join(t.filesDir, 'outbox') });
  const admin = await t.loginAs();

  async function contractor(name: string, email?: string | null): Promise<number> {
    const { id } = await t.db.insertInto('contractors').values({ name }).returning('id').executeTakeFirstOrThrow();
    if (email !== undefined) {
      const contact = await t.db
        .insertInto('contractor_contacts')
        .values({ contractor_id: id, name: 'Бухгалтерия', email, is_doc_contact: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('contractors')
        .set({ doc_contractor_contact_id: contact.id })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }

  let seq = 0;
  async function account(contractorId: number, values: Record<string, unknown> = {}): Promise<number> {
    seq += 1;
    const row = await t.db
      .insertInto('accounts')
      .values({ contractor_id: contractorId, number: `СП-${seq}`, date: '2026-11-02', amount: '12345.50', ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function act(contractorId: number, accountIds: number[]): Promise<number> {
    seq += 1;
    const row = await t.db
      .insertInto('acts')
      .values({ contractor_id: contractorId, number: `А-${seq}`, date: '2026-11-20', amount: '500.00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const a of accountIds)
      await t.db.insertInto('act_operations').values({ act_id: row.id, account_id: a }).execute();
    return row.id;
  }

  return {
    t,
    smtp,
    mail,
    admin,
    contractor,
    account,
    act,
    refuseNth(n: number) {
      nth = n;
      seen = 0;
    },
    accountRow: (id: number) =>
      t.db
        .selectFrom('accounts')
        .select(['pdf_sent_counter', 'send_pdf', 'send_act_pdf'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    deliveries: (id: number) =>
      t.db.selectFrom('document_deliveries').selectAll().where('account_id', '=', id).orderBy('id').execute(),
    /** The letters the server received for the account numbered so (the subject names it). */
    lettersFor: (number: string) =>
      smtp.received.filter((l) => readLetter(l.raw).headers.subject?.includes(`№ ${number} `)),
    async close() {
      await t.close();
      await smtp.close();
      permissions.update = registryUpdate;
      for (const [i, a] of sending.entries()) a.permission = declared[i];
    },
  };
}

export type SendingApp = Awaited<ReturnType<typeof startSendingApp>>;
