import type { Kysely } from 'kysely';
import { formatDate } from '../../../core/format.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { accountPdf, actPdf } from '../../pdf/finance-pdf.ts';
import type { DB } from '../../db/db-types.ts';

export interface LetterDocuments {
  /** Null for an act sent on its own (issue 24 item 3). */
  accountId: number | null;
  /** The account's own PDF goes unless send_account was turned off. */
  withAccount: boolean;
  actId: number | null;
}

const label = (kind: string, number: string | null, id: number, date: string | null) =>
  `${kind} № ${number ?? id}${date ? ` от ${formatDate(date)}` : ''}`;

/**
 * One letter with the account's PDF and/or its act's PDF, built by the same functions as the
 * preview (server/pdf/finance-pdf.ts), so what the operator saw is what the client gets.
 */
export async function documentsLetter(db: Kysely<DB>, to: string, docs: LetterDocuments): Promise<MailMessage> {
  const names: string[] = [];
  const attachments: MailMessage['attachments'] = [];
  if (docs.withAccount && docs.accountId !== null) {
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'number', 'date'])
      .where('id', '=', docs.accountId)
      .executeTakeFirstOrThrow();
    const pdf = await accountPdf(db, docs.accountId);
    names.push(label('Счёт', account.number, account.id, account.date));
    attachments.push({ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' });
  }
  if (docs.actId !== null) {
    const act = await db
      .selectFrom('acts')
      .select(['id', 'number', 'date'])
      .where('id', '=', docs.actId)
      .executeTakeFirstOrThrow();
    const pdf = await actPdf(db, docs.actId);
    names.push(label('Акт', act.number, act.id, act.date));
    attachments.push({ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' });
  }
  const subject = names.join(', ');
  return {
    to,
    subject,
    text: `Здравствуйте!\n\nНаправляем вам: ${subject}. Документы во вложении.`,
    attachments,
  };
}
