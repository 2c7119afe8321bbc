import type { Kysely } from 'kysely';
import { AppError } from '../../core/errors.ts';
import { formatDate } from '../../core/format.ts';
import { formatRoubles } from '../../core/money.ts';
import { renderPdf } from './pdf-render.ts';

/** A rendered document, ready to attach to a letter or to answer a preview. */
export interface FinancePdf {
  filename: string;
  bytes: Buffer;
}

/**
 * The account (счёт на оплату) of one account row. The send calls and the console preview use
 * this one function, so what is previewed is what is sent.
 */
export async function accountPdf(db: Kysely<any>, accountId: number): Promise<FinancePdf> {
  const account = await db
    .selectFrom('accounts')
    .innerJoin('contractors', 'contractors.id', 'accounts.contractor_id')
    .select([
      'accounts.id',
      'accounts.number',
      'accounts.date',
      'accounts.amount',
      'contractors.name as contractor_name',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw new AppError('not_found', 'Счёт не найден');
  const title = `Счёт на оплату № ${account.number ?? account.id} от ${account.date ? formatDate(account.date) : ''}`;
  const bytes = await renderPdf({
    info: { title },
    content: [
      { text: title, bold: true, fontSize: 14 },
      `Покупатель: ${account.contractor_name}`,
      `Итого: ${formatRoubles(account.amount)} руб.`,
    ],
  });
  return { filename: `Счёт ${account.number ?? account.id}.pdf`, bytes };
}

/** The act (акт выполненных работ) of one act row. */
export async function actPdf(db: Kysely<any>, actId: number): Promise<FinancePdf> {
  const act = await db
    .selectFrom('acts')
    .innerJoin('contractors', 'contractors.id', 'acts.contractor_id')
    .select(['acts.id', 'acts.number', 'acts.date', 'acts.amount', 'contractors.name as contractor_name'])
    .where('acts.id', '=', actId)
    .executeTakeFirst();
  if (!act) throw new AppError('not_found', 'Акт не найден');
  const title = `Акт № ${act.number ?? act.id} от ${act.date ? formatDate(act.date) : ''}`;
  const bytes = await renderPdf({
    info: { title },
    content: [
      { text: title, bold: true, fontSize: 14 },
      `Заказчик: ${act.contractor_name}`,
      `Итого: ${formatRoubles(act.amount)} руб.`,
    ],
  });
  return { filename: `Акт ${act.number ?? act.id}.pdf`, bytes };
}
